import SnapshotTesting
import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTestSupport

/// A sample of stories as sent at 256 and 16 colours, light and dark: the palette entries each cell
/// gets (the theme's chosen entries, or the hue-keeping conversion), for review when either changes.
@Suite struct PaletteSnapshotTests {
    static let sample = ["badge/info", "badge/warning", "badge/danger", "emblem/success", "emblem/category3",
                         "online-status-avatar/medium-busy", "avatar/initials-default", "async-emblem/loading"]

    @Test(arguments: [ColorProfile.ansi256, .ansi16], Appearance.allCases)
    func sampleStoriesAsSent(profile: ColorProfile, appearance: Appearance) {
        let theme = DefaultTheme.loaded
        // The shimmer at a fixed moment, with its band across the tile.
        let context = RenderContext(theme: theme.resolved(for: appearance), time: .milliseconds(450), profile: profile,
                                    otherAppearanceTheme: theme.resolved(for: appearance.toggled))
        let text = Self.sample.map { id in
            "\(id)\n" + StyleLayer.describe(StoryCatalog.standardWithPictures.story(withID: id)!.standaloneCanvas(width: 24, context: context)
                .converted(for: profile))
        }.joined(separator: "\n\n")
        assertSnapshot(of: text, as: .lines, named: "\(profile.rawValue).\(appearance.rawValue)")
    }
}
