/// How many colours the output can show; colours are converted to the profile only at the output edge.
public enum ColorProfile: String, Comparable, CaseIterable, Sendable {
    case monochrome = "mono"
    /// The eight ANSI colours, where `TERM`'s terminfo entry declares no more (`xterm`, `screen`): ncurses
    /// cannot send colours 8–15 there (`setab 8` is `ESC[48m`).
    case ansi8 = "8"
    case ansi16 = "16"
    case ansi256 = "256"
    case trueColor = "truecolor"

    private var rank: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: ColorProfile, rhs: ColorProfile) -> Bool { lhs.rank < rhs.rank }

    /// The next profile with fewer colours (truecolor → 256 → 16 → 8 → mono); mono stays mono.
    public var fewerColors: ColorProfile {
        switch self {
        case .trueColor: return .ansi256
        case .ansi256: return .ansi16
        case .ansi16: return .ansi8
        case .ansi8, .monochrome: return .monochrome
        }
    }

    /// A short name for the status bar.
    public var displayName: String {
        switch self {
        case .monochrome: return "mono"
        case .ansi8: return "8 colours"
        case .ansi16: return "16 colours"
        case .ansi256: return "256 colours"
        case .trueColor: return "truecolor"
        }
    }

    /// True at 256, 16 and 8 colours: what is sent is a palette entry, which distinct colours may share.
    public var sendsPaletteEntries: Bool { self != .trueColor && self != .monochrome }

    /// True when this profile sends one of `fallback`'s entries rather than converting the colour itself.
    /// At 8 colours a 16-colour entry counts too: its colour, brought into the eight, stands in.
    public func usesFallback(_ fallback: PaletteFallback) -> Bool {
        switch self {
        case .ansi256: return fallback.ansi256 != nil
        case .ansi16: return fallback.ansi16 != nil
        case .ansi8: return fallback.ansi8 != nil || fallback.ansi16 != nil
        case .trueColor, .monochrome: return false
        }
    }

    /// `color` as this profile can show it: the palette entry its theme chose (``PaletteFallback``), else
    /// the nearest palette entry (see ``PaletteMatcher``), or `.terminalDefault` in monochrome.
    ///
    /// At 8 colours a theme's 16-colour entry past the first eight becomes its own hue's dark twin (bright
    /// red → red, bright white → white); bright black, a mid grey, the nearest of the eight to the token's
    /// colour, unless the theme named an `8` entry (themes read from files name one for bright black: the
    /// page's opposite).
    public func convert(_ color: Color) -> Color {
        switch (self, color) {
        case (_, .terminalDefault), (.monochrome, _):
            return .terminalDefault
        case (.trueColor, .indexed), (.trueColor, .rgb), (.ansi256, .indexed), (.ansi16, .indexed(0..<16)), (.ansi8, .indexed(0..<8)):
            return color
        case let (.trueColor, .authored(r, g, b, _)):
            return .rgb(r, g, b)
        case let (.ansi256, .authored(_, _, _, fallback)) where usesFallback(fallback):
            return .indexed(fallback.ansi256!)
        case let (.ansi16, .authored(_, _, _, fallback)) where usesFallback(fallback):
            return .indexed(fallback.ansi16!)
        case let (.ansi8, .authored(r, g, b, fallback)) where usesFallback(fallback):
            return .indexed(fallback.ansi8 ?? PaletteMatcher.eightColorTwin(ofANSI: fallback.ansi16!, r: r, g: g, b: b))
        case (.ansi256, _):
            let (r, g, b) = color.rgbValue!
            return .indexed(UInt8(PaletteMatcher.nearest256(r: r, g: g, b: b)))
        case (.ansi16, _):
            let (r, g, b) = color.rgbValue!
            return .indexed(UInt8(PaletteMatcher.nearest16(r: r, g: g, b: b)))
        case let (.ansi8, .indexed(index)) where index < 16:
            let (r, g, b) = color.rgbValue!
            return .indexed(PaletteMatcher.eightColorTwin(ofANSI: index, r: r, g: g, b: b))
        case (.ansi8, _):
            let (r, g, b) = color.rgbValue!
            return .indexed(UInt8(PaletteMatcher.nearest8(r: r, g: g, b: b)))
        }
    }
}
