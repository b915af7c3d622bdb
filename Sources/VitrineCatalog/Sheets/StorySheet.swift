import VitrineCore

/// Many stories at once (`v`, `render --sheet`), laid out like a contact sheet: each story at its own
/// size under a short label. A value, made from the catalogue's stories as the gallery shows them.
public struct StorySheet: Equatable, Sendable {
    /// Which stories a sheet gathers.
    public enum Kind: String, CaseIterable, Sendable {
        /// Every story of the shown story's component.
        case stories
        /// Every story of the component in light and dark, side by side, a row a story.
        case modes
        /// The component's looks crossed, a labelled row each (Emblem: 15 appearances × 4 layouts).
        case matrix
        /// The shown story laid out at each width preset (stories whose text wraps).
        case widths
        /// The shown story in each state it can be in (interactive stories: rest, focused, pressed; an
        /// image's loading, failed and loaded).
        case states
        /// The component in a list of users, as an app shows it: a user a row, one under another, without
        /// labels; the selected row is the focused one (List-button avatar).
        case list
    }

    /// One story on a sheet.
    public struct Entry: Equatable, Sendable {
        /// A few words over the story: its name, a layout, a width, a state.
        public let label: String
        public let story: Story
        /// The columns the story is laid out in (a width preset); nil: as wide as it wants, up to
        /// ``StorySheet/widestStory``.
        public let width: Int?
        /// The mode the story is drawn in, on that mode's page; nil: the gallery's.
        public let appearance: Appearance?

        public init(label: String, story: Story, width: Int? = nil, appearance: Appearance? = nil) {
            self.label = TerminalText.sanitized(label)
            self.story = story
            self.width = width
            self.appearance = appearance
        }

        /// The entry with its story's unread picture files taken from `pictures`.
        func reading(_ pictures: [String: LoadedImage]) -> Entry {
            Entry(label: label, story: story.reading(pictures), width: width, appearance: appearance)
        }
    }

    /// A row of entries. A labelled row is drawn on one line, its label first and its entries in columns
    /// aligned with the other labelled rows' (a matrix); a row without a label flows, wrapping at the
    /// sheet's width.
    public struct Row: Equatable, Sendable {
        public let label: String?
        public let entries: [Entry]

        public init(label: String? = nil, entries: [Entry]) {
            self.label = label.map { TerminalText.sanitized($0) }
            self.entries = entries
        }

        /// The row with its stories' unread picture files taken from `pictures` (by path).
        public func reading(_ pictures: [String: LoadedImage]) -> Row {
            Row(label: label, entries: entries.map { $0.reading(pictures) })
        }
    }

    public let kind: Kind
    public let rows: [Row]

    public init(kind: Kind, rows: [Row]) {
        self.kind = kind
        self.rows = rows
    }

    /// Every entry, row by row: what the selection counts through.
    public var entries: [Entry] { rows.flatMap(\.entries) }

    /// The row and column of entry `index` (of ``entries``); the last entry's place past the end.
    public func place(ofEntry index: Int) -> (row: Int, column: Int) {
        var remaining = max(0, index)
        for (row, entries) in rows.map(\.entries).enumerated() {
            if remaining < entries.count { return (row, remaining) }
            remaining -= entries.count
        }
        return (max(0, rows.count - 1), max(0, (rows.last?.entries.count ?? 1) - 1))
    }

    /// Entry `index` named as a header does: its row's label and its own, then its story's id
    /// (`matrix: danger, small  emblem/danger-small`).
    public func selectionName(_ index: Int) -> String {
        let place = place(ofEntry: index)
        guard rows.indices.contains(place.row), rows[place.row].entries.indices.contains(place.column) else { return kind.rawValue }
        let entry = rows[place.row].entries[place.column]
        let words = [rows[place.row].label, entry.label.isEmpty ? nil : entry.label].compactMap { $0 }.joined(separator: ", ")
        return "\(kind.rawValue): \(words.isEmpty ? entry.story.title : words)  \(entry.story.id)"
    }

    /// The index (of ``entries``) of the entry at `row`, at `column` or the row's last when it is shorter.
    public func entry(row: Int, column: Int) -> Int {
        rows.prefix(row).reduce(0) { $0 + $1.entries.count } + min(column, max(0, rows[row].entries.count - 1))
    }

    /// The most columns a story without a width preset is laid out in.
    public static let widestStory = 40

    /// The widths sheet's presets, in columns.
    public static let widthPresets = [12, 20, 32, 48]

    /// The component's stories, each under its name (`danger` for `badge/danger`).
    public static func stories(_ stories: [Story]) -> StorySheet {
        StorySheet(kind: .stories, rows: [Row(entries: stories.map { story in
            Entry(label: String(story.id.split(separator: "/", maxSplits: 1).last ?? Substring(story.id)), story: story)
        })])
    }

    /// Each of `stories` in light and in dark, a row a story under its name.
    public static func modes(_ stories: [Story]) -> StorySheet {
        StorySheet(kind: .modes, rows: stories.map { story in
            Row(label: String(story.id.split(separator: "/", maxSplits: 1).last ?? Substring(story.id)),
                entries: Appearance.allCases.map { Entry(label: $0.rawValue, story: story, appearance: $0) })
        })
    }

    /// `story` at each width preset.
    public static func widths(of story: Story) -> StorySheet {
        StorySheet(kind: .widths, rows: [Row(entries: widthPresets.map { Entry(label: "\($0) columns", story: story, width: $0) })])
    }

    /// `story` in each state it can be in: its image loading, failed and (when `loaded` has it) loaded;
    /// otherwise at rest, focused, pressed, and both.
    public static func states(of story: Story, loaded: ImagePhase?) -> StorySheet {
        var states: [(String, StoryInteraction)]
        if story.imageRequest != nil {
            states = [("loading", StoryInteraction(imagePhase: .loading)),
                      ("failed", StoryInteraction(imagePhase: .failed(reason: "the server did not answer")))]
            if let loaded, case .loaded = loaded { states.append(("loaded", StoryInteraction(imagePhase: loaded))) }
        } else {
            states = [("at rest", StoryInteraction()), ("focused", StoryInteraction(isFocused: true)),
                      ("pressed", StoryInteraction(isActivated: true)), ("focused, pressed", StoryInteraction(isFocused: true, isActivated: true))]
        }
        return StorySheet(kind: .states, rows: [Row(entries: states.map { Entry(label: $0.0, story: story.interacting($0.1)) })])
    }
}
