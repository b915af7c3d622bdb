/// Why the terminal could not be opened.
public enum TerminalOpenError: Error, CustomStringConvertible {
    /// stdin or stdout is not a terminal (a pipe, a file, CI).
    case notATerminal
    /// `TERM` names no terminfo entry.
    case unknownTerminal(String)

    public var description: String {
        switch self {
        case .notATerminal:
            return "vitrine needs a terminal on stdin and stdout; to print a story without one, use `vitrine render STORY`"
        case let .unknownTerminal(term):
            return "unknown terminal type \"\(term)\" (set TERM, e.g. TERM=xterm-256color); `vitrine render STORY` works without one"
        }
    }
}
