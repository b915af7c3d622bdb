/// A token after aliases are followed, for one appearance.
public struct ResolvedToken: Equatable, Sendable {
    public var path: TokenPath
    public var value: TokenValue
    /// The tokens followed to reach the value, starting with the aliased one (empty for a literal).
    public var aliasChain: [TokenPath]
    public var description: String?
    /// `$deprecated`: why the token should no longer be used ("deprecated" when the theme says only that).
    public var deprecated: String?

    public init(path: TokenPath, value: TokenValue, aliasChain: [TokenPath] = [], description: String? = nil, deprecated: String? = nil) {
        self.path = path
        self.value = value
        self.aliasChain = aliasChain
        self.description = description
        self.deprecated = deprecated
    }
}
