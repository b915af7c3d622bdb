/// Turns a canvas into an SVG picture of the cells as sent at a colour profile (`render --format svg`):
/// every cell's background, its glyph in its colour with bold, dim, italic, underline and reverse,
/// block glyphs drawn as exact rectangles and badge caps as half discs, so shapes do not depend on a
/// font, and a stamp below saying what the picture shows; the cells to point out can be shown alone in
/// their colours, every other cell faded.
public enum SVGWriter {
    /// A cell's size in the picture: terminal cells are about twice as tall as wide.
    public static let cellWidth = 10
    public static let cellHeight = 20
    /// What the terminal's own default colours are drawn as (a dark terminal: xterm's black and white).
    public static let defaultBackground = "#000000"
    public static let defaultForeground = "#e5e5e5"

    /// The SVG document for `canvas` as sent at `profile`, with `stamp` as its title and (when `captioned`)
    /// its caption, under the cells; with `highlighting` cells (what a theme change changed), every other
    /// cell is faded three quarters of the way to grey, so that those show in their own colours and nothing
    /// is drawn over them.
    public static func render(_ canvas: Canvas, profile: ColorProfile, stamp: String, captioned: Bool = true,
                              highlighting: Set<Point> = []) -> String {
        var sent = canvas.converted(for: profile)
        if !highlighting.isEmpty { sent = faded(sent, except: highlighting) }
        return document(cells: canvas.size, stamp: stamp, captioned: captioned, body: cells(of: sent))
    }

    /// An SVG document `cells` in size (and a caption line when `captioned`) around `body`: its title, the
    /// terminal's background, then the body, then the caption.
    static func document(cells size: Size, stamp: String, captioned: Bool, body: String) -> String {
        // Wide enough for the caption, whatever the story's width.
        let caption = captioned ? cellHeight : 0
        let width = max(size.width * cellWidth, captioned ? stamp.count * cellHeight * 2 / 5 + 4 : 0), height = size.height * cellHeight
        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height + caption)" viewBox="0 0 \(width) \(height + caption)" \
        font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="\(cellHeight * 4 / 5)">
        <title>\(escaped(stamp))</title>
        <rect width="\(width)" height="\(height + caption)" fill="\(defaultBackground)"/>

