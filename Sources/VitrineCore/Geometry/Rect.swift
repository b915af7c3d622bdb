/// A rectangle of cells: `origin` is its top-left cell; `maxX`/`maxY` are exclusive.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var x: Int { origin.x }
    public var y: Int { origin.y }
    public var width: Int { max(0, size.width) }
    public var height: Int { max(0, size.height) }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { size.isEmpty }

    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The cells both rectangles cover; an empty rectangle when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The same rectangle moved right by `offset.x` and down by `offset.y`.
    public func offset(by offset: Point) -> Rect {
        Rect(origin: Point(x: x + offset.x, y: y + offset.y), size: size)
    }

    /// The rectangle shrunk by the given margins (never below zero size).
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y + top,
             width: max(0, width - left - right), height: max(0, height - top - bottom))
    }

    /// The first `rows` rows of this rectangle, and the remainder below them.
    public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
        let taken = min(max(0, rows), height)
        return (Rect(x: x, y: y, width: width, height: taken),
                Rect(x: x, y: y + taken, width: width, height: height - taken))
    }

    /// The first `columns` columns of this rectangle, and the remainder to their right.
    public func splitLeft(_ columns: Int) -> (left: Rect, rest: Rect) {
        let taken = min(max(0, columns), width)
        return (Rect(x: x, y: y, width: taken, height: height),
                Rect(x: x + taken, y: y, width: width - taken, height: height))
    }

    /// A rectangle of `size` centred in this one (clipped to it).
    public func centered(_ size: Size) -> Rect {
        let w = min(max(0, size.width), width), h = min(max(0, size.height), height)
        return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
    }
}
