import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal this test plays the terminal of: it reads what the program writes and answers
/// (or does not answer) its queries, which tmux cannot be made to do.
final class PseudoTerminal {
    private let master: Int32
    let pid: pid_t
    /// Everything the program wrote so far.
    private(set) var output: [UInt8] = []
    /// A plain 256-colour terminal in a UTF-8 locale, nothing else set: what most tests start in.
    static let plainEnvironment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]

    /// Starts `arguments` on the slave side, `width`×`height`, with `environment`.
    init?(_ arguments: [String], environment: [String: String], width: UInt16 = 100, height: UInt16 = 30) {
        // posix_openpt, grantpt and unlockpt are not in Swift's Glibc module; these are what they do on Linux.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0, number: UInt32 = 0
        let setLock: UInt = 0x4004_5431, getNumber: UInt = 0x8004_5430 // TIOCSPTLCK, TIOCGPTN
        guard master >= 0, ioctl(master, setLock, &unlock) == 0, ioctl(master, getNumber, &number) == 0 else { return nil }
        var size = winsize(ws_row: height, ws_col: width, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slavePath = "/dev/pts/\(number)"

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, master)
        for descriptor in Int32(0) ... 2 {
            posix_spawn_file_actions_addopen(&actions, descriptor, slavePath, O_RDWR, 0)
        }
        guard let child = Spawn.start(arguments, environment: environment, actions: &actions) else { return nil }
        pid = child
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    /// Reads output until `condition` holds for all of it, for at most `seconds`; true when it did.
    @discardableResult
    func read(seconds: Double = 10, until condition: ([UInt8]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !condition(output) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(left * 1000) + 1) > 0 else { continue }
            let count = Glibc.read(master, &chunk, chunk.count)
            guard count > 0 else { return condition(output) }
            output += chunk.prefix(count)
        }
        return true
    }

    /// Reads until the output contains `text`.
    @discardableResult
    func read(seconds: Double = 10, untilContains text: String) -> Bool {
        let bytes = Array(text.utf8)
        return read(seconds: seconds) { output in output.firstRange(of: bytes) != nil }
    }

    /// The terminal's local modes (`c_lflag`: echo, line editing, …) as the program last left them.
    var localModes: tcflag_t {
        var modes = termios()
        return tcgetattr(master, &modes) == 0 ? modes.c_lflag : 0
    }

    /// Types (or answers) `text`.
    /// Plays a terminal that answers only the device attributes (DA1) of the start-up queries, as most
    /// do: waits for the query, then answers it; false when it never came.
    func answerDeviceAttributesOnly() -> Bool {
        guard read(untilContains: "\u{1B}[c") else { return false }
        write("\u{1B}[?62;22c")
        return true
    }

    func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
    }

    /// Pastes `text`, however long: written in pieces, the program's output read in between so neither
    /// side blocks on a full pty.
    func paste(_ text: String) {
        paste(bytes: Array(text.utf8))
    }

    /// Pastes `bytes` (UTF-8 or not), as ``paste(_:)`` does.
    func paste(bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            var descriptor = pollfd(fd: master, events: Int16(POLLOUT), revents: 0)
            if poll(&descriptor, 1, 20) > 0 {
                let count = bytes[offset...].prefix(1024).withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
                if count > 0 { offset += count }
            }
            read(seconds: 0.001) { _ in false }
        }
    }

    /// Waits for the program to exit without reading a byte of its output (a terminal that stopped
    /// reading); its status, or nil after `seconds`.
    func waitForExitWithoutReading(seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F) }
            usleep(10_000)
        }
        return nil
    }

    /// Waits for the program to exit; its status, or nil after `seconds`.
    func waitForExit(seconds: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            // Keep draining output so the program never blocks writing to a full pty.
            read(seconds: 0.02) { _ in false }
            if waitpid(pid, &status, WNOHANG) == pid { return (status >> 8) & 0xFF }
        }
        return nil
    }
}
