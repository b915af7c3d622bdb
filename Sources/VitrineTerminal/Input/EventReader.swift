import CNcursesw
import Glibc
import VitrineCore
import VitrineTerminalProtocol

/// Reads every event the run loop waits for: keys, resizes, hang-ups and signals, changes of watched files and
/// wake-ups from background jobs, blocking in one `poll` on stdin, the wake pipe and the file watcher,
/// so that none of them costs a wake-up while nothing happens.
///
/// Terminal answers that arrive after the start-up query gave up (`ESC ] … BEL`, `ESC [ ? … c`) are
/// taken out here (``TerminalAnswerFilter``), so they never reach the gallery as keys.
final class EventReader {
    var watcher: FileWatcher?
    /// Written by background jobs (image loads) when they finish.
    let wakePipe = WakePipe()
    /// Takes late terminal answers out of the keys.
    private var answers = TerminalAnswerFilter()
    /// True once the undecided ESC being held has had its escape delay.
    private var waitedForEscape = false
    /// Events decided and not yet delivered, in order.
    private var ready: [TerminalEvent] = []
    /// How long a paste may pause between two writes before what came of it is delivered.
    static let pasteGap: Int32 = 100
    /// How long a lone ESC waits for the rest of a sequence before it is the Esc key, in milliseconds
    /// (``NcursesTerminal/escapeDelay``).
    var escapeDelay: Int32 = 25

    /// The next event, waiting at most `timeout` (nil: forever); nil when the timeout passed.
    func next(timeout: Duration?) -> TerminalEvent? {
        let deadline = timeout.map { ContinuousClock.now + $0 }
        /// Milliseconds left until the deadline, or -1 (forever).
        func left() -> Int32 { deadline.map { ContinuousClock.now.duration(to: $0).millisecondsRoundedUp } ?? -1 }
        var unexplainedErrors = 0
        while true {
            if !ready.isEmpty { return ready.removeFirst() }
            if let signal = pendingSignal() { return .signal(signal) }
            // Ctrl-Z: the shell's terminal back, stopped, then the screen drawn again; the wait goes on.
            if vt_suspend_requested() != 0 {
                vt_suspend()
                continue
            }
            // ncurses is only asked for what is already buffered; `poll` does the waiting.
            switch read(timeout: 0) {
            case let .event(event):
                unexplainedErrors = 0
                ready += answers.feed(event)
                if !answers.isUndecided { waitedForEscape = false }
            case .nothing:
                // A paste may come in several writes (tmux writes it a line at a time): the rest of it is
                // waited for a moment before what came is delivered.
                if answers.isInPaste {
                    switch waitForInput(milliseconds: Self.pasteGap) {
                    case .inputReady: continue
                    case .terminalGone: return .hangup
                    case .timedOut, .filesReady, .woken: break // those stay ready for the next poll
                    }
                }
                // Nothing more buffered: what is undecided waits the escape delay for the rest of its
                // sequence (an answer, or a key a slow link split), then was what came of it. A lone ESC has
                // had that wait: ncurses holds an ESC for its own escape delay (the same) before it hands it
                // over, so it is the Escape key at once (waiting again made Esc take 51-55 ms).
                if answers.isUndecided {
                    if !waitedForEscape, !answers.holdsLoneEscape {
                        waitedForEscape = true
                        switch waitForInput(milliseconds: escapeDelay) {
                        case .inputReady: continue
                        case .terminalGone: return .hangup
                        case .timedOut, .filesReady, .woken: break
                        }
                    }
                    waitedForEscape = false
                    ready += answers.drain()
                    continue
                }
                switch waitForInput(milliseconds: left()) {
                case .timedOut: return nil
                case .terminalGone: return .hangup
                case .filesReady: if watcher?.takeChanges() == true { return .filesChanged }
                case .woken:
                    wakePipe.drain()
                    return .woken
                case .inputReady: continue
                }
            case .ignored:
                continue
            case .hangup:
                return .hangup
            case .unexplainedError:
                // An error nobody explains, over and over, is a dead terminal: never spin on it.
                unexplainedErrors += 1
                if unexplainedErrors > 64 { return .hangup }
            }
        }
    }

    private enum ReadResult {
        case event(TerminalEvent)
        /// Nothing buffered (only with a timeout).
        case nothing
        /// A key the gallery does not use, input that is not UTF-8, or a read interrupted by a signal that is
        /// not for us.
        case ignored
        case hangup, unexplainedError
    }

    private func read(timeout milliseconds: Int32) -> ReadResult {
        var code: wint_t = 0
        var error: Int32 = 0
        let result = vt_read_key(milliseconds, &code, &error)
        if let signal = pendingSignal() { return .event(.signal(signal)) }
        switch result {
        case KEY_CODE_YES where Int32(code) == KEY_RESIZE:
            return .event(.resize(Size(width: Int(vt_columns()), height: Int(vt_lines()))))
        case KEY_CODE_YES:
            return KeyDecoder.functionKey(Int32(code)).map { .event(.key($0)) } ?? .ignored
        case OK:
            return KeyDecoder.characterKey(UInt32(code)).map { .event(.key($0)) } ?? .ignored
        default:
            if error == EIO || error == EBADF || vt_stdin_is_tty() == 0 { return .hangup }
            if milliseconds >= 0 && error == 0 { return .nothing }
            // EILSEQ: bytes that are not UTF-8 (a hostile paste, a terminal in another encoding), which ncurses
            // has consumed: dropped, never fatal.
            return error == EINTR || error == EILSEQ ? .ignored : .unexplainedError
        }
    }

    private enum WaitResult {
        /// Input, or a signal (ncurses then reports it, or a resize).
        case inputReady
        case filesReady, woken, timedOut, terminalGone
    }

    /// Blocks until stdin, the wake pipe or the watcher is readable, a signal arrives or the time is up.
    /// A terminal that hung up while ncurses still reports "no input" is gone: waiting on it again would spin.
    private func waitForInput(milliseconds: Int32) -> WaitResult {
        var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: wakePipe.readEnd, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: watcher?.descriptor ?? -1, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        if ready == 0 { return .timedOut }
        if ready < 0 { return .inputReady }
        if descriptors[2].revents & Int16(POLLIN) != 0 { return .filesReady }
        if descriptors[1].revents & Int16(POLLIN) != 0 { return .woken }
        let stdinEvents = descriptors[0].revents
        if stdinEvents & Int16(POLLIN) == 0, stdinEvents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .terminalGone }
        return .inputReady
    }

    private func pendingSignal() -> Int32? {
        let signal = vt_pending_signal()
        return signal == 0 ? nil : signal
    }
}
