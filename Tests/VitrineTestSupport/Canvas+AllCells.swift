import VitrineCore

extension Canvas {
    /// Every cell, row by row.
    public var allCells: [Cell] {
        (0 ..< size.height).flatMap { y in (0 ..< size.width).map { self[$0, y] } }
    }
}
