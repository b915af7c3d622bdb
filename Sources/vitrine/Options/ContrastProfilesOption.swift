import ArgumentParser
import VitrineCore

/// `contrast --colors auto|truecolor|256|16|8|all`: the profiles colours are measured at as sent; `all` is
/// the three most terminals get (the SSH reality), what CI should ask for; `8` is what an 8-colour
/// terminfo entry gets (`TERM=xterm`, PuTTY's default, and `TERM=screen`), asked for by name.
enum ContrastProfilesOption: String, ExpressibleByArgument, CaseIterable {
    case auto
    case truecolor
    case ansi256 = "256"
    case ansi16 = "16"
    case ansi8 = "8"
    case all

    var profiles: [ColorProfile] {
        switch self {
        case .auto, .truecolor: [.trueColor]
        case .ansi256: [.ansi256]
        case .ansi16: [.ansi16]
        case .ansi8: [.ansi8]
        case .all: [.trueColor, .ansi256, .ansi16]
        }
    }
}
