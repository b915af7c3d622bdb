/// How many colours the output can show; colours are converted to the profile only at the output edge.
public enum ColorProfile: String, Comparable, CaseIterable, Sendable {
    case monochrome = "mono"
    case ansi16 = "16"
    case ansi256 = "256"
    case trueColor = "truecolor"

    private var rank: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: ColorProfile, rhs: ColorProfile) -> Bool { lhs.rank < rhs.rank }

    /// The next profile with fewer colours (truecolor → 256 → 16 → mono); mono stays mono.
    public var fewerColors: ColorProfile {
        switch self {
        case .trueColor: return .ansi256
        case .ansi256: return .ansi16
        case .ansi16, .monochrome: return .monochrome
        }
    }

    /// A short name for the status bar.
    public var displayName: String {
        switch self {
        case .monochrome: return "mono"
        case .ansi16: return "16 colours"
        case .ansi256: return "256 colours"
        case .trueColor: return "truecolor"
        }
    }

    /// True when this profile sends one of `fallback`'s entries rather than converting the colour itself.
    public func usesFallback(_ fallback: PaletteFallback) -> Bool {
        (self == .ansi256 && fallback.ansi256 != nil) || (self == .ansi16 && fallback.ansi16 != nil)
    }

    /// `color` as this profile can show it: the palette entry its theme chose (``PaletteFallback``), else
    /// the nearest palette entry (see ``PaletteMatcher``), or `.terminalDefault` in monochrome.
    public func convert(_ color: Color) -> Color {
        switch (self, color) {
        case (_, .terminalDefault), (.monochrome, _):
            return .terminalDefault
        case (.trueColor, .indexed), (.trueColor, .rgb), (.ansi256, .indexed), (.ansi16, .indexed(0..<16)):
            return color
        case let (.trueColor, .authored(r, g, b, _)):
            return .rgb(r, g, b)
        case let (.ansi256, .authored(_, _, _, fallback)) where usesFallback(fallback):
            return .indexed(fallback.ansi256!)
        case let (.ansi16, .authored(_, _, _, fallback)) where usesFallback(fallback):
            return .indexed(fallback.ansi16!)
        case (.ansi256, _):
            let (r, g, b) = color.rgbValue!
            return .indexed(UInt8(PaletteMatcher.nearest256(r: r, g: g, b: b)))
        case (.ansi16, _):
            let (r, g, b) = color.rgbValue!
            return .indexed(UInt8(PaletteMatcher.nearest16(r: r, g: g, b: b)))
        }
    }
}
