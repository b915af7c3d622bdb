/// A token after aliases are followed, for one appearance.
public struct ResolvedToken: Equatable, Sendable {
    public var path: TokenPath
    public var value: TokenValue
    /// The tokens followed to reach the value, starting with the aliased one (empty for a literal).
    public var aliasChain: [TokenPath]
    public var description: String?
    /// `$deprecated`: why the token should no longer be used ("deprecated" when the theme says only that).
    public var deprecated: String?
    /// A colour's opacity as the theme writes it (`#rrggbbaa`, `alpha`), from 0 to 1; 1 for other values.
    /// Vitrine draws colours opaque; composites (a shadow's colour) keep it for printing.
    public var alpha: Double
    /// A dimension's unit as the theme writes it when not the point (`px`, `rem`), for showing it so; the
    /// value is in points whatever the unit.
    public var unit: String?

    public init(path: TokenPath, value: TokenValue, aliasChain: [TokenPath] = [], description: String? = nil, deprecated: String? = nil,
                alpha: Double = 1, unit: String? = nil) {
        self.path = path
        self.alpha = alpha
        self.unit = unit
        self.value = value
        self.aliasChain = aliasChain
        self.description = description
        self.deprecated = deprecated
    }
}
