import SnapshotTesting
import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTestSupport
import VitrineThemes

/// Every story of the avatar components, light and dark, as text with its style layer; plus the
/// other blitters, ASCII and monochrome for a few.
@Suite struct AvatarSnapshotTests {
    let theme = try! DefaultTheme.load()
    static let components = ["Avatar", "Profile avatar", "Notification avatar", "Online-status avatar", "List-button avatar"]
    let stories = StoryCatalog.standardWithPictures.components.filter { components.contains($0.name) }.flatMap(\.stories)

    private func snapshot(_ id: String, appearance: Appearance, profile: ColorProfile = .trueColor,
                          glyphs: GlyphSet = .unicode, blitter: Blitter = .halfBlock) -> String {
        StorySnapshot.text(stories.first { $0.id == id }!, theme: theme, appearance: appearance, width: 30, profile: profile, glyphs: glyphs,
                           blitter: blitter, withNotes: true)
    }

    private func name(_ id: String) -> String { id.replacingOccurrences(of: "/", with: "-") }

    @Test func everyStoryInLightAndDark() {
        #expect(stories.count > 40)
        for story in stories {
            for appearance in Appearance.allCases {
                assertSnapshot(of: snapshot(story.id, appearance: appearance), as: .lines, named: "\(name(story.id)).\(appearance.rawValue)")
            }
        }
    }

    @Test(arguments: [Blitter.quadrant, .sextant])
    func otherBlitters(blitter: Blitter) {
        for id in ["avatar/icon-large", "avatar/image-large", "online-status-avatar/small-busy"] {
            assertSnapshot(of: snapshot(id, appearance: .light, blitter: blitter), as: .lines, named: "\(name(id)).\(blitter.rawValue)")
        }
    }

    @Test func asciiAndMonochrome() {
        for id in ["avatar/initials-default", "avatar/icon-large", "avatar/image-default", "list-button-avatar/focused-selected"] {
            assertSnapshot(of: snapshot(id, appearance: .light, glyphs: .ascii), as: .lines, named: name(id) + ".ascii")
            assertSnapshot(of: snapshot(id, appearance: .light, profile: .monochrome), as: .lines, named: name(id) + ".mono")
        }
    }
}
