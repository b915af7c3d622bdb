/// A colour with its opacity, as composite tokens (shadows, gradients, borders) write it.
///
/// Vitrine draws every colour opaque; the opacity is kept so that `themes tokens` and `themes diff` show
/// what the theme says (`#00000080`).
public struct TranslucentColor: Equatable, Sendable, CustomStringConvertible {
    public var color: Color
    /// From 0 (transparent) to 1 (opaque).
    public var alpha: Double

    public init(_ color: Color, alpha: Double = 1) {
        self.color = color
        self.alpha = alpha
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var description: String {
        guard alpha < 1, case .some = color.rgbValue else { return color.description }
        let byte = Int((max(0, alpha) * 255).rounded())
        return color.description + (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }
}
