import Foundation
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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        guard let pid = start(arguments, environment: environment, actions: &actions) else {
            return Result(status: 127, output: "cannot run \(arguments[0])")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitStatus, output: output)
    }

    /// Starts `arguments` (found on PATH) with `actions` applied, every signal unblocked and at its default.
    static func start(_ arguments: [String], environment: [String: String], actions: inout posix_spawn_file_actions_t) -> pid_t? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        return posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp) == 0 ? pid : nil
    }

    /// True while process `pid` exists and is not a zombie.
    static func isAlive(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return false }
        return !stat[close...].hasPrefix(") Z")
    }
}
