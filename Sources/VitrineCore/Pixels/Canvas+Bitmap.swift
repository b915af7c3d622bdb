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
        for cellY in 0 ..< (bitmap.height + rows - 1) / rows {
            for cellX in 0 ..< (bitmap.width + columns - 1) / columns {
                let point = Point(x: origin.x + cellX, y: origin.y + cellY)
                guard area.contains(point) else { continue }
                let pixels = (0 ..< rows).flatMap { row in
                    (0 ..< columns).map { column in bitmap[cellX * columns + column, cellY * rows + row] }
                }
                guard pixels.contains(where: { $0 != nil }) else { continue }
                let cell = monochrome
                    ? Self.inkCell(pixels, blitter: blitter)
                    : Self.colourCell(pixels, under: self[point.x, point.y].style.background, blitter: blitter)
                put(cell.text, at: point, style: cell.style, clip: area)
            }
        }
    }

    private static func inkCell(_ pixels: [Color?], blitter: Blitter) -> Cell {
        let mask = bitMask(pixels.map { $0 != nil })
        if mask == (1 << pixels.count) - 1 {
            return blitter == .ascii ? Cell(" ", style: Style(attributes: .reverse)) : Cell("█")
        }
        return Cell(BlockGlyphs.glyph(mask, blitter: blitter))
    }

    private static func colourCell(_ pixels: [Color?], under: Color, blitter: Blitter) -> Cell {
        let colours = pixels.map { $0 ?? under }
        let (first, second) = farthestPair(in: colours)
        guard first != second else { return Cell(" ", style: Style(background: first)) }
        let isFirst = colours.map { colour in distance(colour, first) <= distance(colour, second) }
        var ink = mostFrequent(zip(colours, isFirst).filter { $0.1 }.map(\.0))
        var paper = mostFrequent(zip(colours, isFirst).filter { !$0.1 }.map(\.0))
        var mask = bitMask(isFirst)
        // What lies underneath is the paper, so the shape is the ink (`▄` over the page, not `▀` under it);
        // the terminal's default colour can only be a background.
        if ink == under || ink == .terminalDefault {
            swap(&ink, &paper)
            mask ^= (1 << pixels.count) - 1
        }
        return Cell(BlockGlyphs.glyph(mask, blitter: blitter), style: Style(foreground: ink, background: paper))
    }

    private static func bitMask(_ bits: [Bool]) -> Int {
        bits.enumerated().reduce(0) { mask, bit in bit.element ? mask | 1 << bit.offset : mask }
    }

    private static func farthestPair(in colours: [Color]) -> (Color, Color) {
        var best = (colours[0], colours[0]), bestDistance = -1
        for (index, first) in colours.enumerated() {
            for second in colours[(index + 1)...] where distance(first, second) > bestDistance {
                best = (first, second)
                bestDistance = distance(first, second)
            }
        }
        return best
    }

    /// Squared RGB distance; the terminal default is far from every real colour.
    private static func distance(_ first: Color, _ second: Color) -> Int {
        guard first != second else { return 0 }
        guard let a = first.rgbValue, let b = second.rgbValue else { return 3 * 256 * 256 }
        let (dr, dg, db) = (Int(a.r) - Int(b.r), Int(a.g) - Int(b.g), Int(a.b) - Int(b.b))
        return dr * dr + dg * dg + db * db
    }

    private static func mostFrequent(_ colours: [Color]) -> Color {
        colours.max { first, second in
            colours.filter { $0 == first }.count < colours.filter { $0 == second }.count
        } ?? .terminalDefault
    }
}
