import Testing
import VitrineCore
import VitrineGallery
import VitrineTestSupport
import VitrineThemes

/// The bundled themes' contrast, measured on what every story draws (truecolor, light and dark): every
/// text pair, custom colours included (the stories take them from the theme).
@Suite struct ThemeContrastTests {
    private func themeTextPairs(_ name: String) throws -> [ContrastReport.Entry] {
        let theme = try DefaultTheme.bundled(name)
        return ContrastReport(catalog: .standard, theme: theme, appearances: Appearance.allCases, profile: .trueColor).entries
            .filter { $0.pair.kind == .text }
    }

    @Test func highContrastReachesAAAForEveryTextPairOfItsTokens() throws {
        let pairs = try themeTextPairs("high-contrast")
        for story in ["badge/danger", "avatar/initials-large", "list-button-avatar/long-title"] {
            #expect(pairs.filter { $0.storyID == story }.count >= 2, "\(story)'s text is measured in light and dark")
        }
        for entry in pairs where entry.pair.ratio < 7 {
            Issue.record("\(entry.storyID) \(entry.appearance): \(entry.pair.ratio) for \(entry.foregroundTokens) on \(entry.backgroundTokens)")
        }
    }

    @Test func theDefaultThemeReachesAAForEveryTextPairOfItsTokens() throws {
        for entry in try themeTextPairs("default") where entry.pair.ratio < 4.5 {
            Issue.record("\(entry.storyID) \(entry.appearance): \(entry.pair.ratio) for \(entry.foregroundTokens) on \(entry.backgroundTokens)")
        }
    }
}
