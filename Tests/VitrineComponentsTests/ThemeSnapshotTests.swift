import Foundation
import SnapshotTesting
import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTestSupport
import VitrineThemes

/// The bundled themes other than default, as QA review them: the badge variants under high-contrast,
/// and the whole gallery screen with the inspector (what `t` shows) at 256 colours.
@Suite struct ThemeSnapshotTests {
    let folder = DefaultTheme.url.deletingLastPathComponent()

    private func theme(_ name: String) throws -> Theme {
        try StoryCatalog.standardWithPictures.loadTheme(from: folder.appendingPathComponent(name + ".json"))
    }

    @Test(arguments: Appearance.allCases)
    func badgeVariantsInHighContrast(appearance: Appearance) throws {
        let context = RenderContext(theme: try theme("high-contrast").resolved(for: appearance))
        let variants = ["default", "neutral", "info", "success", "warning", "danger"]
        let text = variants.map { variant in
            StyleLayer.describe(StoryCatalog.standardWithPictures.story(withID: "badge/\(variant)")!.standaloneCanvas(width: 16, context: context))
        }.joined(separator: "\n")
        assertSnapshot(of: text, as: .lines, named: "high-contrast.\(appearance.rawValue)")
    }

    @Test func galleryScreenWithTheInspectorUnderTheBankBrand() throws {
        let catalog = StoryCatalog.standardWithPictures
        let position = catalog.position(ofStory: "badge/info")!
        let state = GalleryModel(catalog: catalog, themes: ThemeSelection(theme: try theme("harbour-bank"), files: []),
                                 appearance: .dark, appearanceSource: .terminalBackground(.rgb(0x1E, 0x1E, 0x2E)), at: position)
        let frame = GalleryScreen(catalog: catalog).frame(for: state, size: Size(width: 100, height: 26), profile: .ansi256,
                                                          glyphs: .unicode)
        assertSnapshot(of: StyleLayer.describe(frame), as: .lines, named: "harbour-bank.dark.256")
    }
}
