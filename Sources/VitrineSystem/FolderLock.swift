import FoundationEssentials
import Glibc

/// An exclusive lock that processes sharing a folder take around a check and the write it allows (a
/// bound counted, then a file renamed in): a lock file in the folder, opened never through a link and
/// locked with `flock`, released when the work is done (or the process ends).
public enum FolderLock {
    /// Runs `work` holding the lock file `name` in `folder` (made when missing).
    public static func withLock<Result>(in folder: URL, named name: String, _ work: () throws(OutputError) -> Result) throws(OutputError) -> Result {
        let path = folder.appendingPathComponent(name).path
        let lock = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw OutputError(path, "cannot take the lock (\(String(cString: strerror(errno))))") }
        defer { close(lock) } // which releases it
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw OutputError(path, "cannot take the lock (\(String(cString: strerror(errno))))") }
        }
        return try work()
    }
}
