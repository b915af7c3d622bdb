import Foundation
import Testing
import VitrineCore
import VitrineThemes
import VitrineTestSupport

/// A real design-tool export holds types Vitrine does not read yet and `$deprecated` tokens: the theme
/// still loads, with warnings, unless a component needs such a token.
@Suite struct ThemeWarningTests {
    let folder = TemporaryFolder()
    let page = TokenRequirement(path: "c.page", kind: .color)

    @Test func tokensOfTypesNotReadYetAreLeftOutWithAWarning() throws {
        let theme = try folder.loadTheme("""
        {"font": {"$type": "fontFamily", "body": {"$value": ["Inter", "sans-serif"]}},
         "type": {"heading": {"$type": "typography", "$value": {"fontFamily": "{font.body}", "fontSize": "20px"}}},
         "c": {"$type": "color", "page": {"$value": "#FFFFFF", "$extensions": {"com.figma": {"id": "1:2"}}}}}
        """, required: [page])
        #expect(theme.light.token("c.page")?.value == .color(.rgb(255, 255, 255)), "another tool's $extensions are ignored")
        #expect(theme.light.token("font.body") == nil && theme.light.token("type.heading") == nil)
        #expect(theme.warnings.map(\.tokenPath) == ["font.body", "type.heading"])
        #expect(theme.warnings.first?.message == "$type fontFamily is not one Vitrine reads yet: the token is left out")
    }

    @Test func aComponentNeedingSuchATokenIsAnError() {
        let error = folder.themeError(##"{"c": {"page": {"$type": "gradient", "$value": []}}}"##, required: [page])
        #expect(error?.message == "a component needs a color here; $type gradient is not one Vitrine reads")
        let alias = folder.themeError(##"{"s": {"$type": "shadow", "x": {"$value": {}}}, "c": {"$type": "color", "page": {"$value": "{s.x}"}}}"##,
                                      required: [page])
        #expect(alias?.message == "aliases {s.x} of $type shadow, which Vitrine does not read yet")
    }

    @Test func deprecationIsKeptAndWarnedWhenAComponentReadsIt() throws {
        let theme = try folder.loadTheme("""
        {"c": {"$type": "color", "page": {"$value": "#FFFFFF", "$deprecated": "use c.surface"}, "old": {"$value": "#000000", "$deprecated": true}}}
        """, required: [page])
        #expect(theme.light.token("c.page")?.deprecated == "use c.surface")
        #expect(theme.light.token("c.old")?.deprecated == "deprecated")
        #expect(theme.warnings.map(\.description) == ["\(folder.url.path)/theme.json: c.page: deprecated (use c.surface), and a component reads it"])
    }
}
