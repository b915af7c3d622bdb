/// The gallery's two panes that take keyboard focus.
public enum Pane: Equatable, Sendable {
    case sidebar
    case story
}
