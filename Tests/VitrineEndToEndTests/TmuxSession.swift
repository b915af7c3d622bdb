import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A private tmux server (own socket, own config) running one command in a pane of a fixed size.
///
/// The pane's shell runs the command and writes its exit status to a file (tmux 3.3a does not always
/// report `pane_dead_status`); panes stay after exit (`remain-on-exit`) so tests can see whether the
/// command left the alternate screen.
final class TmuxSession {
    /// Whether the tmux suites run: where tmux is installed, and always in CI (`CI=true`), where a missing
    /// tmux must fail the run instead of skipping its tests.
    static let canRun = isInstalled || ProcessInfo.processInfo.environment["CI"] == "true"
    private static let isInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")

    private let folder: URL
    /// The server's socket (`tmux -S SOCKET attach` attaches a client to it).
    let socket: String
    private let config: String
    private let statusFile: String

    /// Starts `command` (a shell command line) in a detached session `width`×`height`.
    init(width: Int, height: Int, command: String) {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-e2e-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        socket = folder.appendingPathComponent("sock").path
        config = folder.appendingPathComponent("tmux.conf").path
        statusFile = folder.appendingPathComponent("status").path
        if !Self.isInstalled { Issue.record("tmux is not installed (scripts/setup installs it)") }
        // set-clipboard on: an application's OSC 52 fills tmux's buffer (`show-buffer`).
        try? "set -g remain-on-exit on\nset -g default-terminal tmux-256color\nset -g set-clipboard on\n"
            .write(toFile: config, atomically: true, encoding: .utf8)
        let modes = folder.appendingPathComponent("stty").path
        tmux("new-session", "-d", "-s", "app", "-x", "\(width)", "-y", "\(height)",
             "\(command); echo $? > \(statusFile).tmp; stty -a > \(modes) 2>&1; mv \(statusFile).tmp \(statusFile)")
    }

    deinit {
        tmux("kill-server")
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    func tmux(_ arguments: String...) -> Spawn.Result {
        Spawn.run(["tmux", "-S", socket, "-f", config] + arguments)
    }

    /// The pane's text; with `colors`, with its SGR sequences; with `whole`, each row's trailing blanks too
    /// (a blank in a colour is a cell like any other).
    func capture(colors: Bool = false, whole: Bool = false) -> String {
        let mode = colors ? "-e" : "-J"
        return (whole ? tmux("capture-pane", "-p", "-N", "-t", "app", mode) : tmux("capture-pane", "-p", "-t", "app", mode)).output
    }

    /// Polls every 20 ms for up to `seconds` (generous: a loaded 2-core machine is slow) until `condition`
    /// holds for the capture; returns that capture, or nil when it never held.
    @discardableResult
    func waitFor(colors: Bool = false, whole: Bool = false, seconds: Double = 10, _ condition: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            let screen = capture(colors: colors, whole: whole)
            if condition(screen) { return screen }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    func send(_ keys: String...) {
        for key in keys { tmux("send-keys", "-t", "app", key) }
    }

    /// Types `text` as it is (tmux's literal keys: no key names).
    func sendText(_ text: String) {
        tmux("send-keys", "-t", "app", "-l", text)
    }

    /// Pastes `bytes` into the pane as tmux pastes a buffer: all at once, unbracketed.
    func paste(_ bytes: [UInt8]) throws {
        let file = folder.appendingPathComponent("paste").path
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        tmux("load-buffer", "-b", "paste", file)
        tmux("paste-buffer", "-b", "paste", "-t", "app")
    }

    func resize(width: Int, height: Int) {
        tmux("resize-window", "-t", "app", "-x", "\(width)", "-y", "\(height)")
    }

    /// From now on, every byte the command writes to the pane is appended to ``recordedOutput``
    /// (`pipe-pane`), for what a capture cannot show: output that changes nothing visible.
    func recordOutput() {
        tmux("pipe-pane", "-t", "app", "-o", "cat >> \(folder.appendingPathComponent("output").path)")
    }

    /// What the command wrote since ``recordOutput()``.
    var recordedOutput: [UInt8] {
        (try? [UInt8](Data(contentsOf: folder.appendingPathComponent("output")))) ?? []
    }

    /// Polls every 20 ms for up to `seconds` until `condition` holds for ``recordedOutput``.
    func waitForOutput(seconds: Double = 10, _ condition: ([UInt8]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if condition(recordedOutput) { return true }
            usleep(20_000)
        } while Date() < deadline
        return false
    }

    /// A pane format variable, e.g. `pane_pid`, `pane_dead`, `alternate_on`.
    func paneValue(_ name: String) -> String {
        tmux("display-message", "-p", "-t", "app", "#{\(name)}").output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the command has exited; returns its exit status, or nil on timeout.
    func waitForExit(seconds: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if let text = try? String(contentsOfFile: statusFile, encoding: .utf8),
               let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return status }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    /// The pane's terminal modes (`stty -a`) as the command left them, once it has exited.
    var terminalModesAfterExit: String {
        (try? String(contentsOf: folder.appendingPathComponent("stty"), encoding: .utf8)) ?? ""
    }

    /// The pid of the command: the first child of the pane's shell.
    func commandPID() -> pid_t? {
        guard let shell = pid_t(paneValue("pane_pid")) else { return nil }
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").first.flatMap { pid_t($0) }
    }

    /// Ends the tmux server, hanging up the pane's terminal as a dropped SSH connection would.
    func killServer() {
        tmux("kill-server")
    }
}
