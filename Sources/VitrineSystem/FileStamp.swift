import Glibc

/// What identifies one version of a file without reading it: device, inode, size and the times of its
/// last change, from a plain `stat` (links followed; no name-service look-ups). A file written again,
/// or replaced by another (an editor's rename), gets another stamp.
public struct FileStamp: Equatable, Sendable {
    private let device, inode: UInt64
    private let size: Int64
    private let modified, changed: timespec

    /// The stamp of the file at `path`; nil when there is no such file.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = info.st_mtim
        changed = info.st_ctim
    }

    /// True when the file's content changed less than two seconds ago (or in the future: a skewed clock).
    public var isRecent: Bool {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return modified.tv_sec >= now.tv_sec - 2
    }

    public static func == (lhs: FileStamp, rhs: FileStamp) -> Bool {
        lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
            && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
            && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
    }
}
