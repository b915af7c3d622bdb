import VitrineCore

/// A component in the gallery's sidebar and its stories, from its ``StoryBook``.
public struct ComponentEntry: Equatable, Sendable {
    /// The sidebar name (``StoryBook/name``).
    public let name: String
    /// The first part of the stories' ids (``StoryBook/idPrefix``).
    public let idPrefix: String
    /// The component type the stories show.
    private let shown: Any.Type
    public let stories: [Story]
    /// Every token the component or its stories' content may read, for theme validation (worked out when
    /// first asked: a start-up with the bundled theme, compiled, checks none).
    public var requiredTokens: [TokenRequirement] { tokens.value }
    private let tokens: MadeOnce<[TokenRequirement]>
    /// True when the component's text wraps (its stories have a widths sheet).
    public let wraps: Bool
    /// The matrix sheet's rows, built the first time they are asked for (start-up need not make them) and
    /// kept: the sheet is drawn every frame it shows.
    private let matrixRows: MadeOnce<[StorySheet.Row]>
    /// The list sheet's rows, built when first asked for, as the matrix's.
    private let listRows: MadeOnce<[StorySheet.Row]>

    private init(_ entry: ComponentEntry, stories: [Story], listRows: MadeOnce<[StorySheet.Row]>) {
        name = entry.name
        idPrefix = entry.idPrefix
        shown = entry.shown
        self.stories = stories
        tokens = entry.tokens
        wraps = entry.wraps
        matrixRows = entry.matrixRows
        self.listRows = listRows
    }

    /// The matrix sheet's rows (``StoryBook/matrix``), each story under its title; none for most components.
    public var matrix: [StorySheet.Row] { matrixRows.value }

    /// The list sheet's rows (``StoryBook/list``), a user a row without a label; none for most components.
    public var list: [StorySheet.Row] { listRows.value }

    /// True when the component has a matrix sheet (its rows are made to know: start-up need not ask).
    public var hasMatrix: Bool { !matrix.isEmpty }
    /// True when the component has a list sheet (its rows are made to know, as the matrix's).
    public var hasList: Bool { !list.isEmpty }

    /// The name of the component type the stories show, e.g. `LogoView` (worked out when asked: naming a
    /// type makes the runtime look through every conformance of the binary, which start-up need not do).
    public var componentType: String { String(describing: shown) }

    public static func == (lhs: ComponentEntry, rhs: ComponentEntry) -> Bool {
        lhs.name == rhs.name && lhs.idPrefix == rhs.idPrefix && lhs.shown == rhs.shown && lhs.stories == rhs.stories
            && lhs.requiredTokens == rhs.requiredTokens
    }

    /// The entry with the contents of its stories' unread picture files taken from `pictures` (by path).
    func reading(_ pictures: [String: LoadedImage]) -> ComponentEntry {
        let list = listRows
        return ComponentEntry(self, stories: stories.map { $0.reading(pictures) }, listRows: MadeOnce { list.value.map { $0.reading(pictures) } })
    }

    /// Every story of `book`.
    public init<Book: StoryBook>(_ book: Book.Type) {
        self.init(book, stories: Book.stories)
    }

    /// `book`'s component with only `stories` (a smaller catalogue, for tests).
    public init<Book: StoryBook>(_ book: Book.Type, stories: [StorySpec<Book.Shown.Content>]) {
        name = Book.name
        idPrefix = Book.idPrefix
        shown = Book.Shown.self
        self.stories = stories.map { Story(StoryPage<Book>($0)) }
        wraps = Book.wraps
        listRows = MadeOnce {
            Book.list.map { StorySheet.Row(entries: [StorySheet.Entry(label: "", story: Story(StoryPage<Book>($0)))]) }
        }
        matrixRows = MadeOnce {
            Book.matrix.map { row in
                StorySheet.Row(label: row.label, entries: row.specs.map { StorySheet.Entry(label: $0.title, story: Story(StoryPage<Book>($0))) })
            }
        }
        let stories = self.stories
        tokens = MadeOnce {
            let named = Book.Shown.requiredTokens + stories.flatMap(\.contentTokens)
            // Made as large as it may grow: a set grown by doubling rehashed a start-up's tokens 28 times.
            var seen = Set<TokenRequirement>(minimumCapacity: named.count)
            return named.filter { seen.insert($0).inserted }
        }
    }
}
