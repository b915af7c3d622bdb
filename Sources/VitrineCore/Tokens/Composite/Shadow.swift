/// One shadow (`shadow`; a token may hold a list of them, drawn in order).
public struct Shadow: Equatable, Sendable, CustomStringConvertible {
    public var color: TranslucentColor
    /// Offsets, blur radius and spread in points.
    public var offsetX: Double
    public var offsetY: Double
    public var blur: Double
    public var spread: Double
    /// True for a shadow inside the element's edge.
    public var inset: Bool

    public init(color: TranslucentColor, offsetX: Double, offsetY: Double, blur: Double, spread: Double, inset: Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }

    /// As CSS's `box-shadow` writes it, without the spread when it is 0: `0 4px 8px #00000080`.
    public var description: String {
        let lengths = [offsetX, offsetY, blur] + (spread == 0 ? [] : [spread])
        return (inset ? "inset " : "") + lengths.map(\.lengthDescription).joinedText(separator: " ") + " \(color)"
    }
}
