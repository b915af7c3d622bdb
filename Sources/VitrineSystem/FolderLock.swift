import FoundationEssentials
import Glibc

/// An exclusive lock that processes sharing a folder take around a check and the write it allows (a
/// bound counted, then a file renamed in): `flock` on the folder itself (opened as a folder, never through a
/// link), so nothing is written to keep it, released when the work is done (or the process ends).
public enum FolderLock {
    /// Runs `work` holding the lock of `folder`.
    public static func withLock<Result>(in folder: URL, _ work: () throws(OutputError) -> Result) throws(OutputError) -> Result {
        let lock = open(folder.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard lock >= 0 else { throw OutputError(folder.path, "cannot take its lock (\(String(cString: strerror(errno))))") }
        defer { close(lock) } // which releases it
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw OutputError(folder.path, "cannot take its lock (\(String(cString: strerror(errno))))") }
        }
        return try work()
    }
}
