import Synchronization
import VitrineComponents
import VitrineCore

/// Every component and story the gallery shows, in sidebar order: a value the gallery's model holds and
/// reads (stories, their controls, the images they wait for).
public struct StoryCatalog: Equatable, Sendable {
    /// The components, kept once however often the catalogue is copied (the model and every frame's
    /// comparison of models hold the same one).
    private let storage: Storage

    public init(components: [ComponentEntry]) {
        storage = Storage(components: components)
    }

    public var components: [ComponentEntry] { storage.components }

    /// Equal when they hold equal components; at once when they hold the same storage (the gallery compares
    /// its model, catalogue included, before every frame).
    public static func == (lhs: StoryCatalog, rhs: StoryCatalog) -> Bool {
        lhs.storage === rhs.storage || lhs.components == rhs.components
    }

    private final class Storage: Sendable {
        let components: [ComponentEntry]
        /// ``requiredTokens``, worked out the first time it is asked for (a start-up with the bundled theme,
        /// compiled, checks none) and kept: every theme load and every `t` compares it with the list a theme
        /// was checked against, at once when both are this one array.
        let requiredTokens: MadeOnce<[TokenRequirement]>
        /// ``unreadPictures``, worked out the first time it is asked for (every story's controls read).
        let unreadPictures = Mutex<Set<String>?>(nil)

        init(components: [ComponentEntry]) {
            self.components = components
            requiredTokens = MadeOnce { StoryCatalog.galleryTokens + components.flatMap(\.requiredTokens) }
        }
    }

    /// The catalogue of the design system's components, built once a process.
    public static let standard = designSystem()

    /// Builds the catalogue of the design system's components anew, every story and its content: what
    /// ``standard`` holds (the start-up benchmark measures this).
    public static func designSystem() -> StoryCatalog {
        StoryCatalog(components: [
            ComponentEntry(AvatarStories.self),
            ComponentEntry(ProfileAvatarStories.self),
            ComponentEntry(NotificationAvatarStories.self),
            ComponentEntry(OnlineStatusAvatarStories.self),
            ComponentEntry(ListButtonAvatarStories.self),
            ComponentEntry(BadgeStories.self),
            ComponentEntry(EmblemStories.self),
            ComponentEntry(AsyncEmblemStories.self),
            ComponentEntry(LogoStories.self),
        ])
    }

    /// The picture files the stories (those of the list sheets too) name and have not read (the samples).
    public var unreadPictures: Set<String> {
        storage.unreadPictures.withLock { known in
            if let known { return known }
            let files = Set((allStories + components.flatMap { $0.list.flatMap(\.entries).map(\.story) }).flatMap(\.unreadPictures))
            known = files
            return files
        }
    }

    /// The catalogue with the contents of its stories' unread picture files taken from `pictures` (by path).
    public func reading(_ pictures: [String: LoadedImage]) -> StoryCatalog {
        StoryCatalog(components: components.map { $0.reading(pictures) })
    }

    /// Tokens the gallery itself draws with.
    public static let galleryTokens = [RenderContext.pageToken.requirement]

    /// Every token a theme must define for the gallery and all components.
    public var requiredTokens: [TokenRequirement] { storage.requiredTokens.value }

    /// True when this catalogue's components read the tokens the standard one's do: at once for the standard
    /// catalogue itself, without working its tokens out.
    public var readsStandardTokens: Bool {
        storage === Self.standard.storage || requiredTokens == Self.standard.requiredTokens
    }

    public var allStories: [Story] { components.flatMap(\.stories) }

    public func story(withID id: String) -> Story? { allStories.first { $0.id == id } }

    /// The values `assignments` (`name=value`, as `--set` gives them) make of the fields of the story at
    /// `position`: nil when there are none, an error naming the field, the value or the story that has no controls.
    public func edits(_ assignments: [String], forStoryAt position: StoryPosition) -> Result<[ControlValue]?, ControlError> {
        guard !assignments.isEmpty else { return .success(nil) }
        let story = components[position.component].stories[position.story]
        let set = story.controls
        guard !set.fields.isEmpty else { return .failure(ControlError("--set: story \(story.id) has no controls")) }
        return set.values(applying: assignments).map { $0 == set.defaults ? nil : $0 }
    }

    /// The story at `position`, built with `edits` (one value per field of its controls) when there are
    /// any; paths and URLs in them are read against `environment`.
    public func story(at position: StoryPosition, edits: [ControlValue]? = nil, environment: ControlEnvironment = ControlEnvironment()) -> Story {
        let story = components[position.component].stories[position.story]
        guard let edits else { return story }
        return story.edited(edits, environment: environment)
    }

    /// The id of the story at `position`, when there is one.
    public func storyID(at position: StoryPosition) -> String? {
        components.indices.contains(position.component) && components[position.component].stories.indices.contains(position.story)
            ? components[position.component].stories[position.story].id : nil
    }

    /// The editable fields of the story at `position` and its own values.
    public func controls(at position: StoryPosition) -> ControlSet? {
        storyID(at: position) == nil ? nil : components[position.component].stories[position.story].controls
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

    /// The sheets the story at `position` has, in `v`'s order: its component's stories, in light and dark
    /// too; the component's matrix and list, when it has them; widths, when its text wraps; states, when it is interactive.
    public func sheetKinds(at position: StoryPosition) -> [StorySheet.Kind] {
        let component = components[position.component]
        let story = component.stories[position.story]
        return [.stories, .modes] + (component.hasMatrix ? [.matrix] : []) + (component.hasList ? [.list] : []) + (component.wraps ? [.widths] : [])
            + (story.isInteractive ? [.states] : [])
    }

    /// The number of stories of each component: the shape the state reducer works on.
    public var shape: [Int] { components.map { $0.stories.count } }
}
