/// Where a story sits in the catalogue: its component's index and its own index there.
public struct StoryPosition: Hashable, Sendable {
    public var component: Int
    public var story: Int

    public init(component: Int, story: Int) {
        self.component = component
        self.story = story
    }
}
