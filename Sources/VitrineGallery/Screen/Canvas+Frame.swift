import VitrineCore

extension Canvas {
    /// A rounded frame along the edges of `box` (ASCII `+-|` without Unicode), for overlays.
    mutating func drawFrame(_ box: Rect, glyphs: GlyphSet) {
        let (h, v, corners) = glyphs == .unicode ? ("─", "│", ["╭", "╮", "╰", "╯"]) : ("-", "|", ["+", "+", "+", "+"])
        let horizontal = String(repeating: h, count: max(0, box.width - 2))
        put(corners[0] + horizontal + corners[1], at: box.origin, style: .plain, clip: box)
        put(corners[2] + horizontal + corners[3], at: Point(x: box.x, y: box.maxY - 1), style: .plain, clip: box)
        for y in box.y + 1 ..< max(box.y + 1, box.maxY - 1) {
            put(v, at: Point(x: box.x, y: y), style: .plain, clip: box)
            put(v, at: Point(x: box.maxX - 1, y: y), style: .plain, clip: box)
        }
    }
}
