/// One stop of a gradient (`gradient` holds a list of them).
public struct GradientStop: Equatable, Sendable, CustomStringConvertible {
    public var color: TranslucentColor
    /// Where along the gradient, from 0 to 1 (the format clamps values outside).
    public var position: Double

    public init(color: TranslucentColor, position: Double) {
        self.color = color
        self.position = position
    }

    /// `#ff0000 50%`.
    public var description: String { "\(color) \((position * 100).compactDescription)%" }
}
