import VitrineCore
import VitrineComponents

/// The gallery's whole state: a value changed only by `reduce(_:)`.
public struct GalleryState: Equatable, Sendable {
    /// The number of stories of each component (the catalogue's shape).
    public let shape: [Int]
    public private(set) var expanded: Set<Int>
    /// Index into `rows` of the highlighted sidebar row.
    public private(set) var cursor: Int
    public private(set) var focus: Pane = .sidebar
    public private(set) var isHelpVisible = false
    public private(set) var isQuitting = false
    public private(set) var appearance: Appearance
    /// What decided `appearance`: an option, the terminal, or the `d` key.
    public private(set) var appearanceSource: AppearanceSource
    public private(set) var isInspectorVisible = true
    /// Stories that Enter has toggled on while the story pane had focus (a pressed list button).
    public private(set) var activatedStories: Set<StoryPosition> = []
    /// How pixels become cells in the story pane (`b` cycles through them).
    public private(set) var blitter: Blitter = .halfBlock
    /// Animation is paused (`p`); `.` steps one frame.
    public private(set) var isPaused = false
    /// How far each story's image load has got (stories without one are absent).
    public private(set) var imagePhases: [StoryPosition: AsyncEmblem.Phase] = [:]

    /// A state with the first component open on its first story.
    public init(shape: [Int], appearance: Appearance = .light, appearanceSource: AppearanceSource = .option) {
        self.shape = shape
        self.appearance = appearance
        self.appearanceSource = appearanceSource
        expanded = shape.isEmpty ? [] : [0]
        cursor = shape.first.map { $0 > 0 ? 1 : 0 } ?? 0
    }

    /// A state opened at story `story` of component `component`.
    public init(shape: [Int], appearance: Appearance, appearanceSource: AppearanceSource = .option,
                component: Int, story: Int) {
        self.init(shape: shape, appearance: appearance, appearanceSource: appearanceSource)
        expanded = [component]
        cursor = rows.firstIndex(of: .story(component: component, story: story)) ?? 0
    }

    /// The sidebar rows as shown: components, with the stories of expanded ones under them.
    public var rows: [SidebarRow] {
        shape.enumerated().flatMap { component, count in
            [SidebarRow.component(component)]
                + (expanded.contains(component) ? (0 ..< count).map { SidebarRow.story(component: component, story: $0) } : [])
        }
    }

    /// The story shown in the main pane: the highlighted one, or the first of the highlighted component.
    public var selectedStory: (component: Int, story: Int)? {
        guard rows.indices.contains(cursor) else { return nil }
        switch rows[cursor] {
        case let .story(component, story): return (component, story)
        case let .component(component): return shape[component] > 0 ? (component, 0) : nil
        }
    }

    /// How the story at `position` is being interacted with.
    public func interaction(with position: StoryPosition) -> StoryInteraction {
        StoryInteraction(isFocused: focus == .story, isActivated: activatedStories.contains(position),
                         imagePhase: imagePhases[position] ?? .loading)
    }

    public mutating func reduce(_ action: Action) {
        if isHelpVisible, action != .quit, !action.isBackground {
            isHelpVisible = false
            return
        }
        switch action {
        case .quit: isQuitting = true
        case .toggleHelp: isHelpVisible = true
        case .toggleAppearance:
            appearance = appearance.toggled
            appearanceSource = .toggled
        case .toggleInspector: isInspectorVisible.toggle()
        case .nextBlitter: blitter = blitter.next
        case .togglePause: isPaused.toggle()
        case .stepFrame: isPaused = true
        case let .imageLoaded(position, phase): imagePhases[position] = phase
        case .nextTheme: break // loading a theme is I/O: the run loop does it (ThemeSession)
        case .switchPane: focus = focus == .sidebar ? .story : .sidebar
        case .moveUp, .moveDown, .moveToFirst, .moveToLast: move(action)
        case .open: open()
        case .close: close()
        }
    }

    private mutating func move(_ action: Action) {
        if focus == .story {
            moveBetweenStories(action)
            return
        }
        switch action {
        case .moveUp: cursor = max(0, cursor - 1)
        case .moveDown: cursor = min(rows.count - 1, cursor + 1)
        case .moveToFirst: cursor = 0
        default: cursor = rows.count - 1
        }
    }

    /// In the story pane the arrows walk through every story of every component, opening as they go.
    private mutating func moveBetweenStories(_ action: Action) {
        let all = shape.enumerated().flatMap { component, count in (0 ..< count).map { (component, $0) } }
        guard !all.isEmpty else { return }
        let current = selectedStory.flatMap { selected in all.firstIndex { $0 == selected } } ?? 0
        let target: Int
        switch action {
        case .moveUp: target = max(0, current - 1)
        case .moveDown: target = min(all.count - 1, current + 1)
        case .moveToFirst: target = 0
        default: target = all.count - 1
        }
        let (component, story) = all[target]
        expanded.insert(component)
        cursor = rows.firstIndex(of: .story(component: component, story: story)) ?? cursor
    }

    private mutating func open() {
        if focus == .story, let selected = selectedStory {
            let position = StoryPosition(component: selected.component, story: selected.story)
            if activatedStories.remove(position) == nil { activatedStories.insert(position) }
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

    private mutating func close() {
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
