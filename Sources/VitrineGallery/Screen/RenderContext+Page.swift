import VitrineCore

extension RenderContext {
    /// The token of the page that stories stand on.
    public static let pageToken = ColorToken("theme.color.background.page")

    /// The page colour stories stand on: the theme's page, or the terminal's own background without colour.
    public var pageBackground: Color {
        isMonochrome ? .terminalDefault : theme.color(Self.pageToken)
    }
}
