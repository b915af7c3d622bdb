import VitrineComponents

/// Everything the user can ask the gallery to do.
public enum Action: Equatable, Sendable {
    case moveUp
    case moveDown
    case moveToFirst
    case moveToLast
    /// Expand a component, step into it, or focus the story pane; in the story pane, press the story's component.
    case open
    /// Collapse a component, step out to it, or return to the sidebar.
    case close
    case switchPane
    case toggleHelp
    case toggleAppearance
    /// Switch to the next theme (handled by the run loop, which loads it).
    case nextTheme
    case toggleInspector
    /// Draw pixels with the next blitter (half blocks, quadrants, sextants).
    case nextBlitter
    /// Pause or resume every animation.
    case togglePause
    /// Pause, and move animations one frame on.
    case stepFrame
    /// A story's image finished loading (or failed): not a key, the run loop's report.
    case imageLoaded(StoryPosition, AsyncEmblem.Phase)
    case quit
}

extension Action {
    /// True for what the run loop reports rather than what the user asks (it never closes the help).
    var isBackground: Bool {
        if case .imageLoaded = self { return true }
        return false
    }
}
