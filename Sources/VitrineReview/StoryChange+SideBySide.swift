import VitrineCore

extension StoryChange {
    /// Before and after next to each other under a heading, and under each row that changed a row of
    /// `marker`s beneath the changed cells of both sides: what `vitrine diff` prints.
    public func sideBySide(marker: String = "^", gap: Int = 3) -> Canvas {
        let left = max(before.size.width, TextWidth.of("before"))
        let right = left + gap
        let height = max(before.size.height, after.size.height)
        let changedRows = Dictionary(grouping: changedCells, by: \.y)
        var canvas = Canvas(size: Size(width: right + max(after.size.width, TextWidth.of("after")),
                                       height: 1 + height + changedRows.count))
        let heading = Style(attributes: .bold)
        canvas.put("before", at: .zero, style: heading)
        canvas.put("after", at: Point(x: right, y: 0), style: heading)
        var row = 1
        for y in 0 ..< height {
            Self.copyRow(y, of: before, to: &canvas, at: Point(x: 0, y: row))
            Self.copyRow(y, of: after, to: &canvas, at: Point(x: right, y: row))
            row += 1
            guard let cells = changedRows[y] else { continue }
            for cell in cells {
                canvas.put(marker, at: Point(x: cell.x, y: row), style: heading)
                canvas.put(marker, at: Point(x: right + cell.x, y: row), style: heading)
            }
            row += 1
        }
        return canvas
    }

    private static func copyRow(_ y: Int, of source: Canvas, to canvas: inout Canvas, at origin: Point) {
        guard y < source.size.height else { return }
        for x in 0 ..< source.size.width where !source[x, y].isContinuation {
            canvas.put(source[x, y].text, at: Point(x: origin.x + x, y: origin.y), style: source[x, y].style)
        }
    }
}
