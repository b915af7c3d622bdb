import FoundationEssentials
import Glibc

/// A folder that files are written into, and only into. Its subfolders are made as real folders (a link
/// anywhere below it is refused, so nothing is written outside it); each file is written to a temporary
/// file beside it and renamed into place (never half-written, never through a link); a file that is
/// already there is replaced only when `replacing` (`--force`), so nothing written before is lost
/// silently.
public final class OutputFolder {
    /// The folder as given.
    public let url: URL
    private let descriptor: Int32
    private let replacing: Bool

    /// The folder at `url`, made (with its parents) when missing.
    public init(_ url: URL, replacing: Bool) throws(OutputError) {
        self.url = url
        self.replacing = replacing
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            throw OutputError(url.path, "it is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw OutputError(url.path, "cannot make the folder (or one of its parents)")
        }
        descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputError(url.path, Self.reason(errno)) }
    }

    deinit { close(descriptor) }

    /// Writes `bytes` to the file at `path` (relative, `/`-separated, e.g. `badge/danger.light.svg`).
    public func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
        let (folder, name, shown) = try place(of: path)
        defer { if folder != descriptor { close(folder) } }
        var status = stat()
        if fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
            if status.st_mode & S_IFMT == S_IFLNK { throw OutputError(shown, "it is a link: nothing is written through one") }
            if status.st_mode & S_IFMT != S_IFREG { throw OutputError(shown, "something other than a file is there") }
            if !replacing { throw OutputError(shown, "it exists already (pass --force to replace it)", alreadyExists: true) }
        }
        let temporary = ".\(name).\(getpid()).partial"
        let file = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw OutputError(shown, Self.reason(errno)) }
        let (_, writeError) = WholeWrite.write(bytes, to: file)
        let closeError = close(file) == 0 ? 0 : errno
        guard writeError == 0, closeError == 0 else {
            unlinkat(folder, temporary, 0)
            throw OutputError(shown, Self.reason(writeError != 0 ? writeError : closeError))
        }
        guard renameat(folder, temporary, folder, name) == 0 else {
            let error = errno
            unlinkat(folder, temporary, 0)
            throw OutputError(shown, Self.reason(error))
        }
    }

    /// Removes the file at `path` (relative, `/`-separated) when it is there; its folders are entered as
    /// ``write(_:to:)`` enters them, never through a link.
    public func remove(_ path: String) throws(OutputError) {
        let (folder, name, shown) = try place(of: path)
        defer { if folder != descriptor { close(folder) } }
        guard unlinkat(folder, name, 0) == 0 || errno == ENOENT else { throw OutputError(shown, Self.reason(errno)) }
    }

    /// Where `path` (relative, `/`-separated) goes: its folder (opened, made when missing, entered never
    /// through a link; the caller closes it unless it is this folder's), its file name, and how to name it.
    private func place(of path: String) throws(OutputError) -> (folder: Int32, name: String, shown: String) {
        let shown = url.appendingPathComponent(path).path
        let parts = path.slashSeparatedParts(keepingEmpty: true)
        guard let name = parts.last, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            throw OutputError(shown, "not a plain relative path")
        }
        return (try subfolder(parts.dropLast(), shown: shown), name, shown)
    }

    /// The folder `parts` below this one, made when missing; a link or a file in the way is refused.
    private func subfolder(_ parts: ArraySlice<String>, shown: String) throws(OutputError) -> Int32 {
        var current = descriptor
        for part in parts {
            if mkdirat(current, part, 0o755) != 0, errno != EEXIST {
                let error = errno
                if current != descriptor { close(current) }
                throw OutputError(shown, Self.reason(error))
            }
            let next = openat(current, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let error = errno
            if current != descriptor { close(current) }
            guard next >= 0 else {
                throw OutputError(shown, error == ELOOP || error == ENOTDIR ? "\(part) is a link or not a folder: nothing is written through one"
                                                                             : Self.reason(error))
            }
            current = next
        }
        return current
    }

    private static func reason(_ error: Int32) -> String { String(cString: strerror(error)) }
}

/// Why a file could not be written: the file, and the reason in plain words.
public struct OutputError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String
    /// A file was there and replacing was not asked for (a caller may pick another name).
    public let alreadyExists: Bool

    init(_ path: String, _ reason: String, alreadyExists: Bool = false) {
        self.path = path
        self.reason = reason
        self.alreadyExists = alreadyExists
    }

    public var description: String { "cannot write \(path): \(reason)" }
}
