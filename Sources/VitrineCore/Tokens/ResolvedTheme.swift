/// A theme with every token resolved for one appearance: what components read while rendering.
///
/// Components read typed tokens (``value(_:)``) that their theme was validated against when it loaded;
/// tools (the inspector, `themes tokens`) look tokens up by path with ``token(_:)``.
public struct ResolvedTheme: Equatable, Sendable {
    public var name: String
    public var appearance: Appearance
    private var tokens: [TokenPath: ResolvedToken]
    /// Where reads are recorded, for a render made for the inspector.
    private var reads: TokenReadLog?
    /// The paths in order, sorted once for every copy (``sortedTokens``).
    private let order = TokenOrder()

    public init(name: String, appearance: Appearance, tokens: [TokenPath: ResolvedToken]) {
        self.name = name
        self.appearance = appearance
        self.tokens = tokens
    }

    /// The value of `token`. Every component's tokens are required of a theme when it loads, so a
    /// missing token or one of another kind is a programming error (a token the component does not
    /// declare), caught by the catalogue's tests, never drawn as some default colour.
    public func value<Kind>(_ token: DesignToken<Kind>) -> Kind.Value {
        reads?.record(token.path, appearance: appearance)
        guard let value = tokens[token.path].flatMap({ Kind.value(of: $0.value) }) else {
            preconditionFailure("theme \(name) has no \(Kind.kind.rawValue) token \(token.path): is it among the component's required tokens?")
        }
        return value
    }

    /// The value of an optional token (one declared with ``DesignToken/optionalRequirement``), or nil
    /// when the theme does not give it; read like any other when it does.
    public func valueIfPresent<Kind>(_ token: DesignToken<Kind>) -> Kind.Value? {
        guard let value = tokens[token.path].flatMap({ Kind.value(of: $0.value) }) else { return nil }
        reads?.record(token.path, appearance: appearance)
        return value
    }

    /// The colour of `token` (see ``value(_:)``).
    public func color(_ token: ColorToken) -> Color { value(token) }

    /// The token at `path` with its alias chain and description, if the theme has it (not recorded as a read).
    public func token(_ path: TokenPath) -> ResolvedToken? { tokens[path] }

    /// How many tokens the theme has.
    public var count: Int { tokens.count }

    /// The path of every token.
    public var paths: Set<TokenPath> { Set(tokens.keys) }

    /// The path of every token, in order (numbers compared as numbers), worked out once for every copy.
    public var sortedPaths: [TokenPath] { order.paths(of: tokens) }

    /// Every token, in path order (numbers compared as numbers).
    public var sortedTokens: [ResolvedToken] {
        // The paths sorted, not the tokens (a token is a large value: moving 500 of them about made most of
        // a sort's 2.6 M instructions), once for every copy of the theme.
        sortedPaths.compactMap { tokens[$0] }
    }

    /// This theme recording every token read into `log`.
    func recording(into log: TokenReadLog) -> ResolvedTheme {
        var copy = self
        copy.reads = log
        return copy
    }

    /// Themes are equal when their tokens are; where reads are recorded does not matter.
    public static func == (lhs: ResolvedTheme, rhs: ResolvedTheme) -> Bool {
        lhs.name == rhs.name && lhs.appearance == rhs.appearance && lhs.tokens == rhs.tokens
    }
}
