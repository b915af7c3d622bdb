/// Decides light or dark from what the terminal tells: its background colour (OSC 11), then the
/// `COLORFGBG` variable, then dark.
public enum AppearanceDetector {
    /// Light when the background is perceptually lighter than mid-grey (Oklab lightness), else dark.
    public static func appearance(ofBackground color: Color) -> Appearance {
        guard let (r, g, b) = color.rgbValue else { return .dark }
        return Oklab(r: r, g: g, b: b).l > 0.6 ? .light : .dark
    }

    /// `COLORFGBG` is `fg;bg` or `fg;default;bg` in palette numbers: a background of 7 or 9–15 is light.
    /// nil when the variable is missing or unreadable.
    public static func appearance(colorFGBG: String?) -> Appearance? {
        guard let field = colorFGBG?.split(separator: ";").last, let background = Int(field),
              (0 ... 15).contains(background) else { return nil }
        return background == 7 || background >= 9 ? .light : .dark
    }

    /// The appearance to start with and why: a reported background wins, then `COLORFGBG`, then dark.
    public static func decide(reportedBackground: Color?, environment: [String: String]) -> (Appearance, AppearanceSource) {
        if let reportedBackground {
            return (appearance(ofBackground: reportedBackground), .terminalBackground(reportedBackground))
        }
        if let fromVariable = appearance(colorFGBG: environment["COLORFGBG"]) {
            return (fromVariable, .colorFGBG)
        }
        return (.dark, .fallback)
    }
}
