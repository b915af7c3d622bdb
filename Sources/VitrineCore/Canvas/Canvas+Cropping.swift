extension Canvas {
    /// How many columns from the left hold anything: past them every row only repeats its last cell (the
    /// page a story stands on, filled to the right edge).
    public var contentWidth: Int {
        (0 ..< size.height).map { y in
            let fill = self[size.width - 1, y]
            return ((0 ..< size.width).last { self[$0, y] != fill } ?? -1) + 1
        }.max() ?? 0
    }

    /// The leftmost `width` columns (a wide grapheme the edge cuts becomes a space).
    public func cropped(toWidth width: Int) -> Canvas {
        var copy = Canvas(size: Size(width: min(width, size.width), height: size.height))
        for y in 0 ..< copy.size.height {
            for x in 0 ..< copy.size.width where !self[x, y].isContinuation {
                copy.put(self[x, y].text, at: Point(x: x, y: y), style: self[x, y].style)
            }
        }
        return copy
    }
}
