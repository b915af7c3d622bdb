import Foundation
import SnapshotTesting
import Testing
import VitrineCatalog
import VitrineComponents
import VitrineCore
import VitrineGallery
import VitrineTestSupport
import VitrineThemes

/// Every Logos story, light and dark, under the default theme and under the sample bank brand; both
/// logo types at each height a theme may give art for (24, 40, 80, 120 pt) and at 32 pt (scaled or
/// refused) under both themes.
@Suite struct LogoSnapshotTests {
    let stories = StoryCatalog.standardWithPictures.components.first { $0.name == "Logos" }!.stories

    @Test(arguments: ["default", "harbour-bank"])
    func everyStoryInLightAndDark(themeName: String) throws {
        let url = DefaultTheme.url.deletingLastPathComponent().appendingPathComponent(themeName + ".json")
        let theme = try StoryCatalog.standardWithPictures.loadTheme(from: url)
        for story in stories {
            for appearance in Appearance.allCases {
                let context = RenderContext(theme: theme.resolved(for: appearance),
                                            otherAppearanceTheme: theme.resolved(for: appearance.toggled))
                let name = "\(themeName).\(story.id.replacingOccurrences(of: "/", with: "-")).\(appearance.rawValue)"
                assertStorySnapshot(story, named: name, width: 64, context: context)
            }
        }
    }

    @Test(arguments: ["default", "harbour-bank"])
    func bothTypesAtEachArtHeightAnd32Points(themeName: String) throws {
        let theme = try DefaultTheme.bundled(themeName)
        let context = RenderContext(theme: theme.light, otherAppearanceTheme: theme.dark)
        for type in LogoView.LogoType.allCases {
            for height in LogoTokens.artHeights + [32] {
                let logo = LogoView(.init(type: type, height: Double(height)))
                var canvas = Canvas(size: logo.size(fitting: 100, context: context), fill: Cell(" ", style: Style(background: context.pageBackground)))
                logo.render(in: canvas.bounds, on: &canvas, context: context)
                assertSnapshot(of: StyleLayer.describe(canvas), as: .lines, named: "\(themeName).\(type.rawValue).\(height)pt")
            }
        }
    }
}