        """
        svg += body
        if captioned {
            svg += "<text x=\"2\" y=\"\(height + cellHeight * 3 / 4)\" font-size=\"\(cellHeight * 3 / 5)\" fill=\"#808080\">"
                + escaped(stamp) + "</text>\n"
        }
        return svg + "</svg>\n"
    }

    /// The elements that draw `sent` (a canvas already at its profile): each row's backgrounds, then its glyphs.
    static func cells(of sent: Canvas) -> String {
        var output = ""
        for y in 0 ..< sent.size.height {
            output += backgrounds(row: y, of: sent)
            for x in 0 ..< sent.size.width where !sent[x, y].isContinuation && sent[x, y].text != " " {
                output += glyph(sent[x, y], at: x, y)
            }
        }
        return output
    }

    /// `canvas` with every cell but those in `kept` faded towards grey (the terminal's default colours
    /// taken as drawn).
    private static func faded(_ canvas: Canvas, except kept: Set<Point>) -> Canvas {
        let grey = Color.rgb(0x80, 0x80, 0x80)
        func fade(_ color: Color, default drawn: String) -> Color {
            (color == .terminalDefault ? Color(hex: drawn)! : color).mixed(with: grey, amount: 0.75)
        }
        var copy = canvas
        for y in 0 ..< canvas.size.height {
            for x in 0 ..< canvas.size.width where !kept.contains(Point(x: x, y: y)) {
                var cell = canvas[x, y]
                cell.style.foreground = fade(cell.style.foreground, default: defaultForeground)
                cell.style.background = fade(cell.style.background, default: defaultBackground)
                copy.write(cell, at: Point(x: x, y: y))
            }
        }
        return copy
    }

    /// The cell's colours as drawn: reverse swaps them, dim takes the foreground halfway to the background.
    private static func colors(_ style: Style) -> (foreground: String, background: String) {
        var foreground = hex(style.foreground) ?? defaultForeground, background = hex(style.background) ?? defaultBackground
        if style.attributes.contains(.reverse) { swap(&foreground, &background) }
        if style.attributes.contains(.dim), let ink = Color(hex: foreground), let paper = Color(hex: background) {
            foreground = ink.mixed(with: paper, amount: 0.5).description
        }
        return (foreground, background)
    }

    /// One rectangle for each run of cells with the same background on row `y`.
    private static func backgrounds(row y: Int, of canvas: Canvas) -> String {
        var output = "", x = 0
        while x < canvas.size.width {
            let color = colors(canvas[x, y].style).background
            var end = x + 1
            while end < canvas.size.width, colors(canvas[end, y].style).background == color { end += 1 }
            if color != defaultBackground {
                output += "<rect x=\"\(x * cellWidth)\" y=\"\(y * cellHeight)\" width=\"\((end - x) * cellWidth)\" height=\"\(cellHeight)\" "
                    + "fill=\"\(color)\"/>\n"
            }
            x = end
        }
        return output
    }

    private static func glyph(_ cell: Cell, at x: Int, _ y: Int) -> String {
        let (foreground, _) = colors(cell.style)
        let (left, top) = (Double(x * cellWidth), Double(y * cellHeight))
        if let parts = BlockGeometry.parts(of: cell.text) {
            return parts.map { part in
                "<rect x=\"\(number(left + part.x * Double(cellWidth)))\" y=\"\(number(top + part.y * Double(cellHeight)))\" "
                    + "width=\"\(number(part.width * Double(cellWidth)))\" height=\"\(number(part.height * Double(cellHeight)))\" fill=\"\(foreground)\"/>\n"
            }.joinedText(separator: "")
        }
        if let shade = BlockGeometry.shade(cell.text) {
            return "<rect x=\"\(x * cellWidth)\" y=\"\(y * cellHeight)\" width=\"\(cellWidth)\" height=\"\(cellHeight)\" fill=\"\(foreground)\" "
                + "fill-opacity=\"\(shade)\"/>\n"
        }
        if ["◖", "◗", "\u{E0B6}", "\u{E0B4}"].contains(cell.text) {
            // A half disc as tall as the cell, its flat side against the pill (a badge's round caps).
            let radius = Double(cellHeight) / 2, centerY = top + radius
            let (edge, sweep) = cell.text == "◖" || cell.text == "\u{E0B6}" ? (left + Double(cellWidth), 0) : (left, 1)
            return "<path d=\"M\(number(edge)) \(number(top)) A\(number(radius)) \(number(radius)) 0 0 \(sweep) \(number(edge)) "
                + "\(number(centerY + radius)) Z\" fill=\"\(foreground)\"/>\n"
        }
        var attributes = "x=\"\(x * cellWidth)\" y=\"\(y * cellHeight + cellHeight * 3 / 4)\" fill=\"\(foreground)\""
        if cell.style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
        if cell.style.attributes.contains(.italic) { attributes += " font-style=\"italic\"" }
        if cell.style.attributes.contains(.underline) { attributes += " text-decoration=\"underline\"" }
        return "<text \(attributes)>\(escaped(cell.text))</text>\n"
    }

    /// `#rrggbb` of a colour as sent; nil for the terminal's default.
    private static func hex(_ color: Color) -> String? {
        guard let (r, g, b) = color.rgbValue else { return nil }
        return Color.rgb(r, g, b).description
    }

    private static func number(_ value: Double) -> String { value.compactDescription }

    /// Text safe inside an XML element or attribute (controls and noncharacters, which XML forbids or
    /// discourages, are left out).
    public static func escaped(_ text: String) -> String {
        var output = ""
        for character in text where !character.unicodeScalars.contains(where: {
            $0.value < 0x20 || (0x7F ... 0x9F).contains($0.value) || TerminalText.isNoncharacter($0)
        }) {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            default: output.append(character)
            }
        }
        return output
    }
}
