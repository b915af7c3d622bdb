/// One cell that differs between two frames.
public struct CellChange: Equatable, Sendable {
    public var point: Point
    public var cell: Cell
}

extension Canvas {
    /// The cells of this canvas that differ from `previous`; every cell when the sizes differ or there is
    /// no previous frame. Continuation cells are never reported: their wide grapheme covers them.
    public func changes(since previous: Canvas?) -> [CellChange] {
        let comparable = previous?.size == size ? previous : nil
        var result: [CellChange] = []
        for y in 0 ..< size.height {
            for x in 0 ..< size.width {
                let cell = self[x, y]
                if cell.isContinuation { continue }
                if let comparable, comparable[x, y] == cell, !isWideAndNeighbourChanged(x: x, y: y, previous: comparable) {
                    continue
                }
                result.append(CellChange(point: Point(x: x, y: y), cell: cell))
            }
        }
        return result
    }

    /// True when a wide grapheme at (x, y) is unchanged but its continuation cell was something else.
    private func isWideAndNeighbourChanged(x: Int, y: Int, previous: Canvas) -> Bool {
        x + 1 < size.width && self[x + 1, y].isContinuation && previous[x + 1, y] != self[x + 1, y]
    }
}
