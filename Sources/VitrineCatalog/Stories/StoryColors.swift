import VitrineCore

/// The custom colours stories set, from the theme as the spec's examples set them
/// (`initialsColor = Theme.colors.foreground.brand`), so they follow the theme and dark mode.
enum StoryColors {
    /// The brand's text colour on its subtle surface (the surface an avatar's circle is).
    static let brandText = ContentColor.token("theme.color.on-background.brand-subtle")
    /// A danger surface, for a disabled avatar's custom background.
    static let dangerSurface = ContentColor.token("theme.color.background.danger-subtle")
}
