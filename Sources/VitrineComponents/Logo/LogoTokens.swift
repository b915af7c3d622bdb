import VitrineCore

/// The tokens the logo reads: one art token an asset, and the two colours art is drawn in.
public enum LogoTokens {
    public static let primary = ColorToken("theme.color.logo.primary")
    public static let secondary = ColorToken("theme.color.logo.secondary")
    /// What a fixed (light or dark) logo sits on: the page colour of its own appearance.
    public static let page = ColorToken("theme.color.background.page")

    /// The art token of asset `name` (`app-logo-wide-light`).
    public static func asset(_ name: String) -> ArtToken { ArtToken(TokenPath("theme.asset.\(name)")) }
}
