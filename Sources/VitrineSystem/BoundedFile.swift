import CVitrineSystem
import FoundationEssentials
import Glibc

/// Reads a whole file that anyone may have put there (a theme, an art file, an image), but only a
/// regular file and only up to a size: a FIFO, a device or `/dev/zero` would never end. Symbolic links
/// are followed (where they may point is ``ConfinedPath``'s business), or refused in a path it checked.
/// Plain `open`/`fstat`/`read`: no name-service look-ups, and the checks are made on the file actually
/// opened.
public enum BoundedFile {
    /// Why a file was not read.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case missing
        case notARegularFile
        /// `size` bytes, over `limit`.
        case tooLarge(size: Int, limit: Int)
        /// The file exists but reading it failed (permissions, I/O).
        case unreadable(String)
        /// Read without following links, and a symbolic link stands in its path (one put there after the
        /// path was checked).
        case linked

        public var description: String {
            switch self {
            case .missing: return "no such file"
            case .notARegularFile: return "not a regular file"
            case let .tooLarge(size, limit): return "\(size) bytes, larger than \(limit)"
            case let .unreadable(reason): return "cannot be read (\(reason))"
            case .linked: return "a symbolic link stands in its path (it was checked without one)"
            }
        }
    }

    /// The bytes of `url`; the size is checked before reading and again while reading (the file may grow).
    /// - Parameter followingLinks: false for a path already checked with its links resolved
    ///   (``ConfinedPath``): each folder of it is then opened in turn without following a link, so that a
    ///   link put in its place after the check is refused (``Failure/linked``), not followed out of bounds.
    public static func read(_ url: URL, limit: Int, followingLinks: Bool = true) throws(Failure) -> [UInt8] {
        let path = url.filePath
        return try read(opened: followingLinks ? open(path, readFlags) : try openWithoutLinks(path, lastIsFolder: false), limit: limit)
    }

    /// The folder at `path` (absolute, its links resolved and checked already) opened a folder at a time
    /// from `/`, none followed, as ``read(_:limit:followingLinks:)`` opens a file's: for reading many files
    /// in it with ``read(named:inFolder:limit:)``. The caller closes the descriptor.
    public static func openFolderWithoutLinks(_ path: String) throws(Failure) -> Int32 {
        let descriptor = try openWithoutLinks(path, lastIsFolder: true)
        guard descriptor >= 0 else { throw failure(errno) }
        return descriptor
    }

    /// The file `name` in the folder open as `folder` (``openFolderWithoutLinks(_:)``), refused when it
    /// is a symbolic link (``Failure/linked``).
    public static func read(named name: String, inFolder folder: Int32, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = openat(folder, name, readFlags | O_NOFOLLOW)
        if descriptor < 0, isLink(name, in: folder) { throw .linked }
        return try read(opened: descriptor, limit: limit)
    }

    /// Non-blocking, so that opening a FIFO swapped in after a check can never hang.
    private static let readFlags = O_RDONLY | O_NONBLOCK | O_CLOEXEC

    /// The bytes of the file open as `descriptor` (-1 with `errno` set: the failure to open it), which it
    /// closes.
    private static func read(opened descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
        guard descriptor >= 0 else { throw failure(errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile }
        guard Int(status.st_size) <= limit else { throw .tooLarge(size: Int(status.st_size), limit: limit) }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { throw .tooLarge(size: count, limit: limit) }
                bytes += [UInt8](repeating: 0, count: min(max(4096, count), limit + 1 - count))
            }
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
            if read == 0 { break }
            count += read
        }
        guard count <= limit else { throw .tooLarge(size: count, limit: limit) }
        return Array(bytes.prefix(count))
    }

    /// Why a file could not be opened, from `errno`.
    private static func failure(_ number: Int32) -> Failure {
        number == ENOENT || number == ENOTDIR ? .missing : .unreadable(String(cString: strerror(number)))
    }

    /// Whether `name` in the folder open as `folder` is a symbolic link (`errno` kept).
    private static func isLink(_ name: String, in folder: Int32) -> Bool {
        let failure = errno
        defer { errno = failure }
        var status = stat()
        return fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// `path` (absolute) opened a component at a time from `/` (its last as a folder when `lastIsFolder`,
    /// else as a file to read), none followed: a link anywhere in it is refused (``Failure/linked``); -1
    /// with `errno` set when a component is missing or cannot be opened.
    private static func openWithoutLinks(_ path: String, lastIsFolder: Bool) throws(Failure) -> Int32 {
        guard path.hasPrefix("/") else { errno = ENOENT; return -1 }
        var folder = vs_open_folder_unfollowed(AT_FDCWD, "/")
        let parts = path.slashSeparatedParts()
        for (index, part) in parts.enumerated() {
            guard folder >= 0 else { return -1 }
            let next = index == parts.count - 1 && !lastIsFolder ? openat(folder, part, readFlags | O_NOFOLLOW)
                                                                  : vs_open_folder_unfollowed(folder, part)
            let linked = next < 0 && isLink(part, in: folder)
            close(folder)
            if linked { throw .linked }
            folder = next
        }
        return folder
    }
}
