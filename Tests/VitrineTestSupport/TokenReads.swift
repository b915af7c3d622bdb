import VitrineCore

extension Component {
    /// The tokens the component reads when drawn under `theme` (in the order first read), recorded
    /// as the inspector records them.
    public func tokensRead(under theme: ResolvedTheme, width: Int = 80) -> [TokenPath] {
        let (context, reads, _) = RenderContext(theme: theme).recording()
        var canvas = Canvas(size: size(fitting: width, context: context))
        render(in: canvas.bounds, on: &canvas, context: context)
        return reads.reads.map(\.path)
    }
}

extension ResolvedTheme {
    /// This theme with the token at `path` holding `value` instead, or added when it has none (tests that
    /// change one token).
    public func replacing(_ path: TokenPath, with value: TokenValue) -> ResolvedTheme {
        var tokens = Dictionary(uniqueKeysWithValues: sortedTokens.map { ($0.path, $0) })
        tokens[path, default: ResolvedToken(path: path, value: value)].value = value
        return ResolvedTheme(name: name, appearance: appearance, tokens: tokens)
    }
}
