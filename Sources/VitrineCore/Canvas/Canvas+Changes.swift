/// One cell that differs between two frames.
public struct CellChange: Equatable, Sendable {
    public var point: Point
    public var cell: Cell
}

extension Canvas {
    /// The cells of this canvas that differ from `previous`; every cell when the sizes differ or there is
    /// no previous frame. Continuation cells are never reported: their wide grapheme covers them (and a
    /// wide grapheme equal to the previous one has an equal continuation, as only `put` makes them).
    public func changes(since previous: Canvas?) -> [CellChange] {
        let comparable = previous?.size == size ? previous : nil
        var result: [CellChange] = []
        for (index, cell) in cells.enumerated() where !cell.isContinuation {
            if let comparable, comparable.cells[index] == cell { continue }
            result.append(CellChange(point: Point(x: index % size.width, y: index / size.width), cell: cell))
        }
        return result
    }
}
