/// A token some component reads, and the kind of value it needs: what a theme is validated against.
/// An optional one (a logo's art for one size) may be missing, but must be of its kind when present.
public struct TokenRequirement: Hashable, Sendable {
    public let path: TokenPath
    public let kind: TokenValue.Kind
    public let isOptional: Bool
    /// The strings a string token may hold; empty when any will do.
    public let allowedValues: [String]

    public init(path: TokenPath, kind: TokenValue.Kind, isOptional: Bool = false, allowedValues: [String] = []) {
        self.path = path
        self.kind = kind
        self.isOptional = isOptional
        self.allowedValues = allowedValues
    }

    /// Why `value` cannot stand for this token, or nil when it can: the kind is checked elsewhere, this
    /// checks a string against the allowed ones (the string quoted sanitised and cut at 40 columns).
    public func refusal(of value: TokenValue) -> String? {
        guard !allowedValues.isEmpty, case let .string(string) = value, !allowedValues.contains(string) else { return nil }
        return "a component needs one of " + allowedValues.map { "\"\($0)\"" }.joinedText(separator: ", ") + " here, not \"\(TextWrapper.truncate(TerminalText.sanitized(string), width: 40, ellipsis: "…"))\""
    }
}
