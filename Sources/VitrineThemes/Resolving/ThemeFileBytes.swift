import Synchronization
import VitrineSystem

/// The bytes of the theme and art files this process read, each kept with its file's stamp: reading a file
/// again while it is unchanged (the base every theme of a folder extends, that base's art) costs a `stat`,
/// not an open and a read. The gallery read `default.json` four times a start and its art three times.
/// Bounded: a file larger than ``maximumFileBytes`` is not kept, nor anything once ``maximumBytes`` are.
/// Reads are one at a time: a thread that misses while another reads the same file (`t` listing the folder
/// as the background load reads it) waits for those bytes rather than opening the file a second time.
final class ThemeFileBytes: Sendable {
    /// The one this process reads through.
    static let shared = ThemeFileBytes()

    static let maximumFileBytes = 1 << 20, maximumBytes = 8 << 20

    private struct Kept {
        var files: [ExactPath: (stamp: FileStamp, bytes: [UInt8])] = [:]
        var bytes = 0
    }

    private let kept = Mutex(Kept())
    /// Held across a miss's look-again, read and keep.
    private let reading = Mutex(())

    /// The bytes of the file at `path`: those kept while its stamp is the same, else what `read` reads, kept
    /// unless the file changed in the last moments (it may change again with a stamp that would hide it:
    /// git's "racily clean" rule) or the bounds are reached. The stamp is taken before the read: a file
    /// written during it has another stamp by the next call, which then reads it again.
    func bytes(at path: String, read: () throws(BoundedFile.Failure) -> [UInt8]) throws(BoundedFile.Failure) -> [UInt8] {
        let key = ExactPath(path)
        let stamp = FileStamp(path: path)
        if let known = keptBytes(key, stamp) { return known }
        return try reading.withLock { _ throws(BoundedFile.Failure) in
            if let known = keptBytes(key, stamp) { return known }
            return try readAndKeep(key, stamp: stamp, read: read)
        }
    }

    /// The bytes kept under `key` when they were read with `stamp`.
    private func keptBytes(_ key: ExactPath, _ stamp: FileStamp?) -> [UInt8]? {
        guard let stamp, let known = kept.withLock({ $0.files[key] }), known.stamp == stamp else { return nil }
        return known.bytes
    }

    /// What `read` reads, kept under `key` with `stamp` within the bounds.
    private func readAndKeep(_ key: ExactPath, stamp: FileStamp?, read: () throws(BoundedFile.Failure) -> [UInt8]) throws(BoundedFile.Failure) -> [UInt8] {
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
