/// Turns a canvas into text with SGR escape sequences for a colour profile (`render --format ansi`).
public enum AnsiWriter {
    /// The canvas rows with colours and attributes as SGR sequences, each row reset at its end.
    public static func render(_ canvas: Canvas, profile: ColorProfile) -> String {
        var output = ""
        var converter = StyleConverter(profile: profile)
        for y in 0 ..< canvas.size.height {
            var current: Style?
            for x in 0 ..< canvas.size.width {
                let cell = canvas[x, y]
                if cell.isContinuation { continue }
                let style = converter.convert(cell.style)
                if style != current {
                    output += sgr(style)
                    current = style
                }
                output += cell.text
            }
            output += "\u{1B}[0m\n"
        }
        return output
    }

    /// The SGR sequence that sets exactly `style` (after a reset).
    public static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        let attributeCodes: [(TextAttributes, String)] = [(.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7")]
        codes += attributeCodes.filter { style.attributes.contains($0.0) }.map(\.1)
        codes += colorCodes(style.foreground, base: 30)
        codes += colorCodes(style.background, base: 40)
        return "\u{1B}[" + codes.joinedText(separator: ";") + "m"
    }

    private static func colorCodes(_ color: Color, base: Int) -> [String] {
        switch color {
        case .terminalDefault: return []
        case let .indexed(index) where index < 8: return ["\(base + Int(index))"]
        case let .indexed(index) where index < 16: return ["\(base + 60 + Int(index) - 8)"]
        case let .indexed(index): return ["\(base + 8)", "5", "\(index)"]
        case let .rgb(r, g, b), let .authored(r, g, b, _): return ["\(base + 8)", "2", "\(r)", "\(g)", "\(b)"]
        }
    }
}
