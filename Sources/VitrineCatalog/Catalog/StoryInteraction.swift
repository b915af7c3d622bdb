
/// How the user and the story's image loader have moved an interactive story on: focus on the story
/// pane, whether Enter has toggled it on, and where loading its image stands.
public struct StoryInteraction: Equatable, Sendable {
    public var isFocused: Bool
    public var isActivated: Bool
    public var imagePhase: ImagePhase

    public init(isFocused: Bool = false, isActivated: Bool = false, imagePhase: ImagePhase = .loading) {
        self.isFocused = isFocused
        self.isActivated = isActivated
        self.imagePhase = imagePhase
    }
}
