/// A width and height in cells; negative values are treated as zero wherever a size is used.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// True when either side is zero or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// True when both sides are at least those of `other`.
    public func contains(_ other: Size) -> Bool { width >= other.width && height >= other.height }

    public var description: String { "\(width)×\(height)" }
}
