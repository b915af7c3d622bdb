/// A text style (`typography`): font, size, weight, spacing and line height.
///
/// A terminal has one font and one size; what it can show is the weight (``isBold``) and the style
/// (``isItalic``), which ``textAttributes`` gives for drawing.
public struct Typography: Equatable, Sendable, CustomStringConvertible {
    /// Font names, preferred first.
    public var fontFamily: [String]
    /// In points.
    public var fontSize: Double
    /// From 1 to 1000.
    public var fontWeight: Double
    /// In points (0 when the token does not say).
    public var letterSpacing: Double
    /// A multiple of the font size.
    public var lineHeight: Double
    /// `normal`, `italic` or `oblique` (a design tool's `fontStyle` field; `normal` when absent).
    public var fontStyle: String

    public init(fontFamily: [String], fontSize: Double, fontWeight: Double, letterSpacing: Double = 0, lineHeight: Double,
                fontStyle: String = "normal") {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.fontStyle = fontStyle
    }

    /// Semi-bold (600) and heavier: drawn bold.
    public var isBold: Bool { fontWeight >= 600 }
    public var isItalic: Bool { fontStyle == "italic" || fontStyle == "oblique" }

    /// Bold and italic as the style asks.
    public var textAttributes: TextAttributes {
        TextAttributes().union(isBold ? .bold : []).union(isItalic ? .italic : [])
    }

    /// As CSS's `font` shorthand orders it: `italic 600 16px/1.5 Inter, sans-serif`, then the letter spacing
    /// when it is not 0.
    public var description: String {
        let style = fontStyle == "normal" ? "" : "\(fontStyle) "
        let spacing = letterSpacing == 0 ? "" : ", letter-spacing \(letterSpacing.lengthDescription)"
        return "typography \(style)\(fontWeight.compactDescription) \(fontSize.lengthDescription)/\(lineHeight.compactDescription) "
            + TokenValue.fontFamily(fontFamily).description + spacing
    }
}
