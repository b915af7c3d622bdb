extension Canvas {
    /// Draws `bitmap` with its top-left pixel in the cell at `origin`, through `blitter`, clipped to
    /// `clip` and the canvas. Transparent pixels show the background of the cell underneath; cells
    /// whose pixels are all transparent are left alone.
    ///
    /// In colour, a cell whose pixels hold more than two colours gets the two farthest apart, each
    /// pixel taking the nearer one. In `monochrome`, every opaque pixel is ink in the terminal's
    /// foreground colour.
    public mutating func draw(_ bitmap: Bitmap, at origin: Point, blitter: Blitter, monochrome: Bool, clip: Rect? = nil) {
        let (columns, rows) = blitter.pixelsPerCell
        let area = (clip ?? bounds).intersection(bounds)
        // One cell's pixels, reused for every cell (this runs for every pixel of every frame).
        var pixels = [Color?](repeating: nil, count: columns * rows)
        for cellY in 0 ..< (bitmap.height + rows - 1) / rows {
            for cellX in 0 ..< (bitmap.width + columns - 1) / columns {
                let point = Point(x: origin.x + cellX, y: origin.y + cellY)
                guard area.contains(point) else { continue }
                var isEmpty = true
                for row in 0 ..< rows {
                    for column in 0 ..< columns {
                        let pixel = bitmap[cellX * columns + column, cellY * rows + row]
                        pixels[row * columns + column] = pixel
                        if pixel != nil { isEmpty = false }
                    }
                }
                guard !isEmpty else { continue }
                let cell = monochrome
                    ? Self.inkCell(pixels, blitter: blitter)
                    : Self.colorCell(pixels, under: self[point.x, point.y].style.background, blitter: blitter)
                write(cell, at: point)
            }
        }
    }

    private static func inkCell(_ pixels: [Color?], blitter: Blitter) -> Cell {
        var mask = 0
        for index in pixels.indices where pixels[index] != nil { mask |= 1 << index }
        if mask == (1 << pixels.count) - 1 {
            return blitter == .ascii ? Cell(" ", style: Style(attributes: .reverse)) : Cell("█")
        }
        return Cell(BlockGlyphs.glyph(mask, blitter: blitter))
    }

    private static func colorCell(_ pixels: [Color?], under: Color, blitter: Blitter) -> Cell {
        func color(_ index: Int) -> Color { pixels[index] ?? under }
        // The two colours farthest apart; each pixel joins the nearer (ties go to the first).
        var (first, second, farthest) = (color(0), color(0), -1)
        for a in pixels.indices {
            for b in a + 1 ..< pixels.count where distance(color(a), color(b)) > farthest {
                (first, second, farthest) = (color(a), color(b), distance(color(a), color(b)))
            }
        }
        guard first != second else { return Cell(" ", style: Style(background: first)) }
        var mask = 0
        for index in pixels.indices where distance(color(index), first) <= distance(color(index), second) { mask |= 1 << index }
        let full = (1 << pixels.count) - 1
        var ink = mostFrequent(pixels.indices.lazy.filter { mask & 1 << $0 != 0 }.map(color))
        var paper = mostFrequent(pixels.indices.lazy.filter { mask & 1 << $0 == 0 }.map(color))
        // What lies underneath is the paper, so the shape is the ink (`▄` over the page, not `▀` under it);
        // the terminal's default colour can only be a background.
        if ink == under || ink == .terminalDefault {
            swap(&ink, &paper)
            mask ^= full
        }
        // A top half is drawn as the bottom half in the other colour: fonts' `▀` often starts a pixel below
        // the cell's top (a line of the other colour where the shape goes on above: xterm, urxvt, mlterm
        // with their default fonts, scripts/terminals), while their `▄` meets both edges.
        if blitter == .halfBlock, mask == 1, paper != .terminalDefault {
            swap(&ink, &paper)
            mask = 2
        }
        return Cell(BlockGlyphs.glyph(mask, blitter: blitter), style: Style(foreground: ink, background: paper))
    }

    /// Squared RGB distance; the terminal default is far from every real colour. Two colours of one RGB
    /// that the theme sends apart at fewer colours (an emblem's border given its own 16-colour entry) are 1
    /// apart, not one colour: merged, the border took the tile's entry where they shared a cell.
    private static func distance(_ first: Color, _ second: Color) -> Int {
        guard first != second else { return 0 }
        guard let a = first.rgbValue, let b = second.rgbValue else { return 3 * 256 * 256 }
        let (dr, dg, db) = (Int(a.r) - Int(b.r), Int(a.g) - Int(b.g), Int(a.b) - Int(b.b))
        return max(1, dr * dr + dg * dg + db * db)
    }

    /// The colour that occurs most often (the first of equals), without building a table.
    private static func mostFrequent<Colors: Sequence>(_ colors: Colors) -> Color where Colors.Element == Color {
        var best = Color.terminalDefault, bestCount = 0
        for candidate in colors {
            var count = 0
            for other in colors where other == candidate { count += 1 }
            if count > bestCount { (best, bestCount) = (candidate, count) }
        }
        return best
    }
}
