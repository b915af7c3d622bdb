/// A token after aliases are followed, for one appearance.
public struct ResolvedToken: Equatable, Sendable {
    public var path: String
    public var value: TokenValue
    /// The tokens followed to reach the value, starting with the aliased one (empty for a literal).
    public var aliasChain: [String]
    public var description: String?
}
