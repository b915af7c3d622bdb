/// A token some component reads, and the kind of value it needs: what a theme is validated against.
public struct TokenRequirement: Hashable, Sendable {
    public let path: TokenPath
    public let kind: TokenValue.Kind

    public init(path: TokenPath, kind: TokenValue.Kind) {
        self.path = path
        self.kind = kind
    }
}
