import Glibc
import Synchronization

/// The authorized keys file a server was started with, read again when it changes, so that a colleague's
/// key added (or a leaver's removed) counts from the next connection, without a restart. Each new connection
/// looks at the file once (`stat`: device, inode, size, modification time) and reads it only when one of them
/// moved; an idle server does nothing. A file that no longer reads, or holds no key this server can use,
/// leaves the last good keys in force, and the log says so once a change.
public final class AuthorizedKeysFile: Sendable {
    public let path: String
    private let state: Mutex<(stamp: Stamp?, keys: AuthorizedKeys)>

    /// What tells one version of the file from the next (an editor's rename changes the inode; a write in
    /// place the size or the time, to the nanosecond).
    struct Stamp: Equatable {
        let device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            seconds = info.st_mtim.tv_sec
            nanoseconds = info.st_mtim.tv_nsec
        }
    }

    /// Reads `path`; throws a ``ServeError`` naming it when it cannot be read or holds no key this server can use.
    public init(path: String) throws {
        self.path = path
        let stamp = Stamp(path: path)
        state = Mutex((stamp, try Self.read(path)))
    }

    /// The keys as last read.
    public var keys: AuthorizedKeys { state.withLock { $0.keys } }

    /// The keys now: the file is read again first when it changed since. `log` takes an event for each
    /// change (how many keys, each line skipped), or why the change was not taken.
    func current(log: (LogEvent) -> Void) -> AuthorizedKeys {
        let stamp = Stamp(path: path)
        let (changed, old) = state.withLock { ($0.stamp != stamp, $0.keys) }
        guard changed else { return old }
        let result: Result<AuthorizedKeys, Error> = Result { try Self.read(path) }
        return state.withLock { current in
            // Another connection may have read this very change meanwhile.
            guard current.stamp != stamp else { return current.keys }
            current.stamp = stamp
            switch result {
            case let .success(keys):
                current.keys = keys
                log(LogEvent("authorized-keys", ["file": path, "keys": "\(keys.keys.count)", "skipped": "\(keys.warnings.count)"]))
                keys.warnings.forEach { log(LogEvent("authorized-keys-skipped", ["line": $0])) }
            case let .failure(error):
                log(LogEvent("authorized-keys", ["file": path, "taken": "no", "reason": "\(error)", "keys": "\(current.keys.keys.count)"]))
            }
            return current.keys
        }
    }

    private static func read(_ path: String) throws -> AuthorizedKeys {
        let keys: AuthorizedKeys
        do { keys = try AuthorizedKeys.load(path) } catch { throw ServeError("\(error)") }
        guard !keys.keys.isEmpty else { throw ServeError("no key this server can use") }
        return keys
    }
}
