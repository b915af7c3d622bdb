import VitrineCore

/// Puts text art on a canvas in a logo's two colours: as text when it fits, else as pixels scaled
/// down to the frame (a cell of art is two pixels tall; `▀` and `▄` ink only their half).
struct LogoArtPainter {
    let art: TextArt
    let primary: Color
    let secondary: Color
    let isMonochrome: Bool

    func drawText(centredIn frame: Rect, on canvas: inout Canvas) {
        let size = art.size
        let origin = Point(x: frame.x + (frame.width - size.width) / 2, y: frame.y + (frame.height - size.height) / 2)
        for (row, line) in art.rows.enumerated() {
            var column = 0
            for grapheme in line {
                let point = Point(x: origin.x + column, y: origin.y + row)
                defer { column += TextWidth.of(grapheme) }
                guard grapheme != " " else { continue }
                let isSecondary = art.isSecondary(row: row, column: column)
                let style = isMonochrome ? Style(attributes: isSecondary ? .bold : [])
                    : Style(foreground: isSecondary ? secondary : primary, background: canvas[point.x, point.y].style.background)
                canvas.put(String(grapheme), at: point, style: style, clip: frame)
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
                let colour = art.isSecondary(row: row, column: column) ? secondary : primary
                for x in column ..< column + max(1, width) {
                    if grapheme != "▄" { bitmap[x, row * 2] = colour }
                    if grapheme != "▀" { bitmap[x, row * 2 + 1] = colour }
                }
            }
        }
        return bitmap
    }
}
