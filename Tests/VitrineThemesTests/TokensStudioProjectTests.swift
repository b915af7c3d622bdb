import Foundation
import Testing
import VitrineCore
import VitrineTestSupport
import VitrineThemes

/// A Tokens Studio project read as one source: its `$metadata.json` gives the sets' order, its `$themes.json`
/// the sets the light and the dark theme enable, and a token two enabled sets define differently is said.
@Suite struct TokensStudioProjectTests {
    let folder = TemporaryFolder()

    private func writeProject(themes: Bool = true) {
        folder.write("studio/core.json", ##"{"c": {"$type": "color", "page": {"$value": "#ffffff"}, "ink": {"$value": "#111111"}, "accent": {"$value": "#0000ff"}}}"##)
        folder.write("studio/brand.json", ##"{"c": {"$type": "color", "accent": {"$value": "#ff00ff"}}}"##)
        folder.write("studio/mode/dark.json", ##"{"c": {"$type": "color", "page": {"$value": "#101010"}, "ink": {"$value": "#eeeeee"}}}"##)
        folder.write("studio/$metadata.json", ##"{"tokenSetOrder": ["core", "brand", "mode/dark"]}"##)
        if themes {
            folder.write("studio/$themes.json", ##"""
                [{"id": "1", "name": "Light", "selectedTokenSets": {"core": "source", "brand": "enabled", "mode/dark": "disabled"}},
                 {"id": "2", "name": "Dark", "selectedTokenSets": {"core": "source", "brand": "enabled", "mode/dark": "enabled"}}]
                """##)
        }
    }

    @Test func theThemesGiveLightAndDarkAndTheOrderComesFromTheMetadata() throws {
        writeProject()
        folder.write("mapped.json", ##"{"$extends": "studio/$themes.json", "theme": {"page": {"$type": "color", "$value": "{c.page}"}}}"##)
        let theme = try Theme.load(from: folder.url.appendingPathComponent("mapped.json"), requiredTokens: [])
        #expect(theme.light.color("theme.page") == .rgb(255, 255, 255) && theme.dark.color("theme.page") == .rgb(0x10, 0x10, 0x10))
        #expect(theme.light.color("c.accent") == .rgb(255, 0, 255), "brand comes after core in tokenSetOrder")
        #expect(theme.files.contains { $0.hasSuffix("studio/$metadata.json") } && theme.files.contains { $0.hasSuffix("studio/mode/dark.json") })
        let collision = theme.warnings.first { $0.tokenPath == "c.accent" }
        #expect(collision?.message.contains("set brand redefines it") == true && collision?.message.contains("in core") == true,
                "\(theme.warnings)")
    }

    @Test func withoutThemesEverySetCountsInTheMetadatasOrder() throws {
        writeProject(themes: false)
        let theme = try Theme.load(from: folder.url.appendingPathComponent("studio/$metadata.json"), requiredTokens: [])
        #expect(theme.light.color("c.page") == .rgb(0x10, 0x10, 0x10), "the last set wins in both")
        #expect(theme.warnings.map(\.tokenPath).sorted() == ["c.accent", "c.ink", "c.page"])
    }

    @Test func aSetNameThatLeavesTheProjectIsRefused() throws {
        folder.write("studio/$metadata.json", ##"{"tokenSetOrder": ["../outside"]}"##)
        folder.write("outside.json", ##"{"c": {"$type": "color", "x": {"$value": "#000000"}}}"##)
        let refused = #expect(throws: ThemeError.self) { try Theme.load(from: folder.url.appendingPathComponent("studio/$metadata.json"), requiredTokens: []) }
        #expect(refused?.message.contains("leads out of the project's folder") == true)
    }
}
