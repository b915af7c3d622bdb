import ArgumentParser
import VitrineCore

/// `--mode light|dark|both` of the review commands.
enum ModesOption: String, ExpressibleByArgument, CaseIterable {
    case light
    case dark
    case both

    var appearances: [Appearance] {
        switch self {
        case .light: return [.light]
        case .dark: return [.dark]
        case .both: return Appearance.allCases
        }
    }
}
