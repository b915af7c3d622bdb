/// One cell that differs between two frames.
public struct CellChange: Equatable, Sendable {
    public var point: Point
    public var cell: Cell
}

extension Canvas {
    /// The cells of this canvas that differ from `previous`, in row order; every cell when the sizes
    /// differ or there is no previous frame. Continuation cells are never reported: their wide grapheme
    /// covers them (and a wide grapheme equal to the previous one has an equal continuation, as only
    /// `put` makes them).
    public func changes(since previous: Canvas?) -> [CellChange] {
        let comparable = previous?.size == size ? previous : nil
        return cells.indices.compactMap { index in
            let cell = cells[index]
            guard !cell.isContinuation, comparable?.cells[index] != cell else { return nil }
            return CellChange(point: Point(x: index % size.width, y: index / size.width), cell: cell)
        }
    }
}
