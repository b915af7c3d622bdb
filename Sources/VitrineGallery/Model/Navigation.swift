import VitrineCatalog

/// Where the user is in the catalogue: which components are open, the highlighted sidebar row, which
/// pane has focus, and which stories Enter has pressed. Part of ``GalleryModel``.
public struct Navigation: Equatable, Sendable {
    /// The number of stories of each component (the catalogue's shape).
    public let shape: [Int]
    public private(set) var expanded: Set<Int> {
        didSet { rows = Self.rows(shape: shape, expanded: expanded) }
    }
    /// The sidebar rows as shown: components, with the stories of expanded ones under them.
    public private(set) var rows: [SidebarRow]
    /// Index into `rows` of the highlighted sidebar row.
    public private(set) var cursor: Int
    public private(set) var focus: Pane = .sidebar
    /// Stories that Enter has toggled on while the story pane had focus (a pressed list button).
    public private(set) var activatedStories: Set<StoryPosition> = []

    /// The whole catalogue at a glance: every component closed (each shows its story count), the first
    /// one highlighted and its first story shown.
    public init(shape: [Int]) {
        self.shape = shape
        expanded = []
        rows = Self.rows(shape: shape, expanded: expanded)
        cursor = 0
    }

    /// Opened at `position`.
    public init(shape: [Int], at position: StoryPosition) {
        self.init(shape: shape)
        expanded = [position.component]
        rows = Self.rows(shape: shape, expanded: expanded) // observers do not run in an initializer
        cursor = rows.firstIndex(of: .story(component: position.component, story: position.story)) ?? 0
    }

    private static func rows(shape: [Int], expanded: Set<Int>) -> [SidebarRow] {
        shape.enumerated().flatMap { component, count in
            [SidebarRow.component(component)]
                + (expanded.contains(component) ? (0 ..< count).map { SidebarRow.story(component: component, story: $0) } : [])
        }
    }

    /// The story shown in the main pane: the highlighted one, or the first of the highlighted component.
    public var selectedStory: StoryPosition? {
        guard rows.indices.contains(cursor) else { return nil }
        switch rows[cursor] {
        case let .story(component, story): return StoryPosition(component: component, story: story)
        case let .component(component): return shape[component] > 0 ? StoryPosition(component: component, story: 0) : nil
        }
    }

    /// Where the shown story is among all the catalogue's stories: (n, m) for "story n of m".
    public var storyNumber: (number: Int, count: Int)? {
        guard let story = selectedStory else { return nil }
        return (shape.prefix(story.component).reduce(0, +) + story.story + 1, shape.reduce(0, +))
    }

    /// Shows `position`: its component opened and its row highlighted (search's Enter).
    mutating func reveal(_ position: StoryPosition) {
        expanded.insert(position.component)
        cursor = rows.firstIndex(of: .story(component: position.component, story: position.story)) ?? cursor
    }

    /// Highlights component `component`'s row.
    mutating func reveal(component: Int) {
        cursor = rows.firstIndex(of: .component(component)) ?? cursor
    }

    mutating func switchPane() {
        focus = focus == .sidebar ? .story : .sidebar
    }

    /// Where a move goes: one row or story back or on, or to the first or last.
    public enum Direction: Sendable {
        case up, down, first, last
    }

    /// Moves the cursor: through the sidebar's rows, or in the story pane through every story of every
    /// component, opening components as it goes.
    mutating func move(_ direction: Direction) {
        if focus == .story {
            moveBetweenStories(direction)
            return
        }
        switch direction {
        case .up: cursor = max(0, cursor - 1)
        case .down: cursor = min(rows.count - 1, cursor + 1)
        case .first: cursor = 0
        case .last: cursor = max(0, rows.count - 1)
        }
    }

    private mutating func moveBetweenStories(_ direction: Direction) {
        let all = shape.enumerated().flatMap { component, count in (0 ..< count).map { (component, $0) } }
        guard !all.isEmpty else { return }
        let current = selectedStory.flatMap { selected in all.firstIndex { $0 == (selected.component, selected.story) } } ?? 0
        let target: Int
        switch direction {
        case .up: target = max(0, current - 1)
        case .down: target = min(all.count - 1, current + 1)
        case .first: target = 0
        case .last: target = all.count - 1
        }
        let (component, story) = all[target]
        expanded.insert(component)
        cursor = rows.firstIndex(of: .story(component: component, story: story)) ?? cursor
    }

    /// Enter: expands a component, steps into it, focuses the story; in the story pane, presses the
    /// story (and again releases it).
    mutating func open() {
        if focus == .story, let selected = selectedStory {
            if activatedStories.remove(selected) == nil { activatedStories.insert(selected) }
            return
        }
        guard focus == .sidebar, rows.indices.contains(cursor) else { return }
        switch rows[cursor] {
        case let .component(component) where !expanded.contains(component):
            expanded.insert(component)
        case let .component(component) where shape[component] > 0:
            cursor += 1
        case .component:
            break
        case .story:
            focus = .story
        }
    }

    /// Esc: returns from the story pane to the sidebar; in the sidebar, keeps the place.
    mutating func back() {
        if focus == .story { focus = .sidebar }
    }

    /// Back: returns to the sidebar, or steps out to the component and collapses it.
    mutating func close() {
        if focus == .story {
            focus = .sidebar
            return
        }
        guard rows.indices.contains(cursor) else { return }
        let component = rows[cursor].componentIndex
        expanded.remove(component)
        cursor = rows.firstIndex(of: .component(component)) ?? 0
    }
}
