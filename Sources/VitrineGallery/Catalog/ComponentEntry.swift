import VitrineCore

/// A component in the gallery's sidebar and its stories.
public struct ComponentEntry: Sendable {
    public let name: String
    public let stories: [Story]
    /// Every token the component may read, for theme validation.
    public let requiredTokens: [TokenRequirement]
}
