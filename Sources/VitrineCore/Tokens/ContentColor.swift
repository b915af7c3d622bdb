/// A colour a component's content sets (the spec's `initialsColor`, `iconColor`, `textColor`, …): fixed,
/// or a theme token resolved in the theme being drawn, so it follows the theme and dark mode as the
/// spec's `initialsColor = Theme.colors.foreground.brand` does.
public enum ContentColor: Hashable, Sendable {
    case fixed(Color)
    case token(ColorToken)

    /// A fixed 24-bit colour.
    public static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> ContentColor { .fixed(.rgb(r, g, b)) }

    /// The colour under `theme` (a token is read like any other, so the inspector lists it).
    public func resolved(in theme: ResolvedTheme) -> Color {
        switch self {
        case let .fixed(color): return color
        case let .token(token): return theme.color(token)
        }
    }

    /// What a theme must hold for this colour: nil for a fixed colour.
    public var requirement: TokenRequirement? {
        guard case let .token(token) = self else { return nil }
        return token.requirement
    }

    /// How a story's summary names it: the token's path, or the colour.
    public var summary: String {
        switch self {
        case let .fixed(color): return color.description
        case let .token(token): return token.path.description
        }
    }
}
