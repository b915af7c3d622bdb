/// How the user is interacting with an interactive story: focus on the story pane, and whether
/// Enter has toggled it on.
public struct StoryInteraction: Equatable, Sendable {
    public var isFocused: Bool
    public var isActivated: Bool

    public init(isFocused: Bool = false, isActivated: Bool = false) {
        self.isFocused = isFocused
        self.isActivated = isActivated
    }
}
