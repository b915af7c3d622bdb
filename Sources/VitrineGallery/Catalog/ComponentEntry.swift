import VitrineCore

/// A component in the gallery's sidebar and its stories.
public struct ComponentEntry: Sendable {
    public let name: String
    public let stories: [Story]
    /// Every token the component or its stories' content may read, for theme validation.
    public let requiredTokens: [TokenRequirement]

    /// `componentTokens` are the component's own (its `requiredTokens`); the tokens its stories'
    /// content names are added.
    public init(name: String, stories: [Story], componentTokens: [TokenRequirement]) {
        self.name = name
        self.stories = stories
        var seen = Set<TokenRequirement>()
        requiredTokens = (componentTokens + stories.flatMap(\.contentTokens)).filter { seen.insert($0).inserted }
    }
}
