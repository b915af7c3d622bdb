/// One row of the sidebar: a component, or one of its stories when the component is expanded.
public enum SidebarRow: Equatable, Sendable {
    case component(Int)
    case story(component: Int, story: Int)

    public var componentIndex: Int {
        switch self {
        case let .component(index), let .story(index, _): return index
        }
    }
}
