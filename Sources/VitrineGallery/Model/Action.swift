/// Everything the user can ask the gallery to do with a key.
public enum Action: Hashable, Sendable {
    case moveUp
    case moveDown
    case moveToFirst
    case moveToLast
    /// Expand a component, step into it, or focus the story pane; in the story pane, press the story's component.
    case open
    /// Collapse a component, step out to it, or return to the sidebar.
    case close
    /// Esc: from the story pane back to the sidebar, the same story selected; in the sidebar, nothing (the
    /// place is never lost).
    case back
    case switchPane
    /// Show the help overlay (any key then closes it).
    case showHelp
    case toggleAppearance
    /// Switch to the next theme.
    case nextTheme
    /// Switch to the previous theme.
    case previousTheme
    /// Copy the command that reproduces the view (OSC 52) and show it.
    case copyCommand
    /// Save a picture of the whole screen (SVG) in the working folder.
    case savePicture
    /// Open the token catalogue: the theme's tokens, a group at a time.
    case showTokens
    /// Compare mode: off → themes → light/dark → colours → off.
    case cycleComparison
    /// The next sheet the shown story has (its component's stories, matrix, list, widths, states), then the story alone again.
    case nextSheet
    /// The next shared image loader: standard, custom, offline, slow.
    case nextImageLoader
    /// Open search and the command palette.
    case openSearch
    /// Open the controls panel: edit the shown story's content in place.
    case editControls
    /// Put the shown story's content back as it comes.
    case resetStory
    case toggleInspector
    /// Scroll the inspector a few lines down or up.
    case scrollInspectorDown
    case scrollInspectorUp
    /// Draw pixels with the next blitter (half blocks, quadrants, sextants).
    case nextBlitter
    /// Pause or resume every animation.
    case togglePause
    /// Pause, and move animations one frame on.
    case stepFrame
    case quit
}
