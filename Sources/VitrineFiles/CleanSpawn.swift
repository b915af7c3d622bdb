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

/// Why a child could not be started: the error number `posix_spawn` returned.
public struct SpawnError: Error, CustomStringConvertible, Sendable {
    public let number: Int32
    public var description: String { String(cString: strerror(number)) }
}
