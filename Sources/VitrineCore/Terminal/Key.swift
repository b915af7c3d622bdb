/// A key press, as the terminal backend decodes it.
public enum Key: Hashable, Sendable {
    case character(Character)
    /// A control chord such as Ctrl-C, named by its lowercase letter.
    case control(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, tab, backTab, escape, backspace
    case function(Int)
    /// Text the terminal marked as pasted (bracketed paste), at most
    /// `TerminalAnswerFilter.maximumPaste` characters (VitrineTerminalProtocol): typed into a field, never taken for commands.
    case paste(String)
}
