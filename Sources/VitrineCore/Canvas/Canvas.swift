/// A grid of cells that components draw into. Every write is clipped to the canvas (and to an optional
/// clip rectangle); nothing out of bounds ever traps.
public struct Canvas: Equatable, Sendable {
    public private(set) var size: Size
    /// Row-major storage; `changes(since:)` and `withCells` walk it directly.
    private(set) var cells: [Cell]

    /// A canvas of `size` (negative sides count as zero) filled with `fill`.
    public init(size: Size, fill: Cell = .blank) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        cells = Array(repeating: fill, count: self.size.width * self.size.height)
    }

    /// The canvas as sent at `profile`: every colour converted as the output edge converts it (what a
    /// terminal with that many colours shows), attributes and text kept.
    public func converted(for profile: ColorProfile) -> Canvas {
        var copy = self
        copy.convert(for: profile)
        return copy
    }

    /// Converts every colour in place as ``converted(for:)`` does: no second canvas while it runs.
    public mutating func convert(for profile: ColorProfile) {
        var converter = StyleConverter(profile: profile)
        for index in cells.indices { cells[index].style = converter.convert(cells[index].style) }
    }

    /// The canvas with every colour passed through `transform` (a simulated eye), attributes and text kept.
    public func mappingColors(_ transform: (Color) -> Color) -> Canvas {
        var copy = self
        copy.mapColors(transform)
        return copy
    }

    /// Passes every colour through `transform` in place, as ``mappingColors(_:)`` does.
    ///
    /// `transform` is called once a distinct colour (a canvas holds few; a frame of the compare mode's
    /// colour-blind eye maps 30,000 cells at 300×100).
    public mutating func mapColors(_ transform: (Color) -> Color) {
        var mapped: [Color: Color] = [:]
        func map(_ color: Color) -> Color {
            if let known = mapped[color] { return known }
            let result = transform(color)
            mapped[color] = result
            return result
        }
        // Neighbouring cells mostly share their colours: the last of each is kept beside the table, which
        // then hashes only a change (a hash a colour a cell was most of a compare-mode frame's vision).
        var lastForeground: (Color, Color)?, lastBackground: (Color, Color)?
        func map(_ color: Color, after last: inout (Color, Color)?) -> Color {
            if let last, last.0 == color { return last.1 }
            let result = map(color)
            last = (color, result)
            return result
        }
        // And a cell styled like the last one takes its mapped style without unpacking a colour.
        var lastStyle: (Style, Style)?
        for index in cells.indices {
            let style = cells[index].style
            if let lastStyle, lastStyle.0 == style {
                cells[index].style = lastStyle.1
                continue
            }
            cells[index].style.foreground = map(style.foreground, after: &lastForeground)
            cells[index].style.background = map(style.background, after: &lastBackground)
            lastStyle = (style, cells[index].style)
        }
    }

    /// Calls `body` with every cell in row-major order, for a backend that walks a whole frame.
    public func withCells<Result>(_ body: (UnsafeBufferPointer<Cell>) throws -> Result) rethrows -> Result {
        try cells.withUnsafeBufferPointer(body)
    }

    /// The whole canvas as a rectangle at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at (x, y); a blank cell outside the canvas. Cells are written through `put` and `fill`,
    /// which keep every wide grapheme paired with its continuation cell.
    public subscript(x: Int, y: Int) -> Cell {
        bounds.contains(Point(x: x, y: y)) ? cells[y * size.width + x] : .blank
    }

    /// Sets every cell of `rect` (clipped) to `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        repairWideNeighbours(row: area.y ..< area.maxY, left: area.x, right: area.maxX)
        let width = size.width
        cells.withUnsafeMutableBufferPointer { cells in
            for y in area.y ..< area.maxY {
                UnsafeMutableBufferPointer(rebasing: cells[y * width + area.x ..< y * width + area.maxX]).update(repeating: cell)
            }
        }
    }

    /// Writes `text` (sanitised) from `point` rightwards on one row, clipped to `clip` and the canvas.
    /// A wide grapheme that would be cut by the clip edge is replaced by a space.
    /// - Returns: the number of columns the text advanced, clipped or not.
    @discardableResult
    public mutating func put(_ text: String, at point: Point, style: Style, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        if let advanced = putPrintableASCII(text, at: point, style: style, area: area) { return advanced }
        if let advanced = putScalarsStandingAlone(text, at: point, style: style, area: area) { return advanced }
        var x = point.x
        for grapheme in TerminalText.sanitized(text) {
            let width = TextWidth.of(grapheme)
            guard width > 0 else { continue }
            place(Glyph(String(grapheme)), width: width, at: Point(x: x, y: point.y), style: style, area: area)
            x += width
        }
        return x - point.x
    }

    /// Sets the cells of one grapheme `width` cells wide (1 or 2) at `point` within `area`; one the area's
    /// edge cuts leaves spaces in what is inside (its glyph never made).
    private mutating func place(_ glyph: @autoclosure () -> Glyph, width: Int, at point: Point, style: Style, area: Rect) {
        let (x, y) = (point.x, point.y)
        guard y >= area.y, y < area.maxY, x + width > area.x, x < area.maxX else { return }
        if x < area.x || x + width > area.maxX {
            for column in max(x, area.x) ..< min(x + width, area.maxX) { setCell(x: column, y: y, Cell(" ", style: style)) }
            return
        }
        setCell(x: x, y: y, Cell(glyph(), style: style))
        if width == 2 { setCell(x: x + 1, y: y, Cell(.continuation, style: style)) }
    }

    /// `put` for text that is all printable ASCII, most of what the gallery writes: a cell a byte, with
    /// nothing to sanitise or measure. Nil (nothing written) for any other text.
    private mutating func putPrintableASCII(_ text: String, at point: Point, style: Style, area: Rect) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            let (first, end) = (max(point.x, area.x), min(point.x + bytes.count, area.maxX))
            guard point.y >= area.y, point.y < area.maxY, first < end else { return bytes.count }
            for x in first ..< end {
                setCell(x: x, y: point.y, Cell(Glyph(ascii: bytes[x - point.x]), style: style))
            }
            return bytes.count
        }
    }

    /// `put` for text whose every scalar is a grapheme of its own (``TextWidth/standsAlone(_:)``: Latin,
    /// punctuation, arrows, box drawing; none a control or an override): a cell a scalar (two for a wide
    /// one), without breaking it into graphemes. Nil (nothing written) for any other text.
    private mutating func putScalarsStandingAlone(_ text: String, at point: Point, style: Style, area: Rect) -> Int? {
        guard TextWidth.everyScalarStandsAlone(text) else { return nil }
        var x = point.x
        for scalar in text.unicodeScalars {
            let width = TextWidth.scalarWidth(scalar)
            guard width > 0 else { continue }
            place(Glyph(scalar: scalar), width: width, at: Point(x: x, y: point.y), style: style, area: area)
            x += width
        }
        return x - point.x
    }

    /// Copies `other`'s cells (already sanitised and measured) into `area` from their top-left corner, as
    /// far as both reach; a wide grapheme that the area's or the canvas's edge would cut becomes a space.
    /// What compare mode does with each half, a cell at a time, without making a string of each.
    public mutating func draw(_ other: Canvas, in area: Rect) {
        let visible = Rect(x: area.x, y: area.y, width: min(area.width, other.size.width), height: min(area.height, other.size.height))
            .intersection(bounds)
        guard !visible.isEmpty else { return }
        repairWideNeighbours(row: visible.y ..< visible.maxY, left: visible.x, right: visible.maxX)
        let (width, otherWidth, columns) = (size.width, other.size.width, visible.width)
        // The source's columns after the copied ones start at `right`: a wide grapheme there is cut.
        let (left, right) = (visible.x - area.x, visible.maxX - area.x)
        other.cells.withUnsafeBufferPointer { source in
            cells.withUnsafeMutableBufferPointer { cells in
                for y in visible.y ..< visible.maxY {
                    let (from, to) = ((y - area.y) * otherWidth + left, y * width + visible.x)
                    // A row at once (a cell is plain data: a copy of memory), then its two edges repaired.
                    _ = UnsafeMutableBufferPointer(rebasing: cells[to ..< to + columns])
                        .update(fromContentsOf: UnsafeBufferPointer(rebasing: source[from ..< from + columns]))
                    let last = to + columns - 1
                    let cutOnTheRight = !cells[last].isContinuation && right < otherWidth && source[from + columns].isContinuation
                    if cells[to].isContinuation { cells[to].glyph = .space }
                    if cutOnTheRight { cells[last].glyph = .space }
                }
            }
        }
    }

    /// Writes a cell taken from another canvas (already sanitised and measured); a wide grapheme's
    /// continuation cell is written by the caller, as that canvas has it.
    public mutating func write(_ cell: Cell, at point: Point) {
        setCell(x: point.x, y: point.y, cell)
    }

    /// The rows as plain text (continuation cells omitted).
    public var lines: [String] {
        (0 ..< size.height).map { y in
            (0 ..< size.width).reduce(into: "") { line, x in line += self[x, y].text }
        }
    }

    /// The rows as plain text without trailing spaces, as `render --format text` prints them.
    public var trimmedLines: [String] {
        lines.map { line in String(line[..<(line.lastIndex { $0 != " " }.map(line.index(after:)) ?? line.startIndex)]) }
    }

    /// Writes one cell, first blanking the other half of any wide grapheme it would split.
    private mutating func setCell(x: Int, y: Int, _ cell: Cell) {
        guard bounds.contains(Point(x: x, y: y)) else { return }
        let index = y * size.width + x
        let old = cells[index]
        if old.isContinuation, !cell.isContinuation, x > 0 { cells[index - 1].glyph = .space }
        if !old.isContinuation, x + 1 < size.width, cells[index + 1].isContinuation { cells[index + 1].glyph = .space }
        cells[index] = cell
    }

    /// Before a block of columns is overwritten, blanks the outer halves of wide graphemes it cuts.
    private mutating func repairWideNeighbours(row rows: Range<Int>, left: Int, right: Int) {
        for y in rows {
            if left > 0, cells[y * size.width + left].isContinuation { cells[y * size.width + left - 1].glyph = .space }
            if right < size.width, cells[y * size.width + right].isContinuation { cells[y * size.width + right].glyph = .space }
        }
    }
}
