import VitrineCore

/// The tokens the logo reads: one art token an asset, and the two colours art is drawn in.
public enum LogoTokens {
    public static let primary = ColorToken("theme.color.logo.primary")
    public static let secondary = ColorToken("theme.color.logo.secondary")
    /// What a fixed (light or dark) logo sits on: the page colour of its own appearance.
    public static let page = ColorToken("theme.color.background.page")

    /// The art token of asset `name` (`app-logo-wide-light`).
    public static func asset(_ name: String) -> ArtToken { ArtToken(TokenPath("theme.asset.\(name)")) }

    /// The frame heights a theme may give art of its own for (`theme.asset.app-logo-wide-40pt`).
    public static let artHeights = [24, 40, 80, 120]

    /// The art token of asset `name` drawn for a frame `height` points tall: optional, the plain asset
    /// when the theme gives none.
    public static func asset(_ name: String, height: Int) -> ArtToken { ArtToken(TokenPath("theme.asset.\(name)-\(height)pt")) }
}
