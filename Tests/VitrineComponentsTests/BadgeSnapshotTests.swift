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

    private func snapshot(_ story: Story, appearance: Appearance, profile: ColorProfile = .trueColor,
                          glyphs: GlyphSet = .unicode) -> String {
        StorySnapshot.text(story, theme: theme, appearance: appearance, width: 34, profile: profile, glyphs: glyphs)
    }

    @Test func everyStoryInLightAndDark() {
        for story in badgeStories {
            for appearance in Appearance.allCases {
                let name = story.id.replacingOccurrences(of: "/", with: "-") + "." + appearance.rawValue
                assertSnapshot(of: snapshot(story, appearance: appearance), as: .lines, named: name)
            }
        }
    }

    @Test func asciiAndMonochrome() {
        for id in ["badge/danger", "badge/long-two-lines"] {
            let story = badgeStories.first { $0.id == id }!
            let name = id.replacingOccurrences(of: "/", with: "-")
            assertSnapshot(of: snapshot(story, appearance: .light, glyphs: .ascii), as: .lines, named: name + ".ascii")
            assertSnapshot(of: snapshot(story, appearance: .light, profile: .monochrome), as: .lines, named: name + ".mono")
        }
    }
}
