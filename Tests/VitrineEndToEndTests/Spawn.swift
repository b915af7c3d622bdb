import Foundation
import VitrineSystem
#if canImport(Glibc)
import Glibc
#endif

/// Runs commands with `posix_spawnp`: every signal unblocked and at its default, stdin from /dev/null,
/// stdout and stderr into a temporary file.
///
/// Swift Testing runs tests with nearly all signals blocked and children inherit that mask (tmux would
/// never reap its clients, the app would get no SIGWINCH); `Foundation.Process` also waits for every
/// descendant, which a daemonised tmux server never lets happen.
enum Spawn {
    struct Result {
        var status: Int32
        var output: String
    }

    @discardableResult
    static func run(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> Result {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-spawn-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        guard let pid = start(arguments, environment: environment, output: outputPath) else {
            return Result(status: 127, output: "cannot run \(arguments[0])")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitStatus, output: output)
    }

    /// Starts `arguments` (found on PATH) with stdin from /dev/null and stdout and stderr into the file at `output`.
    static func start(_ arguments: [String], environment: [String: String], output: String) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        return start(arguments, environment: environment, actions: &actions)
    }

    /// Starts `arguments` (found on PATH) with `actions` applied, every signal unblocked and at its default.
    static func start(_ arguments: [String], environment: [String: String], actions: inout posix_spawn_file_actions_t) -> pid_t? {
        try? CleanSpawn.start(arguments, environment: environment.map { "\($0.key)=\($0.value)" }, actions: &actions).get()
    }

    /// True while process `pid` exists and is not a zombie.
    static func isAlive(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return false }
        return !stat[close...].hasPrefix(") Z")
    }
}
