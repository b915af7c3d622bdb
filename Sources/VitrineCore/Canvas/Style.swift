/// How a cell looks: foreground and background colours plus attributes.
/// Kept in two words, the colours packed (``Color/packed``) and the attributes in the top byte of the
/// first: comparing and hashing a style is then two comparisons of words, where a terminal compares
/// thirty thousand cells' styles for a 300×100 frame, and a ``Cell`` is 32 bytes.
public struct Style: Hashable, Sendable, CustomStringConvertible {
    /// The foreground's packed colour, and the attributes in bits 56–63.
    @usableFromInline var packedForeground: UInt64
    /// The background's packed colour.
    @usableFromInline var packedBackground: UInt64

    private static let attributeShift: UInt64 = 56
    private static let colorBits: UInt64 = (1 << attributeShift) - 1

    public init(foreground: Color = .terminalDefault, background: Color = .terminalDefault,
                attributes: TextAttributes = []) {
        packedForeground = foreground.packed | UInt64(attributes.rawValue) << Self.attributeShift
        packedBackground = background.packed
    }

    public var foreground: Color {
        get { Color(packed: packedForeground & Self.colorBits) }
        set { packedForeground = packedForeground & ~Self.colorBits | newValue.packed }
    }

    public var background: Color {
        get { Color(packed: packedBackground) }
        set { packedBackground = newValue.packed }
    }

    public var attributes: TextAttributes {
        get { TextAttributes(rawValue: UInt8(truncatingIfNeeded: packedForeground >> Self.attributeShift)) }
        set { packedForeground = packedForeground & Self.colorBits | UInt64(newValue.rawValue) << Self.attributeShift }
    }

    @inlinable
    public static func == (lhs: Style, rhs: Style) -> Bool {
        lhs.packedForeground == rhs.packedForeground && lhs.packedBackground == rhs.packedBackground
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
