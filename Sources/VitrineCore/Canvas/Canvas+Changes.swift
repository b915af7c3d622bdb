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
        var result: [CellChange] = []
        forEachChange(since: previous) { result.append(CellChange(point: $0, cell: $1)) }
        return result
    }

    /// Calls `body` with each cell that differs from `previous`, in row order, as ``changes(since:)``
    /// lists them, without building the list (a first frame at 300×100 is thirty thousand cells).
    /// - Returns: how many cells changed.
    @discardableResult
    public func forEachChange(since previous: Canvas?, _ body: (Point, Cell) -> Void) -> Int {
        let comparable = previous?.size == size ? previous : nil
        var count = 0
        cells.withUnsafeBufferPointer { cells in
            for index in cells.indices where !cells[index].isContinuation {
                if let comparable, comparable.cells[index] == cells[index] { continue }
                body(Point(x: index % size.width, y: index / size.width), cells[index])
                count += 1
            }
        }
        return count
    }
}
