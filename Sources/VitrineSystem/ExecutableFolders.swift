import FoundationEssentials
import VitrineCore
import Glibc

/// Where the running executable is, and folders found beside it or in one of its parents: the
/// repository's `themes` and sample pictures when Vitrine runs from `.build`, with no resource bundle
/// (whose generated accessor would link all of Foundation).
public enum ExecutableFolders {
    /// The executable's path, links resolved (`/proc/self/exe`); `fallback` when it cannot be read.
    public static func executablePath(fallback: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return fallback }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `relative` (`themes`) beside the folder of `executablePath` or in one of its parents, nearest first.
    public static func candidates(_ relative: String, executablePath: String) -> [String] {
        // Split on the slash byte (a slash followed by a combining mark is one Character).
        let folder = Array(executablePath.slashSeparatedParts().dropLast())
        return stride(from: folder.count, to: 0, by: -1).map { end in
            "/" + Array(folder.prefix(end)).joinedText(separator: "/") + "/" + relative
        }
    }

    /// True when `path` is a folder.
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// A folder data is looked for in, and the rule that names it (`$XDG_DATA_HOME`), for `vitrine paths`.
    public struct Candidate: Equatable, Sendable {
        public let path: String
        public let rule: String

        public init(_ path: String, rule: String) {
            self.path = path
            self.rule = rule
        }
    }

    /// Where Vitrine's data (`themes`, `samples`) is looked for, in order: the checkout the binary was built
    /// in (`inTree` in a folder above the executable whose `Package.swift` names Vitrine: a `~/themes` above
    /// `~/.local/bin` is a team's own folder, not Vitrine's data), then `../share/vitrine/NAME` beside the
    /// binary (where `scripts/install` puts it: an installed binary takes its own data first), then
    /// `$XDG_DATA_HOME/vitrine/NAME` (`~/.local/share`), each of `$XDG_DATA_DIRS` (`/usr/local/share:/usr/share`).
    public static func dataCandidates(_ name: String, inTree: String, environment: [String: String], executablePath: String,
                                      isCheckout: (String) -> Bool = isVitrineCheckout) -> [Candidate] {
        let home = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? environment["HOME"].map { $0 + "/.local/share" }
        let dirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        let binary = executablePath.slashSeparatedParts().dropLast()
        let beside = binary.isEmpty ? [] : [Candidate(binary.dropLast().reduce(into: "") { path, part in path += "/" + part } + "/share/vitrine/" + name,
                                                      rule: "../share/vitrine beside the binary")]
        let tree = candidates(inTree, executablePath: executablePath).filter { isCheckout(String($0.dropLast(inTree.utf8.count + 1))) }
        return tree.map { Candidate($0, rule: "the checkout the binary was built in") } + beside
            + [home].compactMap { $0 }.map { Candidate("\($0)/vitrine/\(name)", rule: "$XDG_DATA_HOME") }
            + dirs.map { Candidate("\($0)/vitrine/\(name)", rule: "$XDG_DATA_DIRS") }
    }

    /// True when `folder` holds Vitrine's `Package.swift` (its first 4 KiB name the package `Vitrine`).
    public static func isVitrineCheckout(_ folder: String) -> Bool {
        let descriptor = open(folder + "/Package.swift", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(descriptor, &bytes, bytes.count)
        return count > 0 && String(decoding: bytes.prefix(count), as: UTF8.self).contains("name: \"Vitrine\"")
    }

    /// The ``dataCandidates(_:inTree:environment:executablePath:)`` of this process.
    public static func dataCandidates(_ name: String, inTree: String) -> [Candidate] {
        dataCandidates(name, inTree: inTree, environment: ProcessEnvironment.variables,
                       executablePath: executablePath(fallback: CommandLine.arguments[0]))
    }

    /// The first of ``dataCandidates(_:inTree:)`` that exists.
    public static func data(_ name: String, inTree: String) -> String? {
        dataCandidates(name, inTree: inTree).lazy.map(\.path).first(where: isFolder)
    }
}
