import Foundation
import Testing
import VitrineCore
import VitrineThemes
import VitrineTestSupport

/// Light and dark in two files (`"$modes": {"dark": "brand.dark.json"}`), as design tools export modes.
@Suite struct ModeFilesTests {
    let folder = TemporaryFolder()

    @Test func theDarkFileGivesTheDarkValuesAndIsWatched() throws {
        folder.write("brand.dark.json", ##"{"c": {"page": {"$value": "#101318", "$extensions": {"palette": {"16": 0}}}}}"##)
        let theme = try folder.loadTheme(##"""
        {"$modes": {"dark": "brand.dark.json"},
         "c": {"$type": "color", "page": {"$value": "#FFFFFF"}, "text": {"$value": "#1B1F26", "$extensions": {"mode": {"dark": "#ECEFF3"}}}}}
        """##, name: "brand.json")
        #expect(theme.light.color("c.page") == .rgb(255, 255, 255))
        #expect(theme.dark.color("c.page").rgbValue! == (0x10, 0x13, 0x18))
        #expect(ColorProfile.ansi16.convert(theme.dark.color("c.page")) == .indexed(0), "its palette entries too")
        #expect(theme.dark.color("c.text") == .rgb(0xEC, 0xEF, 0xF3), "the one-file form still works beside it")
        #expect(theme.files.contains { $0.hasSuffix("/brand.dark.json") }, "live reload watches both files")
    }

    /// A theme that extends others may name the dark values of their tokens (a `themes init` mapping and its
    /// export's dark file), the file beside it or beside one it extends, nowhere else.
    @Test func theDarkFileMayGiveTheDarkValuesOfTheTokensItExtends() throws {
        let export = folder.write("export/light.tokens.json", ##"{"c": {"$type": "color", "page": {"$value": "#FFFFFF"}}}"##)
        folder.write("export/dark.tokens.json", ##"{"c": {"page": {"$value": "#101318"}}}"##)
        let theme = try folder.loadTheme(##"{"$extends": "export/light.tokens.json", "$modes": {"dark": "export/dark.tokens.json"}}"##, name: "mapping.json")
        #expect(theme.light.color("c.page") == .rgb(255, 255, 255))
        #expect(theme.dark.color("c.page").rgbValue! == (0x10, 0x13, 0x18))
        #expect(theme.files.contains(export.deletingLastPathComponent().appendingPathComponent("dark.tokens.json").path))
        folder.write("export/extra.tokens.json", ##"{"c": {"other": {"$value": "#000000"}}}"##)
        let extra = folder.themeError(##"{"$extends": "export/light.tokens.json", "$modes": {"dark": "export/extra.tokens.json"}}"##)
        #expect(extra?.message == "a dark value for a token theme.json and the themes it extends do not have")
        let outside = folder.themeError(##"{"$extends": "export/light.tokens.json", "$modes": {"dark": "../../etc/passwd"}}"##)
        #expect(outside?.tokenPath == "$modes.dark" && outside?.message.contains("outside the theme's folders") == true, "\(String(describing: outside))")
    }

    @Test func aDarkFileMustMatchTheThemeAndStayInItsFolder() {
        folder.write("extra.dark.json", ##"{"c": {"other": {"$value": "#000000"}}}"##)
        let extra = folder.themeError(##"{"$modes": {"dark": "extra.dark.json"}, "c": {"$type": "color", "page": {"$value": "#FFFFFF"}}}"##)
        #expect(extra?.tokenPath == "c.other")
        #expect(extra?.message == "a dark value for a token theme.json does not have")
        let outside = folder.themeError(##"{"$modes": {"dark": "../../etc/passwd"}, "c": {"$type": "color", "page": {"$value": "#FFFFFF"}}}"##)
        #expect(outside?.tokenPath == "$modes.dark")
        #expect(folder.themeError(##"{"$modes": {"dark": 3}}"##)?.message == "expected {\"dark\": \"file.json\"}")
    }
}
