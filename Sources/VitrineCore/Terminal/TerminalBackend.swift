/// A place frames are shown and input comes from: a real terminal or an in-memory one for tests.
public protocol TerminalBackend: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// What the output can show; frames are converted to it on presentation.
    var profile: ColorProfile { get }
    var glyphs: GlyphSet { get }

    /// Waits for the next event: forever when `timeout` is nil, else at most `timeout`
    /// (nil is returned when it passes).
    func nextEvent(timeout: Duration?) -> TerminalEvent?

    /// An event that has already arrived (typed or pasted keys still queued), without waiting; nil when
    /// none has. The run loop takes these before drawing, so a burst of input costs one frame.
    func pendingEvent() -> TerminalEvent?

    /// Makes `nextEvent` also wake with `.filesChanged` when one of `files` is written, replaced,
    /// created or deleted; replaces the previous list.
    func watch(files: [String])

    /// A function any thread may call to make `nextEvent` return `.woken` (now, or at its next call).
    var waker: @Sendable () -> Void { get }

    /// Shows `frame`, writing only the cells that differ from the previous frame. `area`, when given,
    /// holds every cell that may differ from the frame presented before (an animation frame redraws
    /// only the story's stage): cells outside it are not looked at.
    func present(_ frame: Canvas, changedIn area: Rect?)

    /// Puts `text` on the clipboard of the terminal (OSC 52), wherever it is: through tmux and SSH.
    func copyToClipboard(_ text: String)
}

extension TerminalBackend {
    /// Shows `frame`, any cell of which may have changed.
    public func present(_ frame: Canvas) {
        present(frame, changedIn: nil)
    }
}
