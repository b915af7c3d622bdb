import VitrineComponents
import VitrineCore

/// Every component and story the gallery shows, in sidebar order.
public struct StoryCatalog: Sendable {
    public let components: [ComponentEntry]

    public init(components: [ComponentEntry]) {
        self.components = components
    }

    /// The catalogue of the design system's components, built once a process.
    public static let standard = designSystem()

    /// Builds the catalogue of the design system's components anew, every story and its content: what
    /// ``standard`` holds (the start-up benchmark measures this).
    public static func designSystem() -> StoryCatalog {
        StoryCatalog(components: [
            ComponentEntry(name: "Avatar", stories: AvatarStories.all, componentTokens: Avatar.requiredTokens),
            ComponentEntry(name: "Profile avatar", stories: ComposedAvatarStories.profile, componentTokens: ProfileAvatar.requiredTokens),
            ComponentEntry(name: "Notification avatar", stories: ComposedAvatarStories.notification,
                           componentTokens: NotificationAvatar.requiredTokens),
            ComponentEntry(name: "Online-status avatar", stories: ComposedAvatarStories.onlineStatus,
                           componentTokens: OnlineStatusAvatar.requiredTokens),
            ComponentEntry(name: "List-button avatar", stories: ComposedAvatarStories.listButton,
                           componentTokens: ListButtonAvatar.requiredTokens),
            ComponentEntry(name: "Badge", stories: BadgeStories.all, componentTokens: Badge.requiredTokens),
            ComponentEntry(name: "Emblem", stories: EmblemStories.all, componentTokens: Emblem.requiredTokens),
            ComponentEntry(name: "AsyncEmblem", stories: AsyncEmblemStories.all, componentTokens: AsyncEmblem.requiredTokens),
            ComponentEntry(name: "Logos", stories: LogoStories.all, componentTokens: LogoView.requiredTokens),
        ])
    }

    /// Tokens the gallery itself draws with.
    public static let galleryTokens = [RenderContext.pageToken.requirement]

    /// Every token a theme must define for the gallery and all components.
    public var requiredTokens: [TokenRequirement] {
        Self.galleryTokens + components.flatMap(\.requiredTokens)
    }

    public var allStories: [Story] { components.flatMap(\.stories) }

    public func story(withID id: String) -> Story? { allStories.first { $0.id == id } }

    /// The values `assignments` (`name=value`, as `--set` gives them) make of the fields of the story at
    /// `position`: nil when there are none, an error naming the field, the value or the story that has no controls.
    public func edits(_ assignments: [String], forStoryAt position: StoryPosition) -> Result<[ControlValue]?, ControlError> {
        guard !assignments.isEmpty else { return .success(nil) }
        let story = components[position.component].stories[position.story]
        guard let set = story.controls?.set else { return .failure(ControlError("--set: story \(story.id) has no controls")) }
        return set.values(applying: assignments).map { $0 == set.defaults ? nil : $0 }
    }

    /// The story at `position`, built with `edits` (one value per field of its controls) when there are
    /// any; paths and URLs in them are read against `environment`.
    public func story(at position: StoryPosition, edits: [ControlValue]? = nil, environment: ControlEnvironment = ControlEnvironment()) -> Story {
        let story = components[position.component].stories[position.story]
        guard let edits, let controls = story.controls else { return story }
        return controls.story(with: edits, environment: environment)
    }

    /// Where story `id` sits in the catalogue.
    public func position(ofStory id: String) -> StoryPosition? {
        for (componentIndex, component) in components.enumerated() {
            if let storyIndex = component.stories.firstIndex(where: { $0.id == id }) {
                return StoryPosition(component: componentIndex, story: storyIndex)
            }
        }
        return nil
    }

    /// The number of stories of each component: the shape the state reducer works on.
    public var shape: [Int] { components.map(\.stories.count) }
}
