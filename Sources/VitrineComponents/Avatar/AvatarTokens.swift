import VitrineCore

/// The tokens the avatar components read.
public enum AvatarTokens {
    public static let background = ColorToken("theme.color.avatar.background")
    public static let foreground = ColorToken("theme.color.avatar.foreground")
    public static let icon = ColorToken("theme.color.avatar.icon")
    public static let initials = ColorToken("theme.color.avatar.initials")
    public static let disabledBackground = ColorToken("theme.color.avatar.disabled-background")
    /// The page the avatar sits on (a selected list button's check is punched out in it).
    public static let page = ColorToken("theme.color.background.page")
    /// Text beside an avatar (a list button's title).
    public static let text = ColorToken("theme.color.text.default")
    public static let notification = ColorToken("theme.color.avatar.notification")
    /// The spec's initials font, optional: its weight (600 and up is bold) and style (italic) are drawn;
    /// without it initials are bold.
    public static let initialsTypography = TypographyToken("theme.typography.avatar.initials")

    /// The color of an online-status dot.
    public static func status(_ status: String) -> ColorToken { ColorToken(TokenPath("theme.color.avatar.status.\(status)")) }
}
