import VitrineComponents
import VitrineCore

/// One component's stories, in one place: its name in the sidebar, the prefix of its story ids, the
/// fields a designer may edit, how the gallery's interaction shows in a content, the image a content
/// waits for, and the stories themselves. The catalogue lists books; every ``Story`` is a value made
/// from a book's ``StorySpec``.
public protocol StoryBook: Sendable {
    /// The component the stories show.
    associatedtype Shown: Component & Inspectable & Sendable where Shown.Content: Sendable

    /// The component's name in the sidebar, e.g. `Avatar` (search and the tests find it by this name).
    static var name: String { get }
    /// The first part of every story id, e.g. `avatar` in `avatar/initials-large`.
    static var idPrefix: String { get }
    /// What a designer may edit (`e`) and `--set` sets, with the spec's names and limits.
    static var controls: [Control<Shown.Content>] { get }
    /// The stories, in sidebar order.
    static var stories: [StorySpec<Shown.Content>] { get }
    /// `content` as `interaction` shows it (focus and Enter for a story that follows them, the phase of
    /// its image's load); unchanged by default.
    static func content(_ content: Shown.Content, showing interaction: StoryInteraction) -> Shown.Content
    /// The image `content` of story `story` (its name) waits for, which the gallery loads while the story
    /// is shown; `http(s)` URLs load only when `allowingNetwork`. None by default.
    static func imageRequest(for content: Shown.Content, story: String, allowingNetwork: Bool) -> ImageRequest?
    /// The matrix sheet's rows: the component's looks crossed, each row under a label, each story's title
    /// its label in the row (Emblem: an appearance, then its four layouts). None by default.
    static var matrix: [(label: String, specs: [Spec])] { get }
    /// True when the component's text wraps to the width it is given: its stories have a widths sheet.
    static var wraps: Bool { get }
    /// The list sheet's rows: the component in a list of users as an app shows it, a story a user. None
    /// by default.
    static var list: [Spec] { get }
}

extension StoryBook {
    /// A story of this book.
    public typealias Spec = StorySpec<Shown.Content>

    public static func content(_ content: Shown.Content, showing interaction: StoryInteraction) -> Shown.Content { content }

    public static func imageRequest(for content: Shown.Content, story: String, allowingNetwork: Bool) -> ImageRequest? { nil }

    public static var matrix: [(label: String, specs: [Spec])] { [] }

    public static var wraps: Bool { false }

    public static var list: [Spec] { [] }
}
