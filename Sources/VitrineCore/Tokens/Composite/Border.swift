/// A border (`border`): its colour, width and stroke style.
public struct Border: Equatable, Sendable, CustomStringConvertible {
    public var color: TranslucentColor
    /// In points.
    public var width: Double
    public var style: StrokeStyle

    public init(color: TranslucentColor, width: Double, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }

    /// `border 1px solid #cccccc`.
    public var description: String { "border \(width.lengthDescription) \(style) \(color)" }
}
