/// What covers the gallery and takes the keys: at most one thing at a time. Part of ``GalleryModel``.
public enum Overlay: Equatable, Sendable {
    case none
    /// The help overlay (`?`) at a page (on a screen too short for every key at once `?` turns it): any key
    /// but quit closes it.
    case help(page: Int)
    /// Search and the command palette (`/`, Ctrl-P): keys type the query.
    case search(SearchPalette)
    /// The controls panel (`e`): keys edit the shown story's content.
    case controls(ControlsPanel)
    /// The token catalogue (`o`): the theme's tokens a group at a time.
    case tokens(TokenCatalog)

    /// The help page shown, while help is open.
    public var helpPage: Int? {
        if case let .help(page) = self { return page }
        return nil
    }

    /// Search and the command palette, while open.
    public var search: SearchPalette? {
        if case let .search(palette) = self { return palette }
        return nil
    }

    /// The controls panel, while open.
    public var controls: ControlsPanel? {
        if case let .controls(panel) = self { return panel }
        return nil
    }

    /// The token catalogue, while open.
    public var tokens: TokenCatalog? {
        if case let .tokens(catalog) = self { return catalog }
        return nil
    }
}
