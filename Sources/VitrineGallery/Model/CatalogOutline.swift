/// What the model knows of the catalogue without its components: how many stories each component has,
/// which stories wait for an image, and which animate while that image loads (the loading shimmer).
public struct CatalogOutline: Equatable, Sendable {
    /// The number of stories of each component.
    public let shape: [Int]
    /// Stories whose component waits for an image; the gallery loads it while the story is shown.
    public let storiesWithImages: Set<StoryPosition>
    /// Stories that animate while their image loads (or always, without an image).
    public let animatedStories: Set<StoryPosition>
    /// Each story's id and title, by component (what `y` names and search finds), and each component's name.
    public let storyIDs: [[String]]
    public let storyTitles: [[String]]
    public let componentNames: [String]
    /// Each editable story's fields and their values as the story comes (`e`).
    public let controls: [StoryPosition: ControlSet]

    public init(shape: [Int], storiesWithImages: Set<StoryPosition> = [], animatedStories: Set<StoryPosition> = [],
                storyIDs: [[String]] = [], storyTitles: [[String]] = [], componentNames: [String] = [],
                controls: [StoryPosition: ControlSet] = [:]) {
        self.shape = shape
        self.storiesWithImages = storiesWithImages
        self.animatedStories = animatedStories
        self.storyIDs = storyIDs
        self.storyTitles = storyTitles
        self.componentNames = componentNames
        self.controls = controls
    }

    /// The id of the story at `position`, when known.
    public func storyID(at position: StoryPosition) -> String? {
        storyIDs.indices.contains(position.component) && storyIDs[position.component].indices.contains(position.story)
            ? storyIDs[position.component][position.story] : nil
    }

    /// The outline of `catalog`.
    public init(_ catalog: StoryCatalog) {
        var images: Set<StoryPosition> = [], animated: Set<StoryPosition> = [], controls: [StoryPosition: ControlSet] = [:]
        for (component, entry) in catalog.components.enumerated() {
            for (index, story) in entry.stories.enumerated() {
                let position = StoryPosition(component: component, story: index)
                if story.imageRequest != nil { images.insert(position) }
                if story.interacting(StoryInteraction(imagePhase: .loading)).isAnimating { animated.insert(position) }
                if let set = story.controls?.set { controls[position] = set }
            }
        }
        self.init(shape: catalog.shape, storiesWithImages: images, animatedStories: animated,
                  storyIDs: catalog.components.map { $0.stories.map(\.id) }, storyTitles: catalog.components.map { $0.stories.map(\.title) },
                  componentNames: catalog.components.map(\.name), controls: controls)
    }
}
