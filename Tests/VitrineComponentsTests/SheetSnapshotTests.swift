import SnapshotTesting
import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTestSupport

/// Every kind of sheet (`v`, `render --sheet`) as `render --sheet` draws it, 120 columns wide, light:
/// a story that has it, the sheet's cells and styles.
@Suite struct SheetSnapshotTests {
    @Test(arguments: [("badge/info", StorySheet.Kind.stories), ("badge/info", .modes), ("emblem/danger", .matrix),
                      ("list-button-avatar/interactive", .list), ("badge/long-unlimited", .widths),
                      ("list-button-avatar/interactive", .states)])
    func everyKindOfSheet(story: String, kind: StorySheet.Kind) throws {
        let state = GalleryModel.showing(story, sheet: kind)
        let sheet = try #require(state.sheet, "\(story) has the \(kind) sheet")
        let theme = DefaultTheme.loaded
        let canvas = sheet.canvas(width: 120, context: RenderContext(theme: theme.light, otherAppearanceTheme: theme.dark))
        assertSnapshot(of: StyleLayer.describe(canvas), as: .lines, named: "\(kind.rawValue).\(story.replacingOccurrences(of: "/", with: "-"))")
    }
}
