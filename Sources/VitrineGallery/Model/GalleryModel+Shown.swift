import VitrineCatalog
import VitrineCore

/// What the gallery shows, derived from its state: the stories as the gallery shows them, the sheet, what
/// moves. Read by the screen and the runtime; nothing here changes the model.
extension GalleryModel {
    /// Compare mode (`c`), when on.
    public var comparison: Comparison? { stage.comparison }
    /// The sheet shown (`v`), when one is.
    public var sheetKind: StorySheet.Kind? { stage.sheetKind }

    /// The sheet shown, its stories as the gallery shows them (edits, interaction, pictures).
    public var sheet: StorySheet? {
        guard let kind = sheetKind, let position = shownStory else { return nil }
        switch kind {
        case .stories: return .stories(visibleStories.map { story(at: $0) })
        case .modes: return .modes(visibleStories.map { story(at: $0) })
        case .matrix: return StorySheet(kind: .matrix, rows: catalog.components[position.component].matrix)
        case .list: return StorySheet(kind: .list, rows: catalog.components[position.component].list.map { $0.reading(pictures) })
        case .widths: return .widths(of: story(at: position))
        case .states: return .states(of: story(at: position), loaded: media.phases[position])
        }
    }

    /// The entry of ``sheet`` that is selected.
    public var selectedSheetEntry: Int? {
        guard let kind = sheetKind else { return nil }
        return kind == .stories ? shownStory?.story : stage.sheetSelection
    }

    /// The story the story pane shows.
    public var shownStory: StoryPosition? { navigation.selectedStory }

    /// How the story at `position` is being interacted with (focus, Enter, its image's phase).
    public func interaction(with position: StoryPosition) -> StoryInteraction {
        StoryInteraction(isFocused: navigation.focus == .story, isActivated: navigation.activatedStories.contains(position),
                         imagePhase: media.phases[position] ?? .loading)
    }

    /// The story at `position` as the gallery shows it: with its edits, under its interaction.
    public func story(at position: StoryPosition) -> Story {
        catalog.story(at: position, edits: edits[position], environment: launch.controls).interacting(interaction(with: position))
            .reading(pictures)
    }

    /// The stories on screen: the shown one, or on the stories (and light and dark) sheet every story of its
    /// component.
    public var visibleStories: [StoryPosition] {
        guard let story = shownStory else { return [] }
        guard sheetKind == .stories || sheetKind == .modes else { return [story] }
        return (0 ..< catalog.shape[story.component]).map { StoryPosition(component: story.component, story: $0) }
    }

    /// The moment animations show at real time `now`; nil while nothing on screen moves, when the time of
    /// the last frame can stay.
    public func animationTime(at now: Duration) -> Duration? {
        guard !reduceMotion, overlay.helpPage == nil, overlay.search == nil,
              sheet.map({ $0.entries.contains { $0.story.isAnimating } }) ?? visibleStories.contains(where: { story(at: $0).isAnimating })
        else { return nil }
        return clock.time(at: now)
    }

    /// True while something on screen moves: the runtime then wakes every ``AnimationClock/frameInterval``.
    public var wantsAnimationFrames: Bool {
        !clock.isPaused && animationTime(at: .zero) != nil
    }

    /// The values the controls panel shows and edits: the shown story's edits, or its own values.
    public var controlValues: [ControlValue]? {
        overlay.controls.flatMap { panel in edits[panel.position] ?? catalog.controls(at: panel.position)?.defaults }
    }
}
