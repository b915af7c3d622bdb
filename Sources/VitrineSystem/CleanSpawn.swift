import CVitrineSystem
import Glibc

/// `posix_spawn` for a child that starts clean: every signal unblocked and at its default (the parent
/// may block or ignore some: Swift Testing blocks nearly all, a server blocks its termination signals),
/// with `extraFlags` (a new session) added.
public enum CleanSpawn {
    /// Starts `arguments` (`arguments[0]` found on PATH when `searchPath`) with `actions`, `environment`
    /// as `NAME=value` strings (nil: this process's own); the child's pid, or the error number.
    public static func start(_ arguments: [String], environment: [String]?, actions: inout posix_spawn_file_actions_t,
                             extraFlags: Int16 = 0, searchPath: Bool = true) -> Result<pid_t, SpawnError> {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | extraFlags)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup($0) } + [nil] }
        defer { (argv + (envp ?? [])).forEach { free($0) } }
        var pid: pid_t = 0
        let result = envp.map { envp in
            searchPath ? posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp) : posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        } ?? (searchPath ? posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ) : posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ))
        return result == 0 ? .success(pid) : .failure(SpawnError(number: result))
    }
}

extension CleanSpawn {
    /// A connected pair of Unix stream sockets, close-on-exec (a served gallery's session socket).
    public static func socketPair() -> (Int32, Int32)? {
        var ends: [Int32] = [-1, -1]
        return vs_socket_pair(&ends) == 0 ? (ends[0], ends[1]) : nil
    }

    /// A pipe whose ends are close-on-exec, so that a child another thread starts meanwhile inherits
    /// neither (its reader would otherwise see end-of-file only when that child ends too).
    public static func pipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        return vs_pipe(&ends) == 0 ? (ends[0], ends[1]) : nil
    }

    /// Starts the program at `arguments[0]` with exactly `environment` (`NAME=value`) in a new session, its
    /// address space (`memory` bytes) and CPU time bounded before its first instruction; standard input,
    /// output and error the terminal at `terminalPath` (its controlling terminal), or else `input` (or
    /// /dev/null when it is -1), `output` and `output`; `session` (when not -1) as its descriptor 3. The
    /// child's pid, or the error number of the step that failed.
    public static func startLimited(_ arguments: [String], environment: [String], terminalPath: String?, input: Int32 = -1, output: Int32,
                                    session: Int32 = -1, memory: UInt64, cpuSeconds: UInt64) -> Result<pid_t, SpawnError> {
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        let pid = vs_spawn_limited(arguments[0], argv, envp, terminalPath, input, output, session, memory, cpuSeconds)
        return pid > 0 ? .success(pid) : .failure(SpawnError(number: errno))
    }
}

/// Why a child could not be started: the error number `posix_spawn` (or the failed step) gave.
public struct SpawnError: Error, CustomStringConvertible, Sendable {
    public let number: Int32
    public var description: String { String(cString: strerror(number)) }
}
