import Synchronization
import VitrineSystem

/// The bytes of the theme and art files this process read, each kept with its file's stamp: reading a file
/// again while it is unchanged (the base every theme of a folder extends, that base's art) costs a `stat`,
/// not an open and a read. The gallery read `default.json` four times a start and its art three times.
/// Bounded: a file larger than ``maximumFileBytes`` is not kept, nor anything once ``maximumBytes`` are.
final class ThemeFileBytes: Sendable {
    /// The one this process reads through.
    static let shared = ThemeFileBytes()

    static let maximumFileBytes = 1 << 20, maximumBytes = 8 << 20

    private struct Kept {
        var files: [ExactPath: (stamp: FileStamp, bytes: [UInt8])] = [:]
        var bytes = 0
    }

    private let kept = Mutex(Kept())

    /// The bytes of the file at `path`: those kept while its stamp is the same, else what `read` reads, kept
    /// unless the file changed in the last moments (it may change again with a stamp that would hide it:
    /// git's "racily clean" rule) or the bounds are reached. The stamp is taken before the read: a file
    /// written during it has another stamp by the next call, which then reads it again.
    func bytes(at path: String, read: () throws(BoundedFile.Failure) -> [UInt8]) throws(BoundedFile.Failure) -> [UInt8] {
        let key = ExactPath(path)
        let stamp = FileStamp(path: path)
        if let stamp, let known = kept.withLock({ $0.files[key] }), known.stamp == stamp { return known.bytes }
        let bytes = try read()
        if let stamp, !stamp.isRecent, bytes.count <= Self.maximumFileBytes {
            kept.withLock { kept in
                let replaced = kept.files[key]?.bytes.count ?? 0
                guard kept.bytes - replaced + bytes.count <= Self.maximumBytes else { return }
                kept.files[key] = (stamp, bytes)
                kept.bytes += bytes.count - replaced
            }
        }
        return bytes
    }
}
