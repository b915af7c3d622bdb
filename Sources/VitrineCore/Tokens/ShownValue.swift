/// A token's value as the theme gives it: the value and, for a colour, its opacity (Vitrine draws colours
/// opaque, but a theme that changes only a colour's alpha has changed). What listings print (`#0b1a3380`)
/// and what diffs compare.
public struct ShownValue: Equatable, Sendable, CustomStringConvertible {
    public let value: TokenValue
    /// From 0 to 1; 1 for other values.
    public let alpha: Double

    public init(value: TokenValue, alpha: Double = 1) {
        self.value = value
        self.alpha = alpha
    }

    /// The value as ``TokenValue`` prints it, with a colour's alpha as a fourth hex byte when below 1.
    public var description: String {
        guard case let .color(color) = value, alpha < 1 else { return value.description }
        let byte = String(Int((min(max(alpha, 0), 1) * 255).rounded()), radix: 16)
        return color.description + (byte.count == 1 ? "0" + byte : byte) + (color.paletteFallback.map { " (\($0))" } ?? "")
    }
}

extension ResolvedToken {
    /// The value with a colour's opacity, as the theme writes it.
    public var shown: ShownValue { ShownValue(value: value, alpha: alpha) }
}
