import VitrineComponents
import VitrineCore

/// Every component and story the gallery shows, in sidebar order.
public struct StoryCatalog: Sendable {
    public let components: [ComponentEntry]

    public init(components: [ComponentEntry]) {
        self.components = components
    }

    /// The catalogue of the design system's components.
    public static let standard = StoryCatalog(components: [
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

    /// Tokens the gallery itself draws with.
    public static let galleryTokens = [RenderContext.pageToken.requirement]

    /// Every token a theme must define for the gallery and all components.
    public var requiredTokens: [TokenRequirement] {
        Self.galleryTokens + components.flatMap(\.requiredTokens)
    }

    public var allStories: [Story] { components.flatMap(\.stories) }

    public func story(withID id: String) -> Story? { allStories.first { $0.id == id } }

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
