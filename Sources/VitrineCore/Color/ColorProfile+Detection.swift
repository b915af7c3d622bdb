extension ColorProfile {
    /// The profile a terminal can show: `NO_COLOR` (any value) means monochrome; otherwise the
    /// terminal's colour count decides (≥ 2²⁴ truecolor, ≥ 256, ≥ 16, ≥ 8, else monochrome).
    ///
    /// `COLORTERM=truecolor|24bit` is honoured by the terminal backend, which opens the terminal's
    /// direct-colour terminfo entry when one exists, so that `colors` already counts 2²⁴.
    public static func detect(colors: Int, environment: [String: String]) -> ColorProfile {
        if environment["NO_COLOR"] != nil { return .monochrome }
        switch colors {
        case (1 << 24)...: return .trueColor
        case 256...: return .ansi256
        case 16...: return .ansi16
        case 8...: return .ansi8
        default: return .monochrome
        }
    }

    /// True when `COLORTERM` announces 24-bit colour and `NO_COLOR` does not turn colour off.
    public static func announcesTrueColor(_ environment: [String: String]) -> Bool {
        environment["NO_COLOR"] == nil && ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
    }
}
