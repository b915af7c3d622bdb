import Foundation
import VitrineSystem
#if canImport(Glibc)
import Glibc
#endif

/// The OpenSSH client started with its standard input from a pipe the test writes (keys, or a command's
/// input it may never end) and its output into a file, for sessions a test ends in each way a user does:
/// a key, end of input, a killed client.
final class SSHClient {
    let pid: pid_t
    private var input: Int32
    private let outputPath: String
    private var status: Int32?

    /// Starts `arguments` (ssh and its options) writing into `outputPath`.
    init?(_ arguments: [String], outputPath: String) {
        guard let ends = CleanSpawn.pipe() else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends.read, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let pid = Spawn.start(arguments, environment: ProcessInfo.processInfo.environment, actions: &actions)
        close(ends.read)
        guard let pid else {
            close(ends.write)
            return nil
        }
        self.pid = pid
        input = ends.write
        self.outputPath = outputPath
    }

    deinit {
        closeInput()
        if status == nil {
            kill(pid, SIGKILL)
            _ = waitForExit(seconds: 10)
        }
    }

    /// What the client printed so far.
    var output: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }

    /// Types `text`.
    func send(_ text: String) {
        _ = WholeWrite.write(Array(text.utf8), to: input)
    }

    /// The client's exit status once it ended within `seconds` (128 + a signal that ended it), else nil.
    func waitForExit(seconds: Double) -> Int32? {
        if let status { return status }
        var raw: Int32 = 0
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if waitpid(pid, &raw, WNOHANG) == pid {
                status = raw & 0x7F == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
                return status
            }
            usleep(10_000)
        }
        return nil
    }

    /// Ends the client's input (ssh sends end-of-file).
    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// The client goes away at once, as a closed laptop's does.
    func killNow() {
        kill(pid, SIGKILL)
    }
}
