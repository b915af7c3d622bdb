/// An animated change (`transition`): how long it takes, after what delay, on which curve.
public struct Transition: Equatable, Sendable, CustomStringConvertible {
    /// In milliseconds.
    public var duration: Double
    /// In milliseconds.
    public var delay: Double
    /// x1 y1 x2 y2, as a `cubicBezier` token.
    public var timingFunction: [Double]

    public init(duration: Double, delay: Double, timingFunction: [Double]) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }

    /// `transition 200ms cubic-bezier(0.5, 0, 1, 1) 0ms`, as CSS orders it.
    public var description: String {
        "transition \(duration.compactDescription)ms \(TokenValue.cubicBezier(timingFunction)) \(delay.compactDescription)ms"
    }
}
