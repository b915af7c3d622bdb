import VitrineCore

/// Why the terminal could not be opened.
public enum TerminalOpenError: Error, CustomStringConvertible {
    /// stdin or stdout is not a terminal (a pipe, a file, CI).
    case notATerminal
    /// `TERM` names no terminfo entry.
    case unknownTerminal(String)
    /// The terminal cannot move the cursor (e.g. `TERM=dumb`), so no screen can be drawn.
    case cannotAddressCursor(String)

    /// Safe to print: the `TERM` it quotes is sanitised.
    public var description: String {
        TerminalText.sanitized(explanation)
    }

    private var explanation: String {
        switch self {
        case .notATerminal:
            return "the gallery needs a terminal on stdin and stdout; to print a story without one, use `vitrine render STORY`"
        case let .unknownTerminal(term):
            return "unknown terminal type \"\(term)\" (set TERM, e.g. TERM=xterm-256color); `vitrine render STORY` works without one"
        case let .cannotAddressCursor(term):
            return "terminal type \"\(term)\" cannot move the cursor, so the gallery cannot draw; use a full terminal or `vitrine render STORY`"
        }
    }
}
