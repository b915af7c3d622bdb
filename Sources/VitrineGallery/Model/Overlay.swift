/// What covers the gallery and takes the keys: at most one thing at a time. Part of ``GalleryModel``.
public enum Overlay: Equatable, Sendable {
    case none
    /// The help overlay (`?`): any key but quit closes it.
    case help
    /// Search and the command palette (`/`, Ctrl-P): keys type the query.
    case search(SearchPalette)
    /// The controls panel (`e`): keys edit the shown story's content.
    case controls(ControlsPanel)
    /// The token catalogue (`o`): the theme's tokens a group at a time.
    case tokens(TokenCatalog)
}
