import ArgumentParser
import VitrineCore

/// `contrast --colors auto|truecolor|256|16|all`: the profiles colours are measured at as sent; `all` is
/// the three a terminal may get (the SSH reality), what CI should ask for.
enum ContrastProfilesOption: String, ExpressibleByArgument, CaseIterable {
    case auto
    case truecolor
    case ansi256 = "256"
    case ansi16 = "16"
    case all

    var profiles: [ColorProfile] {
        switch self {
        case .auto, .truecolor: [.trueColor]
        case .ansi256: [.ansi256]
        case .ansi16: [.ansi16]
        case .all: [.trueColor, .ansi256, .ansi16]
        }
    }
}
