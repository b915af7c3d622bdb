/// A token some component reads, and the kind of value it needs: what a theme is validated against.
/// An optional one (a logo's art for one size) may be missing, but must be of its kind when present.
public struct TokenRequirement: Hashable, Sendable {
    public let path: TokenPath
    public let kind: TokenValue.Kind
    public let isOptional: Bool

    public init(path: TokenPath, kind: TokenValue.Kind, isOptional: Bool = false) {
        self.path = path
        self.kind = kind
        self.isOptional = isOptional
    }
}
