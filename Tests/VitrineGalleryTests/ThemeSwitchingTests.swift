import Foundation
import Testing
import VitrineCore
import VitrineGallery
import VitrineTestSupport
import VitrineTesting
import VitrineThemes

/// Switching and reloading themes through the runtime: the shown theme is always whole; a broken file
/// keeps the last good one.
@Suite struct ThemeSwitchingTests {
    let folder = TemporaryFolder()
    let page: ColorToken = "theme.color.background.page"
    let terminal = MemoryTerminal(size: Size(width: 80, height: 24))

    private func gallery(_ selected: String = "default") throws -> GalleryRuntime {
        folder.copyBundledTheme("default")
        folder.copyBundledTheme("harbour-bank")
        folder.copyBundledTheme("high-contrast")
        return try .showing("badge/default", on: terminal, theme: folder.url.appendingPathComponent(selected + ".json"),
                            folder: folder.url)
    }

    /// Runs the gallery until `events` are used up.
    private func run(_ gallery: GalleryRuntime, _ events: TerminalEvent...) {
        terminal.pendingEvents = events
        _ = gallery.run()
    }

    @Test func tCyclesThroughTheFolder() throws {
        let gallery = try gallery()
        var names: [String] = []
        for _ in 0 ..< 3 {
            run(gallery, .key(.character("t")))
            names.append(gallery.model.themes.shown.name)
        }
        #expect(names == ["harbour-bank", "high-contrast", "default"])
        #expect(gallery.model.themes.error == nil)
    }

    @Test func aThemeGivenByAPathOutsideTheFolderStaysInTheCycleAndTGoesBack() throws {
        folder.copyBundledTheme("default")
        folder.copyBundledTheme("high-contrast")
        let elsewhere = TemporaryFolder()
        let path = elsewhere.write("new.json", #"{"$extends": "\#(folder.url.appendingPathComponent("default.json").path)"}"#)
        let gallery = try GalleryRuntime.showing("badge/default", on: terminal, theme: path, folder: folder.url)
        var names: [String] = []
        for _ in 0 ..< 3 {
            run(gallery, .key(.character("t")))
            names.append(gallery.model.themes.shown.name)
        }
        #expect(names == ["default", "high-contrast", "new"], "the file given by path comes round again")
        run(gallery, .key(.character("T")))
        #expect(gallery.model.themes.shown.name == "high-contrast", "T: the previous theme")
        run(gallery, .key(.character("T")), .key(.character("T")))
        #expect(gallery.model.themes.shown.name == "new")
    }

    @Test func aThemeFileAddedWhileRunningJoinsTheCycle() throws {
        let gallery = try gallery()
        folder.write("aaa.json", #"{"$extends": "default"}"#)
        run(gallery, .key(.character("t")), .key(.character("t")))
        #expect(gallery.model.themes.shown.name == "high-contrast")
        run(gallery, .key(.character("t")))
        #expect(gallery.model.themes.shown.name == "aaa", "aaa sorts first, so it comes after the last")
    }

    @Test func aBrokenFileKeepsTheLastGoodThemeUntilItIsFixed() throws {
        let gallery = try gallery()
        run(gallery)
        let good = gallery.model.themes.shown
        let original = try String(contentsOf: folder.url.appendingPathComponent("default.json"), encoding: .utf8)
        folder.write("default.json", original.replacingOccurrences(of: "\"#FFFFFF\"", with: "\"#FFFFFG\""))
        run(gallery, .filesChanged)
        #expect(gallery.model.themes.shown == good, "the last good theme stays")
        #expect(gallery.model.themes.error?.tokenPath == page.path.rawValue)
        #expect(gallery.model.themes.error?.message == "light value #FFFFFG is not a valid color")
        let frames = terminal.cellsWritten.count

        run(gallery, .filesChanged)
        #expect(terminal.cellsWritten.count == frames, "the same error again needs no redraw")

        folder.write("default.json", original.replacingOccurrences(of: "\"#FFFFFF\"", with: "\"#FAFAFA\""))
        run(gallery, .filesChanged)
        #expect(gallery.model.themes.error == nil)
        #expect(gallery.model.themes.shown.light.color(page) == .rgb(0xFA, 0xFA, 0xFA))
        #expect(terminal.cellsWritten.count == frames + 1)
    }

    /// The logo art files the default theme names.
    static let defaultArt = ["default-square-dark-24pt.txt", "default-square-dark.txt", "default-square-light-24pt.txt", "default-square-light.txt",
                             "default-wide-dark-24pt.txt", "default-wide-dark.txt", "default-wide-light-24pt.txt", "default-wide-light.txt"]

    @Test func switchingToABrokenThemeShowsTheErrorAndKeepsTheCurrentOne() throws {
        let gallery = try gallery()
        folder.write("harbour-bank.json", "{\n  \"$extends\": \"default\",\n  oops\n}")
        run(gallery, .key(.character("t")))
        #expect(gallery.model.themes.shown.name == "default")
        #expect(gallery.model.themes.selectedFile.lastPathComponent == "harbour-bank.json")
        #expect(gallery.model.themes.error?.line == 3)
        #expect(gallery.model.themes.error?.column == 3)
        #expect(terminal.watchedFiles.map { URL(fileURLWithPath: $0).lastPathComponent } == ["harbour-bank.json", "default.json"] + Self.defaultArt,
                "the broken file is watched so that fixing it shows it")
    }

    @Test func aThemeWatchesTheFilesItExtends() throws {
        let gallery = try gallery("high-contrast")
        run(gallery)
        #expect(terminal.watchedFiles.map { URL(fileURLWithPath: $0).lastPathComponent } == ["high-contrast.json", "default.json"] + Self.defaultArt,
                "its theme files and the art files its tokens name")
        let base = try String(contentsOf: folder.url.appendingPathComponent("default.json"), encoding: .utf8)
        let radius: TokenPath = "theme.dimension.radius.emblem.sm"
        #expect(gallery.model.themes.shown.light.token(radius)?.value == .dimension(8))
        folder.write("default.json", base.replacingOccurrences(of: "\"$value\": 8,", with: "\"$value\": 9,"))
        run(gallery, .filesChanged)
        #expect(gallery.model.themes.shown.name == "high-contrast")
        #expect(gallery.model.themes.shown.light.token(radius)?.value == .dimension(9), "a change to the base shows through")
    }
}
