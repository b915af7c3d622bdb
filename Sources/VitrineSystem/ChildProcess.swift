import Glibc
import Synchronization

/// A child process started with `posix_spawnp`: stdin from /dev/null, stdout and stderr into pipes,
/// every signal unblocked and at its default (the parent may block some). Killable from any thread.
public final class ChildProcess: Sendable {
    /// The child, once started (nil again once reaped), and whether it was killed meanwhile.
    private let state = Mutex<(pid: pid_t?, isKilled: Bool)>((nil, false))

    public init() {}

    /// Starts `arguments` (the program found on PATH); returns the read ends of its stdout and stderr.
    public func start(_ arguments: [String]) -> (output: Int32, errors: Int32)? {
        guard let outputEnds = CleanSpawn.pipe() else { return nil }
        guard let errorEnds = CleanSpawn.pipe() else {
            close(outputEnds.read)
            close(outputEnds.write)
            return nil
        }
        let output = [outputEnds.read, outputEnds.write], errors = [errorEnds.read, errorEnds.write]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        for descriptor in output + errors { posix_spawn_file_actions_addclose(&actions, descriptor) }
        var child: pid_t = 0
        let started: Bool
        switch CleanSpawn.start(arguments, environment: nil, actions: &actions) {
        case let .success(pid):
            child = pid
            started = true
        case .failure:
            started = false
        }
        close(output[1])
        close(errors[1])
        guard started else {
            close(output[0])
            close(errors[0])
            return nil
        }
        let killedEarly = state.withLock { state -> Bool in
            state.pid = child
            return state.isKilled
        }
        if killedEarly { Glibc.kill(child, SIGKILL) }
        return (output[0], errors[0])
    }

    /// Kills the child (now, or as soon as it starts).
    public func kill() {
        let running = state.withLock { state -> pid_t? in
            state.isKilled = true
            return state.pid
        }
        if let running { Glibc.kill(running, SIGKILL) }
    }

    /// Waits for the child to end; its exit status, or 128 + the signal that ended it.
    public func wait() -> Int32 {
        guard let child = state.withLock({ $0.pid }) else { return 127 }
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        state.withLock { $0.pid = nil }
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
