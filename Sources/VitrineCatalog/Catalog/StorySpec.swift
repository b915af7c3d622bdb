/// One story as a book writes it: a name (the id's second part), a title, a line on what it shows, and
/// the component's content, a value.
public struct StorySpec<Content: Equatable & Sendable>: Equatable, Sendable {
    /// `danger` in `badge/danger`.
    public let name: String
    public let title: String
    /// One line on what the story shows.
    public let summary: String
    public let content: Content
    /// True when the content follows the gallery's interaction (``StoryBook/content(_:showing:)``): focus,
    /// Enter, the phase of its image's load.
    public let isInteractive: Bool

    public init(_ name: String, _ title: String, _ summary: String, _ content: Content, interactive: Bool = false) {
        self.name = name
        self.title = title
        self.summary = summary
        self.content = content
        self.isInteractive = interactive
    }
}
