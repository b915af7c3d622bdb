import VitrineCore

extension RenderContext {
    /// The token of the page that stories stand on.
    public static let pageToken = ColorToken("theme.color.background.page")

    /// The page colour stories stand on: the theme's page, or the terminal's own background without colour.
    /// The gallery draws the page, not the story, so it is not counted among the story's reads.
    public var pageBackground: Color {
        guard !isMonochrome, case let .color(page)? = theme.token(Self.pageToken.path)?.value else { return .terminalDefault }
        return page
    }
}
