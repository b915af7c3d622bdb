import Foundation
import Testing
import VitrineCore
import VitrineThemes
import VitrineGallery
import VitrineTestSupport

/// Switching and reloading themes: the shown theme is always whole; a broken file keeps the last good one.
@Suite struct ThemeSessionTests {
    let folder = TemporaryFolder()
    let page: ColorToken = "theme.color.background.page"

    private func session(_ selected: String = "default") throws -> ThemeSession {
        folder.copyBundledTheme("default")
        folder.copyBundledTheme("harbour-bank")
        folder.copyBundledTheme("high-contrast")
        return try .opening(folder.url.appendingPathComponent(selected + ".json"), folder: folder.url)
    }

    @Test func nextCyclesThroughTheFolder() throws {
        var themes = try session()
        var names: [String] = []
        for _ in 0 ..< 3 {
            themes.selectNext()
            names.append(themes.theme.name)
        }
        #expect(names == ["harbour-bank", "high-contrast", "default"])
        #expect(themes.error == nil)
        #expect(themes.revision == 3)
    }

    @Test func aBrokenFileKeepsTheLastGoodThemeUntilItIsFixed() throws {
        var themes = try session()
        let good = themes.theme
        let original = try String(contentsOf: folder.url.appendingPathComponent("default.json"), encoding: .utf8)
        folder.write("default.json", original.replacingOccurrences(of: "\"#FFFFFF\"", with: "\"#FFFFFG\""))
        themes.reload()
        #expect(themes.theme == good, "the last good theme stays")
        #expect(themes.error?.tokenPath == page.path.rawValue)
        #expect(themes.error?.message == "light value #FFFFFG is not a valid color")
        let revision = themes.revision

        themes.reload()
        #expect(themes.revision == revision, "the same error again needs no redraw")

        folder.write("default.json", original.replacingOccurrences(of: "\"#FFFFFF\"", with: "\"#FAFAFA\""))
        themes.reload()
        #expect(themes.error == nil)
        #expect(themes.theme.light.color(page) == .rgb(0xFA, 0xFA, 0xFA))
        #expect(themes.revision == revision + 1)
    }

    /// The logo art files the default theme names.
    static let defaultArt = ["default-square-dark.txt", "default-square-light.txt", "default-wide-dark.txt", "default-wide-light.txt"]

    @Test func switchingToABrokenThemeShowsTheErrorAndKeepsTheCurrentOne() throws {
        var themes = try session()
        folder.write("harbour-bank.json", "{\n  \"$extends\": \"default\",\n  oops\n}")
        themes.selectNext()
        #expect(themes.theme.name == "default")
        #expect(themes.selectedFile.lastPathComponent == "harbour-bank.json")
        #expect(themes.error?.line == 3)
        #expect(themes.error?.column == 3)
        #expect(themes.watchedFiles.map { URL(fileURLWithPath: $0).lastPathComponent } == ["harbour-bank.json", "default.json"] + Self.defaultArt,
                "the broken file is watched so that fixing it shows it")
    }

    @Test func aThemeWatchesTheFilesItExtends() throws {
        var themes = try session("high-contrast")
        #expect(themes.watchedFiles.map { URL(fileURLWithPath: $0).lastPathComponent } == ["high-contrast.json", "default.json"] + Self.defaultArt,
                "its theme files and the art files its tokens name")
        let base = try String(contentsOf: folder.url.appendingPathComponent("default.json"), encoding: .utf8)
        let radius: TokenPath = "theme.dimension.radius.emblem.sm"
        #expect(themes.theme.light.token(radius)?.value == .dimension(8))
        folder.write("default.json", base.replacingOccurrences(of: "\"$value\": 8,", with: "\"$value\": 9,"))
        themes.reload()
        #expect(themes.theme.name == "high-contrast")
        #expect(themes.theme.light.token(radius)?.value == .dimension(9), "a change to the base shows through")
    }
}
