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

    private func assertSnapshot(_ id: String, named variant: String, appearance: Appearance, profile: ColorProfile = .trueColor,
                                glyphs: GlyphSet = .unicode, blitter: Blitter = .halfBlock, testName: String = #function) {
        let context = RenderContext(theme: theme.resolved(for: appearance), profile: profile, glyphs: glyphs, blitter: blitter)
        assertStorySnapshot(stories.first { $0.id == id }!, named: "\(id.replacingOccurrences(of: "/", with: "-")).\(variant)", width: 30,
                            context: context, withNotes: true, testName: testName)
    }

    @Test func everyStoryInLightAndDark() {
        #expect(stories.count > 40)
        for story in stories {
            for appearance in Appearance.allCases {
                assertSnapshot(story.id, named: appearance.rawValue, appearance: appearance)
            }
        }
    }

    @Test(arguments: [Blitter.quadrant, .sextant])
    func otherBlitters(blitter: Blitter) {
        for id in ["avatar/icon-large", "avatar/image-large", "online-status-avatar/small-busy"] {
            assertSnapshot(id, named: blitter.rawValue, appearance: .light, blitter: blitter)
        }
    }

    @Test func asciiAndMonochrome() {
        for id in ["avatar/initials-default", "avatar/icon-large", "avatar/image-default", "list-button-avatar/focused-selected"] {
            assertSnapshot(id, named: "ascii", appearance: .light, glyphs: .ascii)
            assertSnapshot(id, named: "mono", appearance: .light, profile: .monochrome)
        }
    }
}
