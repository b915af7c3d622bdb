/// Light or dark: which of a token's values a theme resolves to.
public enum Appearance: String, CaseIterable, Sendable {
    case light
    case dark

    /// The other appearance.
    public var toggled: Appearance { self == .light ? .dark : .light }
}
