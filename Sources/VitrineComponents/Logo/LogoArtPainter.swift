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
                let background = canvas[point.x, point.y].style.background
                var style = isMonochrome ? Style(attributes: isSecondary ? .bold : []) : Style(foreground: color, background: background)
                var text = String(grapheme)
                // An upper half as the lower half in the other colours, as the blitter draws it: xterm's, urxvt's
                // and mlterm's fonts draw `▀` a pixel short of the cell's top, which striped the logo marks. Not
                // over the terminal's default colour, which can only be a background.
                if grapheme == "▀", glyphs == .unicode, !isMonochrome, background != .terminalDefault {
                    (text, style) = ("▄", Style(foreground: background, background: color))
                }
                if glyphs == .ascii, !grapheme.isASCII {
                    text = Self.asciiStandIn(for: grapheme, isMonochrome: isMonochrome)
                    if text == " " { style.background = color }
                }
                canvas.put(text, at: point, style: style, clip: frame)
            }
        }
    }

    /// True when every character of the art is a block whose shape is known exactly (halves,
    /// quadrants, sextants, eighths): such art scales up without losing its shapes.
    var isBlockArt: Bool {
        art.rows.allSatisfy { row in row.allSatisfy { $0 == " " || BlockGeometry.parts(of: String($0)) != nil } }
    }

    /// True when the art can be drawn larger without losing its shapes: every character is a block whose
    /// shape is known exactly, a shade (`▓`), a triangle (`▲`) or a line symbol that repeats along its row
    /// (`≈` waves). Letters and digits cannot: a word would come apart.
    var isEnlargeable: Bool {
        art.rows.allSatisfy { row in
            row.allSatisfy { $0 == " " || Self.coverage(of: String($0)) != nil || Self.repeatingSymbols.contains($0) }
        }
    }

    /// Symbols drawn larger by repeating them along the middle row of their enlarged cells.
    private static let repeatingSymbols: Set<Character> = ["≈", "∼", "~", "-", "=", "_", "─", "━", "═"]

    /// Whether a glyph inks the point (`x`, `y`) of its cell (fractions of it, from the top left) at pixel
    /// (`pixelX`, `pixelY`) of the picture: blocks by their parts, shades as dots of their tone, triangles
    /// by their sides; nil for a glyph whose shape is not known.
    private static func coverage(of glyph: String) -> ((_ x: Double, _ y: Double, _ pixelX: Int, _ pixelY: Int) -> Bool)? {
        if let parts = BlockGeometry.parts(of: glyph) {
            return { x, y, _, _ in parts.contains { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height } }
        }
        if let tone = BlockGeometry.shade(glyph) { return { _, _, pixelX, pixelY in OrderedDither.covers(tone, x: pixelX, y: pixelY) } }
        switch glyph {
        case "▲": return { x, y, _, _ in abs(x - 0.5) <= y / 2 }
        case "▼": return { x, y, _, _ in abs(x - 0.5) <= (1 - y) / 2 }
        default: return nil
        }
    }

    /// The art `factor` times larger, centred: each cell's shape drawn through the blitter (blocks exactly,
    /// shades as dots, triangles), a line symbol repeated along the middle row of its cells.
    func drawEnlarged(by factor: Int, centeredIn frame: Rect, on canvas: inout Canvas, context: RenderContext) {
        let cells = Size(width: art.size.width * factor, height: art.size.height * factor)
        let origin = Point(x: frame.x + (frame.width - cells.width) / 2, y: frame.y + (frame.height - cells.height) / 2)
        let pixels = context.blitter.pixelSize(ofCells: cells)
        let (columns, rows) = context.blitter.pixelsPerCell
        var bitmap = Bitmap(width: pixels.width, height: pixels.height)
        let shapes = art.rows.map { $0.map { Self.coverage(of: String($0)) } }
        for y in 0 ..< pixels.height {
            for x in 0 ..< pixels.width {
                // The centre of the pixel, in art cells.
                let cellX = (Double(x) + 0.5) / Double(columns * factor), cellY = (Double(y) + 0.5) / Double(rows * factor)
                let (column, row) = (Int(cellX), Int(cellY))
                guard shapes.indices.contains(row), shapes[row].indices.contains(column), let inks = shapes[row][column] else { continue }
                if inks(cellX - Double(column), cellY - Double(row), x, y) {
                    bitmap[x, y] = art.isSecondary(row: row, column: column) ? secondary : primary
                }
            }
        }
        canvas.draw(bitmap, at: origin, blitter: context.blitter, monochrome: isMonochrome, clip: frame)
        for (row, line) in art.rows.enumerated() {
            for (column, grapheme) in line.enumerated() where Self.repeatingSymbols.contains(grapheme) {
                let isSecondary = art.isSecondary(row: row, column: column)
                for step in 0 ..< factor {
                    let point = Point(x: origin.x + column * factor + step, y: origin.y + row * factor + (factor - 1) / 2)
                    guard frame.contains(point) else { continue }
                    let style = isMonochrome ? Style(attributes: isSecondary ? .bold : [])
                        : Style(foreground: isSecondary ? secondary : primary, background: canvas[point.x, point.y].style.background)
                    canvas.put(String(grapheme), at: point, style: style, clip: frame)
                }
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

    /// The longest run of letters in the art (`backbase`, `HARBOUR`, a mark's `B`): the brand's name or
    /// initial where the art spells it; nil for art that is only a mark.
    var wordmark: String? {
        let words = art.rows.flatMap { row in row.split { !$0.isLetter }.map(String.init) }
        // Letter-spaced names (`b a c k b a s e`) are joined first.
        let spaced = art.rows.flatMap { row in row.split(separator: "  ").map { $0.filter(\.isLetter) } }
        return (words + spaced).filter { !$0.isEmpty }.max { $0.count < $1.count }
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
