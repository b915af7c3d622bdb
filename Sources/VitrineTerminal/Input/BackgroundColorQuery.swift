import Glibc
import VitrineCore

/// Asks the terminal for its background colour (OSC 11) before the screen opens.
///
/// The query is followed by a device-attributes request (DA1) that every terminal answers, so a
/// terminal that ignores OSC 11 costs one round trip, not the timeout. The timeout only runs out when
/// nothing answers at all; whatever arrives later is dropped by the key reader, never shown. A signal
/// ends the wait at once (the run loop then sees it).
public enum BackgroundColorQuery {
    /// Long enough for a round trip over a slow SSH link, short enough not to be noticed at start-up.
    public static let timeout: Duration = .milliseconds(400)

    /// The reported background, or nil (not a terminal, no answer, or no OSC 11 support).
    public static func run(timeout: Duration = timeout) -> Color? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        let query = TerminalReply.query
        guard query.withUnsafeBytes({ write(STDOUT_FILENO, $0.baseAddress, $0.count) }) == query.count else { return nil }
        let reply = readReply(until: ContinuousClock.now + timeout)
        return TerminalReply.backgroundColor(in: reply)
    }

    /// Reads until the DA1 answer completes the reply or the deadline passes. Once the colour is in,
    /// the DA1 answer gets a short grace only: a terminal that answers OSC 11 but not DA1 costs no timeout.
    private static func readReply(until timeLimit: ContinuousClock.Instant) -> [UInt8] {
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        var deadline = timeLimit
        while !TerminalReply.containsDeviceAttributes(reply), reply.count < 4096 {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { break }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, left.millisecondsRoundedUp)
            guard ready > 0, descriptor.revents & Int16(POLLIN) != 0 else { break }
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            guard count > 0 else { break }
            reply += chunk.prefix(count)
            if TerminalReply.backgroundColor(in: reply) != nil {
                deadline = min(deadline, ContinuousClock.now + .milliseconds(50))
            }
        }
        return reply
    }
}
