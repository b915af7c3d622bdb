/// What decided the gallery's light or dark appearance (shown in the status bar).
public enum AppearanceSource: Equatable, Sendable {
    /// `--mode light|dark`.
    case option
    /// The terminal answered the background-colour query (OSC 11) with this colour.
    case terminalBackground(Color)
    /// The `COLORFGBG` variable that some terminals set.
    case colorFGBG
    /// Nothing answered: dark, the more common terminal background.
    case fallback
    /// The user toggled it with `d`.
    case toggled
    /// The gallery this one follows shows it.
    case followed

    /// A few words for the status bar.
    public var label: String {
        switch self {
        case .option: return "--mode"
        case let .terminalBackground(color): return "OSC 11 \(color)"
        case .colorFGBG: return "COLORFGBG"
        case .fallback: return "no answer: default"
        case .toggled: return "d key"
        case .followed: return "followed"
        }
    }
}
