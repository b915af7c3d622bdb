import SnapshotTesting
import Testing
import VitrineCatalog
import VitrineComponents
import VitrineCore
import VitrineGallery
import VitrineTestSupport
import VitrineThemes

/// Every appearance × layout (one snapshot an appearance, its four layouts one under the other), light
/// and dark; and every other Emblem story.
@Suite struct EmblemSnapshotTests {
    let theme = try! DefaultTheme.load()

    private func describe(_ component: some Component & Inspectable & Sendable, appearance: Appearance) -> String {
        StyleLayer.describe(component.standaloneCanvas(width: 22, context: RenderContext(theme: theme.resolved(for: appearance))))
    }

    @Test(arguments: Emblem.Appearance.allCases)
    func everyAppearanceAtEveryLayout(emblemAppearance: Emblem.Appearance) {
        for appearance in Appearance.allCases {
            let text = Emblem.Layout.allCases.map { layout in
                describe(Emblem(.init(appearance: emblemAppearance, layout: layout)), appearance: appearance)
            }.joined(separator: "\n")
            assertSnapshot(of: text, as: .lines, named: "\(emblemAppearance.rawValue).\(appearance.rawValue)")
        }
    }

    @Test func otherStories() {
        let stories = StoryCatalog.standardWithPictures.components.first { $0.name == "Emblem" }!.stories
        for story in stories where ["glyph", "image-fit", "image-fill", "image-broken"].contains(story.id.dropFirst(7)) {
            for appearance in Appearance.allCases {
                assertStorySnapshot(story, named: "\(story.id.dropFirst(7)).\(appearance.rawValue)", width: 22,
                                    context: RenderContext(theme: theme.resolved(for: appearance)), withNotes: true)
            }
        }
    }
}
