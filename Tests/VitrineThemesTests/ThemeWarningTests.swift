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
        {"font": {"$type": "shadowish", "body": {"$value": ["Inter", "sans-serif"]}},
         "type": {"heading": {"$type": "com.acme.elevation", "$value": {"level": 2}}},
         "c": {"$type": "color", "page": {"$value": "#FFFFFF", "$extensions": {"com.figma": {"id": "1:2"}}}}}
        """, required: [page])
        #expect(theme.light.token("c.page")?.value == .color(.rgb(255, 255, 255)), "another tool's $extensions are ignored")
        #expect(theme.light.token("font.body") == nil && theme.light.token("type.heading") == nil)
        #expect(theme.warnings.map(\.tokenPath) == ["font.body", "type.heading"])
        #expect(theme.warnings.first?.message == "$type shadowish is not one Vitrine reads yet: the token is left out")
    }

    @Test func fontsDurationsAndCurvesAreRead() throws {
        let theme = try folder.loadTheme("""
        {"font": {"family": {"$type": "fontFamily", "$value": ["Inter Display", "sans-serif"]},
                  "single": {"$type": "fontFamily", "$value": "Inter"},
                  "bold": {"$type": "fontWeight", "$value": "semi-bold"}, "light": {"$type": "fontWeight", "$value": 300}},
         "motion": {"sweep": {"$type": "duration", "$value": {"value": 1.5, "unit": "s"}}, "fade": {"$type": "duration", "$value": "120ms"},
                    "ease": {"$type": "cubicBezier", "$value": [0.42, 0, 0.58, 1]}}}
        """)
        #expect(theme.light.token("font.family")?.value == .fontFamily(["Inter Display", "sans-serif"]))
        #expect(theme.light.token("font.family")?.value.description == "\"Inter Display\", sans-serif")
        #expect(theme.light.token("font.single")?.value == .fontFamily(["Inter"]))
        #expect(theme.light.token("font.bold")?.value == .fontWeight(600) && theme.light.token("font.light")?.value == .fontWeight(300))
        #expect(theme.light.token("motion.sweep")?.value == .duration(1500) && theme.light.token("motion.fade")?.value.description == "120ms")
        #expect(theme.light.token("motion.ease")?.value.description == "cubic-bezier(0.42, 0, 0.58, 1)")
        #expect(theme.warnings.isEmpty)
    }

    @Test(arguments: [
        (#"{"x": {"$type": "fontWeight", "$value": 1200}}"#, "light value 1200 is outside 1…1000"),
        (#"{"x": {"$type": "fontWeight", "$value": "heavyish"}}"#, "light value heavyish is not a valid fontWeight"),
        (#"{"x": {"$type": "cubicBezier", "$value": [2, 0, 0.5, 1]}}"#, "light value [2, 0, 0.5, 1] is not a valid cubicBezier"),
        (#"{"x": {"$type": "duration", "$value": {"value": 5, "unit": "h"}}}"#, #"light value {"unit": "h", "value": 5} is not a valid duration"#),
        (#"{"x": {"$type": "fontFamily", "$value": ["Inter", 3]}}"#, #"light value ["Inter", 3] is not a valid fontFamily"#),
    ])
    func malformedValuesAreNamedErrors(json: String, message: String) {
        #expect(folder.themeError(json)?.message == message)
    }

    @Test func aComponentNeedingSuchATokenIsAnError() {
        let error = folder.themeError(##"{"c": {"page": {"$type": "com.acme.elevation", "$value": []}}}"##, required: [page])
        #expect(error?.message == "a component needs a color here; $type com.acme.elevation is not one Vitrine reads")
        let alias = folder.themeError(##"{"s": {"$type": "com.acme.elevation", "x": {"$value": {}}}, "c": {"$type": "color", "page": {"$value": "{s.x}"}}}"##,
                                      required: [page])
        #expect(alias?.message == "aliases {s.x} of $type com.acme.elevation, which Vitrine does not read yet")
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
