import SnapshotTesting
import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTestSupport
import VitrineThemes

/// Every Badge story, light and dark, as text with its style layer; plus the ASCII and monochrome forms.
@Suite struct BadgeSnapshotTests {
    let theme = try! DefaultTheme.load()
    let badgeStories = StoryCatalog.standardWithPictures.components.first { $0.name == "Badge" }!.stories

    private func assertSnapshot(_ story: Story, named variant: String, appearance: Appearance, profile: ColorProfile = .trueColor,
                                glyphs: GlyphSet = .unicode, testName: String = #function) {
        assertStorySnapshot(story, named: story.id.replacingOccurrences(of: "/", with: "-") + "." + variant, width: 34,
                            context: RenderContext(theme: theme.resolved(for: appearance), profile: profile, glyphs: glyphs), testName: testName)
    }

    @Test func everyStoryInLightAndDark() {
        for story in badgeStories {
            for appearance in Appearance.allCases {
                assertSnapshot(story, named: appearance.rawValue, appearance: appearance)
            }
        }
    }

    @Test func asciiAndMonochrome() {
        for id in ["badge/danger", "badge/long-two-lines"] {
            let story = badgeStories.first { $0.id == id }!
            assertSnapshot(story, named: "ascii", appearance: .light, glyphs: .ascii)
            assertSnapshot(story, named: "mono", appearance: .light, profile: .monochrome)
        }
    }
}
