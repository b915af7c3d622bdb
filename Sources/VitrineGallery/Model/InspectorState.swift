import VitrineCatalog

/// The inspector beside the story: shown or hidden (`i`), and how far it is scrolled (`J`, `K`) for the story
/// it shows; another story starts at the top. Part of ``GalleryModel``.
public struct InspectorState: Equatable, Sendable {
    public private(set) var isVisible = true
    /// How many lines it is scrolled down, for ``story``.
    public private(set) var scroll = 0
    /// The story ``scroll`` is for.
    private var story: StoryPosition?

    /// How many lines a scroll key moves the inspector.
    public static let step = 5

    mutating func toggle() { isVisible.toggle() }
    mutating func scrollDown() { scroll += Self.step }
    mutating func scrollUp() { scroll = max(0, scroll - Self.step) }

    /// Holds the scroll at `end`, the last line the screen could scroll to.
    mutating func hold(atEnd end: Int) { scroll = min(scroll, max(0, end)) }

    /// Follows the shown story: another one starts at the top. True when `shown` is another story.
    mutating func show(_ shown: StoryPosition?) -> Bool {
        guard story != shown else { return false }
        (story, scroll) = (shown, 0)
        return true
    }
}
