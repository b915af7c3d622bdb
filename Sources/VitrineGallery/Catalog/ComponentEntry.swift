import VitrineCore

/// A component in the gallery's sidebar and its stories, from its ``StoryBook``.
public struct ComponentEntry: Equatable, Sendable {
    /// The sidebar name (``StoryBook/name``).
    public let name: String
    /// The first part of the stories' ids (``StoryBook/idPrefix``).
    public let idPrefix: String
    /// The name of the component type the stories show, e.g. `LogoView`.
    public let componentType: String
    public let stories: [Story]
    /// Every token the component or its stories' content may read, for theme validation.
    public let requiredTokens: [TokenRequirement]

    private init(_ entry: ComponentEntry, stories: [Story]) {
        name = entry.name
        idPrefix = entry.idPrefix
        componentType = entry.componentType
        self.stories = stories
        requiredTokens = entry.requiredTokens
    }

    /// The entry with the contents of its stories' unread picture files taken from `pictures` (by path).
    func reading(_ pictures: [String: LoadedImage]) -> ComponentEntry {
        ComponentEntry(self, stories: stories.map { $0.reading(pictures) })
    }

    /// Every story of `book`.
    public init<Book: StoryBook>(_ book: Book.Type) {
        self.init(book, stories: Book.stories)
    }

    /// `book`'s component with only `stories` (a smaller catalogue, for tests).
    public init<Book: StoryBook>(_ book: Book.Type, stories: [StorySpec<Book.Shown.Content>]) {
        name = Book.name
        idPrefix = Book.idPrefix
        componentType = String(describing: Book.Shown.self)
        self.stories = stories.map { Story(StoryPage<Book>($0)) }
        var seen = Set<TokenRequirement>()
        requiredTokens = (Book.Shown.requiredTokens + self.stories.flatMap(\.contentTokens)).filter { seen.insert($0).inserted }
    }
}
