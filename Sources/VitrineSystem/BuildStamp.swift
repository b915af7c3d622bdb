import Glibc

/// What `scripts/release` and `scripts/install` append to each binary they ship, for bug reports: the
/// commit it was built from (`+dirty` when the tree differed), the build date and the Swift toolchain, as
/// a last line `vitrine-build commit=… date=… swift=…`. An ELF file's loader ignores bytes after its last
/// section, so the stamped binary runs as before; `--version` reads the line back from the file's end.
public struct BuildStamp: Equatable, Sendable {
    public var commit: String
    public var date: String
    public var toolchain: String

    /// The line's first word.
    static let marker = "vitrine-build"
    /// How much of the executable's end is read for it (the line is about 80 bytes).
    static let tailBytes = 512

    /// The stamp at the end of the running executable; nil for a build nothing stamped.
    public static func ofThisExecutable() -> BuildStamp? {
        let descriptor = open("/proc/self/exe", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let size = lseek(descriptor, 0, SEEK_END)
        guard size > 0 else { return nil }
        let start = max(0, size - off_t(tailBytes))
        var tail = [UInt8](repeating: 0, count: Int(size - start))
        guard pread(descriptor, &tail, tail.count, start) == tail.count else { return nil }
        return BuildStamp(trailer: tail)
    }

    public init(commit: String, date: String, toolchain: String) {
        self.commit = commit
        self.date = date
        self.toolchain = toolchain
    }

    /// The stamp `bytes` end with: a last line of the marker and `commit`, `date` and `swift`, each value
    /// of letters, digits and `.+-:` only (anything else is not a stamp: it is shown in a terminal).
    init?(trailer bytes: [UInt8]) {
        let newline = UInt8(ascii: "\n")
        guard bytes.last == newline else { return nil }
        let body = bytes.dropLast()
        let start = body.lastIndex(of: newline).map { $0 + 1 } ?? body.startIndex
        let allowed = { (byte: UInt8) in
            (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte)
                || Array(".+-:=".utf8).contains(byte) || byte == UInt8(ascii: " ")
        }
        guard body[start...].allSatisfy(allowed) else { return nil }
        let words = String(decoding: body[start...], as: UTF8.self).split(separator: " ")
        guard words.first.map(String.init) == Self.marker else { return nil }
        var fields: [String: String] = [:]
        for word in words.dropFirst() {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty else { return nil }
            fields[parts[0]] = parts[1]
        }
        guard let commit = fields["commit"], let date = fields["date"], let toolchain = fields["swift"] else { return nil }
        self.init(commit: commit, date: date, toolchain: toolchain)
    }

    /// The Swift version this code was compiled with, major and minor (for a build nothing stamped).
    public static var compiler: String {
        #if compiler(>=6.4)
        "6.4 or later"
        #elseif compiler(>=6.3)
        "6.3"
        #elseif compiler(>=6.2)
        "6.2"
        #elseif compiler(>=6.1)
        "6.1"
        #else
        "6.0"
        #endif
    }

    /// What `--version` prints: `version` on the first line (what scripts read), then where this build
    /// comes from and `libraries` (`ncurses 6.4.20221231`), then the system it runs on.
    public static func versionReport(_ version: String, libraries: [String] = []) -> String {
        let built = ofThisExecutable().map { "commit \($0.commit), built \($0.date) with Swift \($0.toolchain)" }
            ?? "a development build (scripts/release and scripts/install stamp the commit and the date), Swift \(compiler)"
        var system = utsname()
        uname(&system)
        let field = { (value: UnsafeRawPointer, size: Int) in
            String(decoding: UnsafeRawBufferPointer(start: value, count: size).prefix { $0 != 0 }, as: UTF8.self)
        }
        let running = withUnsafeBytes(of: &system.sysname) { field($0.baseAddress!, $0.count) } + " "
            + withUnsafeBytes(of: &system.release) { field($0.baseAddress!, $0.count) } + " "
            + withUnsafeBytes(of: &system.machine) { field($0.baseAddress!, $0.count) }
        return ([version, built] + libraries + ["running on " + running]).joined(separator: "\n") + "\n"
    }
}
