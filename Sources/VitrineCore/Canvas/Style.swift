/// How a cell looks: foreground and background colours plus attributes.
public struct Style: Hashable, Sendable, CustomStringConvertible {
    public var foreground: Color
    public var background: Color
    public var attributes: TextAttributes

    public init(foreground: Color = .terminalDefault, background: Color = .terminalDefault,
                attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// Inlinable: a terminal compares thirty thousand cells' styles for a 300×100 frame.
    @inlinable
    public static func == (lhs: Style, rhs: Style) -> Bool {
        lhs.foreground == rhs.foreground && lhs.background == rhs.background && lhs.attributes == rhs.attributes
    }

    /// The terminal's default colours, no attributes.
    public static let plain = Style()

    /// This style with `extra` attributes added.
    public func adding(_ extra: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    public var description: String {
        var parts = ["fg=\(foreground)", "bg=\(background)"]
        parts += TextAttributes.named.filter { attributes.contains($0.0) }.map(\.1)
        return parts.joined(separator: " ")
    }
}
