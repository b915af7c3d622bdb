import Foundation

/// A theme with every token resolved for one appearance: what components read while rendering.
public struct ResolvedTheme: Equatable, Sendable {
    public var name: String
    public var appearance: Appearance
    public var tokens: [String: ResolvedToken]

    public init(name: String, appearance: Appearance, tokens: [String: ResolvedToken]) {
        self.name = name
        self.appearance = appearance
        self.tokens = tokens
    }

    /// The colour of token `path`; the terminal default if the theme has no such colour (themes are
    /// validated against every component's required tokens when loaded, so this is not expected).
    public func color(_ path: String) -> Color {
        if case let .color(color)? = tokens[path]?.value { return color }
        return .terminalDefault
    }

    /// Every token, in path order with numbers compared as numbers (`category-2` before `category-10`).
    public var sortedTokens: [ResolvedToken] {
        tokens.values.sorted { Self.pathOrder($0.path, $1.path) }
    }

    /// Path order with numbers compared as numbers.
    public static func pathOrder(_ first: String, _ second: String) -> Bool {
        first.compare(second, options: .numeric) == .orderedAscending
    }
}
