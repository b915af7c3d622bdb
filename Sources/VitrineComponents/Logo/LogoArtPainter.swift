import VitrineCore

/// Puts text art on a canvas in a logo's two colours: as text when it fits, else as pixels scaled
/// down to the frame (a cell of art is two pixels tall; `▀` and `▄` ink only their half). Where the
/// locale has no Unicode, characters outside ASCII become `'` (upper half), `.` (lower half) or a block
/// of colour (`#` without colour), as the ASCII blitter draws pixels.
struct LogoArtPainter {
    let art: TextArt
    let primary: Color
    let secondary: Color
    let isMonochrome: Bool

    func drawText(centeredIn frame: Rect, on canvas: inout Canvas, glyphs: GlyphSet) {
        let size = art.size
        let origin = Point(x: frame.x + (frame.width - size.width) / 2, y: frame.y + (frame.height - size.height) / 2)
        for (row, line) in art.rows.enumerated() {
            var column = 0
            for grapheme in line {
                let point = Point(x: origin.x + column, y: origin.y + row)
                defer { column += TextWidth.of(grapheme) }
                guard grapheme != " " else { continue }
                let isSecondary = art.isSecondary(row: row, column: column)
                let color = isSecondary ? secondary : primary
                var style = isMonochrome ? Style(attributes: isSecondary ? .bold : [])
                    : Style(foreground: color, background: canvas[point.x, point.y].style.background)
                var text = String(grapheme)
                if glyphs == .ascii, !grapheme.isASCII {
                    text = Self.asciiStandIn(for: grapheme, isMonochrome: isMonochrome)
                    if text == " " { style.background = color }
                }
                canvas.put(text, at: point, style: style, clip: frame)
            }
        }
    }

    func drawScaled(into frame: Rect, on canvas: inout Canvas, context: RenderContext) {
        let target = context.blitter.pixelSize(ofCells: frame.size)
        // Any ink in a target pixel keeps it: letters and outlines are one pixel thin.
        let scaled = pixels.scaled(width: target.width, height: target.height, pixelAspect: context.blitter.pixelAspect, mode: .fit,
                                   minimumCoverage: 0.01)
        canvas.draw(scaled, at: frame.origin, blitter: context.blitter, monochrome: isMonochrome, clip: frame)
    }

    /// The art as pixels: one column and two rows a cell.
    private var pixels: Bitmap {
        let size = art.size
        var bitmap = Bitmap(width: size.width, height: size.height * 2)
        for (row, line) in art.rows.enumerated() {
            var column = 0
            for grapheme in line {
                let width = TextWidth.of(grapheme)
                defer { column += width }
                guard grapheme != " " else { continue }
                let color = art.isSecondary(row: row, column: column) ? secondary : primary
                for x in column ..< column + max(1, width) {
                    if grapheme != "▄" { bitmap[x, row * 2] = color }
                    if grapheme != "▀" { bitmap[x, row * 2 + 1] = color }
                }
            }
        }
        return bitmap
    }

    /// What an ASCII terminal shows for a block or other non-ASCII character of the art.
    private static func asciiStandIn(for grapheme: Character, isMonochrome: Bool) -> String {
        switch grapheme {
        case "▀", "▔": return "'"
        case "▄", "▁", "▂", "▃": return "."
        case "≈", "∼": return "~"
        default: return isMonochrome ? "#" : " "
        }
    }
}
