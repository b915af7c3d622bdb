/// How a cell looks: foreground and background colours plus attributes.
/// Kept in 12 bytes, the colours packed (``Color/packed``, 44 bits each) beside the attributes: comparing
/// and hashing a style is then two comparisons of words, where a terminal compares thirty thousand cells'
/// styles for a 300×100 frame, and a ``Cell`` with its glyph is 16 bytes.
public struct Style: Hashable, Sendable, CustomStringConvertible {
    /// The foreground's packed colour (bits 0–43), the attributes (44–51) and the background's first
    /// 12 bits (52–63).
    @usableFromInline var low: UInt64
    /// The background's other 32 bits.
    @usableFromInline var high: UInt32

    private static let attributeShift = UInt64(Color.packedBits)
    private static let backgroundShift = attributeShift + 8
    private static let colorBits: UInt64 = (1 << attributeShift) - 1

    public init(foreground: Color = .terminalDefault, background: Color = .terminalDefault,
                attributes: TextAttributes = []) {
        low = foreground.packed | UInt64(attributes.rawValue) << Self.attributeShift
        high = 0
        self.background = background
    }

    public var foreground: Color {
        get { Color(packed: low & Self.colorBits) }
        set { low = low & ~Self.colorBits | newValue.packed }
    }

    public var background: Color {
        get { Color(packed: low >> Self.backgroundShift | UInt64(high) << (64 - Self.backgroundShift)) }
        set {
            let packed = newValue.packed
            low = low & ((1 << Self.backgroundShift) - 1) | packed << Self.backgroundShift
            high = UInt32(truncatingIfNeeded: packed >> (64 - Self.backgroundShift))
        }
    }

    public var attributes: TextAttributes {
        get { TextAttributes(rawValue: UInt8(truncatingIfNeeded: low >> Self.attributeShift)) }
        set { low = low & ~(0xFF << Self.attributeShift) | UInt64(newValue.rawValue) << Self.attributeShift }
    }

    @inlinable
    public static func == (lhs: Style, rhs: Style) -> Bool {
        lhs.low == rhs.low && lhs.high == rhs.high
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
        return parts.joinedText(separator: " ")
    }
}
