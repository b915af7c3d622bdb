import ArgumentParser
import VitrineCore

/// `--mode light|dark|auto` of the gallery: auto follows the terminal's background.
enum ModeOption: String, ExpressibleByArgument, CaseIterable {
    case light
    case dark
    case auto

    /// The appearance asked for; nil for `auto`.
    var appearance: Appearance? {
        switch self {
        case .light: return .light
        case .dark: return .dark
        case .auto: return nil
        }
    }
}
