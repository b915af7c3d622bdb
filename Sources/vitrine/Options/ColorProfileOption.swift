import ArgumentParser
import VitrineCore

/// `--colors auto|truecolor|256|16|8|mono`.
enum ColorProfileOption: String, ExpressibleByArgument, CaseIterable {
    case auto
    case truecolor
    case ansi256 = "256"
    case ansi16 = "16"
    case ansi8 = "8"
    case mono

    /// The requested profile; nil for `auto`.
    var profile: ColorProfile? {
        switch self {
        case .auto: return nil
        case .truecolor: return .trueColor
        case .ansi256: return .ansi256
        case .ansi16: return .ansi16
        case .ansi8: return .ansi8
        case .mono: return .monochrome
        }
    }
}

extension ColorProfile {
    /// How `--colors` names the profile ("truecolor", "256", "16", "8", "mono").
    var argumentName: String { ColorProfileOption.allCases.first { $0.profile == self }?.rawValue ?? displayName }
}
