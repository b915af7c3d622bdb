/// A token a component reads: its path, and (by the type parameter) the kind of value it must hold,
/// e.g. `ColorToken("theme.color.badge.danger.background")`.
///
/// A theme is validated against every component's ``TokenRequirement``s when it loads, so reading a
/// declared token from a loaded theme always finds a value of the right kind.
public struct DesignToken<Kind: TokenKind>: Hashable, Sendable {
    public let path: TokenPath

    public init(_ path: TokenPath) {
        self.path = path
    }

    /// What a theme must hold for this token.
    public var requirement: TokenRequirement { TokenRequirement(path: path, kind: Kind.kind) }

    /// What a theme may hold for this token: nothing, or a value of its kind.
    public var optionalRequirement: TokenRequirement { TokenRequirement(path: path, kind: Kind.kind, isOptional: true) }

    /// What a theme may hold for this token: nothing, or one of `values` (a string token naming a choice).
    public func optionalRequirement(oneOf values: [String]) -> TokenRequirement {
        TokenRequirement(path: path, kind: Kind.kind, isOptional: true, allowedValues: values)
    }
}

/// A token whose value is a colour.
public typealias ColorToken = DesignToken<ColorKind>
/// A token whose value is a length in points.
public typealias DimensionToken = DesignToken<DimensionKind>
/// A token whose value is text art read from a file.
public typealias ArtToken = DesignToken<ArtKind>
/// A token whose value is a duration in milliseconds.
public typealias DurationToken = DesignToken<DurationKind>
/// A token whose value is a timing curve.
public typealias CubicBezierToken = DesignToken<CubicBezierKind>
/// A token whose value is a text style.
public typealias TypographyToken = DesignToken<TypographyKind>
/// A token whose value is a word, such as a named style.
public typealias StringToken = DesignToken<StringKind>

extension DesignToken: ExpressibleByStringInterpolation {
    /// A token written as its path: `let page: ColorToken = "theme.color.background.page"`.
    public init(stringLiteral path: String) {
        self.init(TokenPath(path))
    }
}
