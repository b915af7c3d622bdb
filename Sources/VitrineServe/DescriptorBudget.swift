import Glibc

/// The descriptors the server may hold at once, and the process's limit made to cover them: a socket a
/// connection, and for each session its child's pty (or pipes), its session socket and the event loop's
/// copies of them, with a margin for the server's own. A limit too low for the sessions asked for is
/// raised as far as the hard limit allows, else the server refuses to start, in numbers, rather than
/// failing sessions one by one once it is busy.
public enum DescriptorBudget {
    /// Descriptors one session holds at most (a gallery: pty, a copy to read, a copy to write, session
    /// socket, a copy to read; and one to spare).
    static let perSession = 6
    /// The server's own: its listening socket, the event loop's, the standard streams, the log.
    static let margin = 32

    /// Descriptors needed for `connections` connections and `sessions` sessions at once (and the refused
    /// connections waiting for their client to read why).
    public static func needed(connections: Int, sessions: Int) -> Int {
        margin + connections + SSHServer.maximumLingering + sessions * perSession
    }

    /// Raises the process's soft limit on open files to `needed` when it is lower; throws when the hard
    /// limit is.
    public static func ensure(_ needed: Int) throws(ServeError) {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
        guard var raised = try self.limit(limit, covering: needed) else { return }
        guard setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 else {
            throw ServeError("could not raise the open-file limit to \(needed): \(String(cString: strerror(errno)))")
        }
    }

    /// The limit to set so that `limit` covers `needed` open files (nil: it does already); throws when its
    /// hard limit is too low.
    static func limit(_ limit: rlimit, covering needed: Int) throws(ServeError) -> rlimit? {
        guard limit.rlim_cur != rlim_t.max, limit.rlim_cur < rlim_t(needed) else { return nil }
        guard limit.rlim_max == rlim_t.max || limit.rlim_max >= rlim_t(needed) else {
            throw ServeError("the sessions and connections asked for need \(needed) open files; this process may have \(limit.rlim_max) (ulimit -Hn): ask for fewer sessions or raise the limit")
        }
        return rlimit(rlim_cur: rlim_t(needed), rlim_max: limit.rlim_max)
    }
}
