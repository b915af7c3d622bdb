/// A colour a component's content sets (the spec's `initialsColor`, `iconColor`, `textColor`, …): fixed,
/// or a theme token resolved in the theme being drawn, so it follows the theme and dark mode as the
/// spec's `initialsColor = Theme.colors.foreground.brand` does.
public enum ContentColor: Hashable, Sendable {
    case fixed(Color)
    case token(ColorToken)

    /// A fixed 24-bit colour.
    public static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> ContentColor { .fixed(.rgb(r, g, b)) }

    /// The colour under `theme` (a token is read like any other, so the inspector lists it); nil for a
    /// token the theme does not have (one typed into the controls, or a theme switched to since), when
    /// the component's own colour shows.
    public func resolved(in theme: ResolvedTheme) -> Color? {
        switch self {
        case let .fixed(color): return color
        case let .token(token): return theme.valueIfPresent(token)
        }
    }

    /// The colour a control's text names: `#rrggbb` (or `#rgb`), or a token's path
    /// (`theme.color.foreground.brand`); nil for anything else.
    public init?(controlText text: String) {
        if let color = Color(hex: text) {
            self = .fixed(color)
        } else if Self.isTokenPath(text) {
            self = .token(ColorToken(TokenPath(text)))
        } else {
            return nil
        }
    }

    /// True for a dotted path of two names or more, none empty or holding what a token name may not
    /// (`{`, `}`, `$`) or a space.
    private static func isTokenPath(_ text: String) -> Bool {
        let names = text.split(separator: ".", omittingEmptySubsequences: false)
        return names.count > 1 && names.allSatisfy { name in
            !name.isEmpty && !name.unicodeScalars.contains { "{}$".unicodeScalars.contains($0) || $0.properties.isWhitespace }
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
