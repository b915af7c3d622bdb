/// The token paths the avatar components read.
public enum AvatarTokens {
    public static let background = "theme.color.avatar.background"
    public static let foreground = "theme.color.avatar.foreground"
    public static let icon = "theme.color.avatar.icon"
    public static let initials = "theme.color.avatar.initials"
    public static let disabledBackground = "theme.color.avatar.disabled-background"
    /// Text beside an avatar (a list button's title).
    public static let text = "theme.color.text.default"
    public static let notification = "theme.color.avatar.notification"

    /// The colour of an online-status dot.
    public static func status(_ status: String) -> String { "theme.color.avatar.status.\(status)" }
}
