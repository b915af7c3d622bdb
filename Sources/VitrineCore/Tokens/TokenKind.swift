/// The kind of value a ``DesignToken`` holds, and how to take it out of a resolved ``TokenValue``.
public protocol TokenKind: Sendable {
    associatedtype Value
    static var kind: TokenValue.Kind { get }
    /// The value when `token` is of this kind.
    static func value(of token: TokenValue) -> Value?
}

/// Colours (`$type: color`).
public enum ColorKind: TokenKind {
    public static let kind = TokenValue.Kind.color
    public static func value(of token: TokenValue) -> Color? {
        if case let .color(color) = token { return color }
        return nil
    }
}

/// Lengths in points (`$type: dimension`).
public enum DimensionKind: TokenKind {
    public static let kind = TokenValue.Kind.dimension
    public static func value(of token: TokenValue) -> Double? {
        if case let .dimension(points) = token { return points }
        return nil
    }
}

/// Text art (`$type: art`).
public enum ArtKind: TokenKind {
    public static let kind = TokenValue.Kind.art
    public static func value(of token: TokenValue) -> TextArt? {
        if case let .art(art) = token { return art }
        return nil
    }
}

/// Durations in milliseconds (`$type: duration`).
public enum DurationKind: TokenKind {
    public static let kind = TokenValue.Kind.duration
    public static func value(of token: TokenValue) -> Double? {
        if case let .duration(milliseconds) = token { return milliseconds }
        return nil
    }
}

/// Timing curves, x1 y1 x2 y2 (`$type: cubicBezier`).
public enum CubicBezierKind: TokenKind {
    public static let kind = TokenValue.Kind.cubicBezier
    public static func value(of token: TokenValue) -> [Double]? {
        if case let .cubicBezier(points) = token { return points }
        return nil
    }
}

/// Text styles (`$type: typography`).
public enum TypographyKind: TokenKind {
    public static let kind = TokenValue.Kind.typography
    public static func value(of token: TokenValue) -> Typography? {
        if case let .typography(typography) = token { return typography }
        return nil
    }
}

/// Words (`$type: string`), such as a choice among a few named styles.
public enum StringKind: TokenKind {
    public static let kind = TokenValue.Kind.string
    public static func value(of token: TokenValue) -> String? {
        if case let .string(string) = token { return string }
        return nil
    }
}
