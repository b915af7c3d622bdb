/// What decided the gallery's colour profile (shown in the status bar beside it).
public enum ColorProfileSource: Equatable, Sendable {
    /// `--colors`, as asked.
    case option
    /// `NO_COLOR` is set.
    case noColor
    /// `COLORTERM=truecolor|24bit`.
    case colorterm
    /// The terminal answered the start-up query for 24-bit colour (XTGETTCAP `RGB`/`Tc`, or DECRQSS
    /// echoing a direct colour back), or proved 256 colours where `TERM` declares fewer (mlterm's DECRQSS
    /// echoing `48;5;16`).
    case terminalAnswered
    /// Inside tmux, which answers no colour query: tmux said the terminal outside it keeps 24-bit colour
    /// (its client's `RGB` feature).
    case tmux
    /// The colour count of `TERM`'s terminfo entry (also when it capped what `--colors` asked).
    case terminfo

    /// A few words for the status bar.
    public var label: String {
        switch self {
        case .option: return "--colors"
        case .noColor: return "NO_COLOR"
        case .colorterm: return "COLORTERM"
        case .terminalAnswered: return "terminal answered"
        case .tmux: return "tmux: RGB"
        case .terminfo: return "TERM"
        }
    }

    /// What decided `shown`, the profile the terminal ended up with, when `requested` was asked for
    /// (`--colors`; nil for auto) and the terminal did or did not answer that it keeps 24-bit colours (or,
    /// inside tmux, tmux did), or 256 colours that `TERM` does not declare.
    public static func decide(shown: ColorProfile, requested: ColorProfile?, environment: [String: String],
                              terminalAnsweredTrueColor: Bool, tmuxKeepsTrueColor: Bool = false,
                              terminalProved256Colors: Bool = false) -> ColorProfileSource {
        if let requested { return requested == shown ? .option : .terminfo }
        if environment["NO_COLOR"] != nil { return .noColor }
        guard shown == .trueColor else { return shown == .ansi256 && terminalProved256Colors ? .terminalAnswered : .terminfo }
        if ColorProfile.announcesTrueColor(environment) { return .colorterm }
        return terminalAnsweredTrueColor ? .terminalAnswered : tmuxKeepsTrueColor ? .tmux : .terminfo
    }
}
