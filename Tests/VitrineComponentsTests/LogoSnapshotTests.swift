import Foundation
import SnapshotTesting
import Testing
import VitrineCore
import VitrineThemes
import VitrineGallery
import VitrineTestSupport

/// Every Logos story, light and dark, under the default theme and under the sample bank brand.
@Suite struct LogoSnapshotTests {
    let stories = StoryCatalog.standard.components.first { $0.name == "Logos" }!.stories

    @Test(arguments: ["default", "harbour-bank"])
    func everyStoryInLightAndDark(themeName: String) throws {
        let url = DefaultTheme.url.deletingLastPathComponent().appendingPathComponent(themeName + ".json")
        let theme = try StoryCatalog.standard.loadTheme(from: url)
        for story in stories {
            for appearance in Appearance.allCases {
                let context = RenderContext(theme: theme.resolved(for: appearance),
                                            otherAppearanceTheme: theme.resolved(for: appearance.toggled))
                let text = StyleLayer.describe(story.standaloneCanvas(width: 64, context: context))
                let name = "\(themeName).\(story.id.replacingOccurrences(of: "/", with: "-")).\(appearance.rawValue)"
                assertSnapshot(of: text, as: .lines, named: name)
            }
        }
    }
}
