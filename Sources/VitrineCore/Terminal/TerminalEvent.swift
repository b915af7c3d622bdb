/// What the run loop can be woken by.
public enum TerminalEvent: Equatable, Sendable {
    case key(Key)
    /// The terminal changed size; the new size is the backend's `size`.
    case resize(Size)
    /// The terminal went away (SSH drop, closed pane): the process should end at once.
    case hangup
    /// A watched file changed on disk (see `TerminalBackend.watch(files:)`).
    case filesChanged
    /// A termination signal (SIGINT, SIGTERM, SIGHUP …) arrived, with its number.
    case signal(Int32)
    /// A background job (an image load) finished and asked the run loop to look at its result.
    case woken
}
