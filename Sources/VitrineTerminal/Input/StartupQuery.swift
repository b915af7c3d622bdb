import CNcursesw
import Glibc
import VitrineCore
import VitrineTerminalProtocol

/// Asks the terminal, before the screen opens, for its background colour (OSC 11) and whether it keeps
/// 24-bit colours (XTGETTCAP `RGB`/`Tc`, DECRQSS of a direct colour).
///
/// The queries are followed by a device-attributes request (DA1) that every terminal answers, so a
/// terminal that ignores them costs one round trip, not the timeout. The timeout only runs out when
/// nothing answers at all; whatever arrives later is dropped by the key reader, never shown. A signal
/// ends the wait at once (the run loop then sees it).
public enum StartupQuery {
    /// Long enough for a round trip over a slow SSH link, short enough not to be noticed at start-up.
    public static let timeout: Duration = .milliseconds(400)

    /// What the terminal answered; nil where it was not asked or did not answer.
    public struct Answers: Sendable {
        /// The reported background colour (OSC 11).
        public var background: Color?
        /// True when the terminal said it keeps 24-bit colours, false when it answered otherwise.
        public var trueColor: Bool?
        /// True when the device attributes (DA1) came back: the terminal answers queries at all.
        public var answeredDeviceAttributes = false
        /// True when the terminal kept the direct colour asked for as a 256-colour entry: it shows 256 colours.
        public var keeps256Colors = false
        /// True when the terminal answered the kitty keyboard protocol's query: it can send Esc unambiguously.
        public var hasKeyboardProtocol = false

        public init(background: Color? = nil, trueColor: Bool? = nil) {
            self.background = background
            self.trueColor = trueColor
        }
    }

    /// Asks what `background` and `trueColor` select, and (whenever it asks at all) whether the terminal has
    /// the kitty keyboard protocol; no answers when stdin or stdout is not a terminal.
    ///
    /// Input is held quiet (no echo, no line editing: ``vt_hold_input``) from before the queries go out.
    /// - Parameter releasingInput: give the terminal its modes back after the wait. False when the screen
    ///   opens next, which takes them over: an answer arriving in between is then read and dropped as a
    ///   late one rather than echoed by the terminal driver onto the shell's screen.
    /// - Parameter passthrough: inside tmux with `allow-passthrough` on or GNU screen: the background query
    ///   and DA1 go to the terminal outside it (``TerminalReply/query(background:trueColor:keyboard:passthrough:)``).
    public static func run(background: Bool, trueColor: Bool, timeout: Duration = timeout,
                           releasingInput: Bool = true, passthrough: QueryPassthrough? = nil) -> Answers {
        send(background: background, trueColor: trueColor, timeout: timeout, passthrough: passthrough)?
            .answers(releasingInput: releasingInput) ?? Answers()
    }

    /// Writes the queries ``run(background:trueColor:timeout:releasingInput:passthrough:)`` writes, input
    /// held quiet, and returns at once: the caller reads the answers when it needs them, and the terminal's
    /// round trip (a network's, over SSH) overlaps what it does in between. Nil, with nothing written,
    /// when nothing is asked or stdin or stdout is not a terminal.
    public static func send(background: Bool, trueColor: Bool, timeout: Duration = timeout, passthrough: QueryPassthrough? = nil) -> Sent? {
        guard background || trueColor, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1,
              vt_hold_input() == 0 else { return nil }
        let query = TerminalReply.query(background: background, trueColor: trueColor, keyboard: true, passthrough: passthrough)
        guard query.withUnsafeBytes({ write(STDOUT_FILENO, $0.baseAddress, $0.count) }) == query.count else {
            vt_release_input()
            return nil
        }
        return Sent(background: background, trueColor: trueColor, deadline: ContinuousClock.now + timeout)
    }

    /// Queries written to the terminal (``send(background:trueColor:timeout:passthrough:)``), their
    /// answers not read yet.
    public struct Sent: Sendable {
        let background: Bool
        let trueColor: Bool
        /// The timeout, counted from when the queries went out.
        let deadline: ContinuousClock.Instant

        /// Reads the answers, waiting until the deadline at most; `releasingInput` as in
        /// ``StartupQuery/run(background:trueColor:timeout:releasingInput:passthrough:)``.
        public func answers(releasingInput: Bool = true) -> Answers {
            defer { if releasingInput { vt_release_input() } }
            let reply = StartupQuery.readReply(until: deadline) { [background, trueColor] reply in
                (!background || TerminalReply.backgroundColor(in: reply) != nil) && (!trueColor || TerminalReply.trueColor(in: reply) != nil)
            }
            var answers = Answers(background: background ? TerminalReply.backgroundColor(in: reply) : nil,
                                  trueColor: trueColor ? TerminalReply.trueColor(in: reply) : nil)
            answers.answeredDeviceAttributes = TerminalReply.containsDeviceAttributes(reply)
            answers.keeps256Colors = trueColor && TerminalReply.keeps256Colors(in: reply)
            answers.hasKeyboardProtocol = TerminalReply.hasKeyboardProtocol(reply)
            return answers
        }
    }

    /// Reads until the DA1 answer completes the reply, or the deadline has passed and nothing more is
    /// waiting. Once every answer asked for is in, the DA1 answer gets a short grace only: a terminal that
    /// answers the queries but not DA1 costs no timeout.
    ///
    /// Bytes are taken one at a time, as many as are waiting, so that nothing past the end of the DA1
    /// answer is read here: what follows it (an answer sent behind DA1, a key) goes whole to the key
    /// reader, which drops a late answer, instead of being cut in two with its tail taken for keys.
    private static func readReply(until timeLimit: ContinuousClock.Instant, isComplete: ([UInt8]) -> Bool) -> [UInt8] {
        var reply: [UInt8] = []
        var deadline = timeLimit
        while reply.count < 4096 {
            // Past the deadline, what has already arrived is still read (the start-up's own work may have
            // outlasted the wait: a large theme): only the waiting stops.
            let left = max(ContinuousClock.now.duration(to: deadline), .zero)
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, left.millisecondsRoundedUp)
            // A resize (SIGWINCH: a tiling window manager sizes a new terminal window as its program starts)
            // interrupts the wait without ending it; a termination signal ends it (the run loop then exits).
            if ready < 0, errno == EINTR, vt_pending_signal() == 0 { continue }
            guard ready > 0, descriptor.revents & Int16(POLLIN) != 0 else { break }
            var waiting: Int32 = 0
            if ioctl(STDIN_FILENO, UInt(FIONREAD), &waiting) != 0 { waiting = 1 }
            for _ in 0 ..< min(max(Int(waiting), 1), 4096 - reply.count) {
                var byte: UInt8 = 0
                guard read(STDIN_FILENO, &byte, 1) == 1 else { return reply }
                reply.append(byte)
                // Only a byte that can end an answer (DA1's `c`, BEL, the `\` of ST) can complete one.
                guard byte == UInt8(ascii: "c") || byte == 0x07 || byte == UInt8(ascii: "\\") else { continue }
                if TerminalReply.containsDeviceAttributes(reply) { return reply }
                if isComplete(reply) {
                    deadline = min(deadline, ContinuousClock.now + .milliseconds(50))
                }
            }
        }
        return reply
    }
}
