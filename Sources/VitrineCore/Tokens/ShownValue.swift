/// A token's value as the theme gives it: the value and, for a colour, its opacity (Vitrine draws colours
/// opaque, but a theme that changes only a colour's alpha has changed). What listings print (`#0b1a3380`)
/// and what diffs compare.
public struct ShownValue: Equatable, Sendable, CustomStringConvertible {
    public let value: TokenValue
    /// From 0 to 1; 1 for other values.
    public let alpha: Double
    /// A dimension's unit as written when not the point (`px`, `rem`).
    public let unit: String?

    public init(value: TokenValue, alpha: Double = 1, unit: String? = nil) {
        self.value = value
        self.alpha = alpha
        self.unit = unit
    }

    /// The same value, however its unit is written (`16px` and `1rem` are one length).
    public static func == (left: ShownValue, right: ShownValue) -> Bool {
        left.value == right.value && left.alpha == right.alpha
    }

    /// The value as ``TokenValue`` prints it, with a colour's alpha as a fourth hex byte when below 1, and a
    /// dimension in the unit it is written in (`1280px`; `2rem (32pt)`, the points it counts as).
    public var description: String {
        if case let .dimension(points) = value, let unit {
            return unit == "px" ? "\(points.compactDescription)px" : "\((points / 16).compactDescription)\(unit) (\(points.compactDescription)pt)"
        }
        guard case let .color(color) = value, alpha < 1 else { return value.description }
        let byte = String(Int((min(max(alpha, 0), 1) * 255).rounded()), radix: 16)
        return color.description + (byte.count == 1 ? "0" + byte : byte) + (color.paletteFallback.map { " (\($0))" } ?? "")
    }
}

extension ResolvedToken {
    /// The value with a colour's opacity, as the theme writes it.
    public var shown: ShownValue { ShownValue(value: value, alpha: alpha, unit: unit) }
}
