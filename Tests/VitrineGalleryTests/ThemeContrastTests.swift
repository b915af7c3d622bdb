import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineReview
import VitrineTestSupport
import VitrineThemes

/// The bundled themes' contrast, measured on what every story draws (truecolor, light and dark): every
/// text pair, large text (a large avatar's block initials) included, custom colours too (the stories take
/// them from the theme).
@Suite struct ThemeContrastTests {
    private func themeTextPairs(_ name: String) throws -> [ContrastReport.Entry] {
        let theme = try DefaultTheme.bundled(name)
        return ContrastReport(catalog: .standardWithPictures, theme: theme, appearances: Appearance.allCases, profile: .trueColor).entries
            .filter { $0.pair.kind == .text || $0.pair.kind == .largeText }
    }

    @Test func highContrastReachesAAAForEveryTextPairOfItsTokens() throws {
        let pairs = try themeTextPairs("high-contrast")
        for story in ["badge/danger", "avatar/initials-large", "list-button-avatar/long-title"] {
            #expect(pairs.filter { $0.storyID == story }.count >= 2, "\(story)'s text is measured in light and dark")
        }
        for entry in pairs where entry.pair.ratio < entry.pair.kind.minimumRatio(textMinimum: 7) {
            Issue.record("\(entry.storyID) \(entry.appearance): \(entry.pair.ratio) for \(entry.foregroundTokens) on \(entry.backgroundTokens)")
        }
    }

    @Test func theDefaultThemeReachesAAForEveryTextPairOfItsTokens() throws {
        for entry in try themeTextPairs("default") where entry.pair.ratio < entry.pair.kind.minimumRatio(textMinimum: 4.5) {
            Issue.record("\(entry.storyID) \(entry.appearance): \(entry.pair.ratio) for \(entry.foregroundTokens) on \(entry.backgroundTokens)")
        }
    }

    /// Where `TERM`'s entry has 8 colours (PuTTY's `xterm`, GNU screen's `screen`), every story is drawn: no
    /// text, graphic or logotype, inactive ones included (a disabled avatar), is sent in its background's
    /// colour. (The bundled themes name `8` entries where the 16-colour ones' twins would meet.)
    @Test(arguments: DefaultTheme.bundledNames)
    func atEightColoursEveryStoryIsDrawnVisibly(themeName: String) throws {
        let report = ContrastReport(catalog: .standardWithPictures, theme: try DefaultTheme.bundled(themeName), appearances: Appearance.allCases,
                                    profile: .ansi8)
        #expect(report.entries.contains { $0.storyID == "avatar/disabled" && $0.pair.kind != .decorative }, "the disabled avatar is measured")
        for entry in report.entries where entry.pair.kind != .decorative && entry.pair.ratio <= 1 {
            Issue.record("\(themeName) \(entry.storyID) \(entry.appearance): \(entry.foregroundTokens) on \(entry.backgroundTokens) are one colour")
        }
    }

    @Test func anInactiveStoryIsExemptAsWCAGSays() throws {
        let story = try #require(StoryCatalog.standardWithPictures.story(withID: "avatar/disabled-custom-background"))
        let theme = DefaultTheme.loaded
        let entries = ContrastReport.entries(for: story, context: RenderContext(theme: theme.light, profile: .ansi16,
                                                                               otherAppearanceTheme: theme.dark))
        let text = try #require(entries.first { $0.pair.kind == .text || $0.pair.kind == .largeText })
        #expect(text.pair.ratio < 4.5 && text.isExempt && !text.fails(textMinimum: 4.5), "black initials on red at 16 colours: exempt")
        let active = ContrastReport.entries(for: try #require(StoryCatalog.standardWithPictures.story(withID: "avatar/initials-large")),
                                            context: RenderContext(theme: theme.light, profile: .ansi16))
        #expect(active.allSatisfy { !$0.isExempt })
    }
}
