import Foundation
import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTestSupport
import VitrineTesting
import VitrineThemes

/// `y`: the one-line command that reproduces the view, copied (OSC 52) and shown.
@Suite struct ReproduceCommandTests {
    let folder = TemporaryFolder()

    private func model(theme: Theme, launch: GalleryLaunch, at id: String = "badge/danger") -> GalleryModel {
        GalleryModel(catalog: .standardWithPictures, themes: ThemeSelection(theme: theme, files: []), appearance: .dark,
                     launch: launch, blitter: .sextant, at: StoryCatalog.standardWithPictures.position(ofStory: id)!)
    }

    @Test func aThemeInTheFolderIsNamedAndOneElsewhereGivenByPath() throws {
        let themes = DefaultTheme.url.deletingLastPathComponent()
        let named = model(theme: DefaultTheme.loaded, launch: GalleryLaunch(profile: .ansi256, themesFolder: themes, themesOption: "my themes"))
        #expect(ReproduceCommand.line(for: named)
            == "vitrine --story badge/danger --themes 'my themes' --theme default --mode dark --colors 256 --blitter sextant")
        let elsewhere = try folder.loadTheme(#"{"$extends": "\#(DefaultTheme.url.path)"}"#, name: "it's new.json",
                                             required: StoryCatalog.standardWithPictures.requiredTokens)
        let byPath = model(theme: elsewhere, launch: GalleryLaunch(profile: .trueColor, themesFolder: themes))
        #expect(ReproduceCommand.line(for: byPath).contains("--theme '\(folder.url.path)/it'\\''s new.json' --mode dark --colors truecolor"),
                "a path, quoted for the shell")
    }

    /// Served over SSH, `y` copies the `ssh` line into the shared gallery: the served options quoted once for
    /// the local shell, the theme by name, never a path, `--themes` or `--allow-network`.
    @Test func aServedGalleryCopiesAnSSHLink() {
        let themes = DefaultTheme.url.deletingLastPathComponent()
        let served = model(theme: DefaultTheme.loaded, launch: GalleryLaunch(profile: .ansi256, themesFolder: themes, themesOption: "/srv/themes",
                                                                             controls: ControlEnvironment(allowsNetwork: true),
                                                                             servedAddress: "gallery.example:2222"))
        #expect(ReproduceCommand.line(for: served)
            == "ssh -t -p 2222 gallery.example -- '--story badge/danger --theme default --mode dark'", "no --colors or --blitter: a colleague's terminal picks its own")
        let ipv6 = model(theme: DefaultTheme.loaded, launch: GalleryLaunch(servedAddress: "[::1]:2222"))
        #expect(ReproduceCommand.line(for: ipv6).hasPrefix("ssh -t -p 2222 ::1 -- "))
    }

    @Test func yCopiesTheCommandShowsItUntilTheNextKeyAndKeepsItForTheExit() {
        var state = model(theme: DefaultTheme.loaded, launch: GalleryLaunch(profile: .ansi16))
        let effects = state.update(.key(.character("y")))
        let line = ReproduceCommand.line(for: state)
        #expect(effects.contains(.copyToClipboard(line)))
        #expect(state.notice == "to the clipboard (OSC 52): " + line && state.copiedCommand == line)
        _ = state.update(.key(.character("j")))
        #expect(state.notice == nil, "the next key clears the notice")
        #expect(state.copiedCommand == line, "printed when the gallery ends")
        #expect(ReproduceCommand.line(for: state).contains("--story badge/long-one-line"), "the command follows the view")
    }

    @Test func theRuntimeCopiesAndTheStatusBarSaysSo() throws {
        let terminal = MemoryTerminal(size: Size(width: 140, height: 30), events: [.key(.character("y"))])
        let gallery = try GalleryRuntime.showing("emblem/info", on: terminal)
        _ = gallery.run()
        let line = ReproduceCommand.line(for: gallery.model)
        #expect(terminal.clipboard == [line])
        // Longer than half the row: whole, wrapped just above the status bar (it was cut at the row's end).
        let above = terminal.screen.lines.dropLast().suffix(4).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(above.suffix(2).joined(separator: " ").hasSuffix("to the clipboard (OSC 52): " + line) || above.joined(separator: " ").contains("to the clipboard (OSC 52): " + line),
                "\(above)")
    }

    /// A notice within half the row stays in the status bar.
    @Test func aShortNoticeStaysInTheStatusBar() throws {
        let terminal = MemoryTerminal(size: Size(width: 300, height: 30), events: [.key(.character("y"))])
        let gallery = try GalleryRuntime.showing("emblem/info", on: terminal)
        _ = gallery.run()
        #expect(terminal.screen.lines.last!.contains("to the clipboard (OSC 52): vitrine --story emblem/info --theme "))
    }

    /// `P` saves the screen as it is now, as SVG, in the working folder, never replacing a file; served, it
    /// writes nothing and says how to get the picture over SSH.
    @Test func pSavesAPictureOfTheScreenWithoutReplacingOne() throws {
        let terminal = MemoryTerminal(size: Size(width: 120, height: 30), events: [.key(.character("P")), .key(.character("P"))])
        let gallery = try GalleryRuntime.showing("emblem/info", on: terminal, pictureFolder: folder.url)
        _ = gallery.run()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(files == ["vitrine-emblem_info-light-2.svg", "vitrine-emblem_info-light.svg"])
        let svg = try String(contentsOf: folder.url.appendingPathComponent(files[1]), encoding: .utf8)
        #expect(svg.contains("<title>gallery · emblem/info · theme default · light · truecolor · 120×30 cells</title>"))
        #expect(gallery.model.notice == "saved: vitrine-emblem_info-light-2.svg")
        var served = model(theme: DefaultTheme.loaded, launch: GalleryLaunch(servedAddress: "host:22"))
        let effects = served.update(.key(.character("P")))
        #expect(!effects.contains { if case .savePicture = $0 { true } else { false } }, "nothing is written on the server")
        #expect(served.notice?.hasPrefix("served: nothing is written here") == true)
        #expect(served.notice?.contains("run ssh -p 22 host -- 'render badge/danger --theme default --mode dark --screen 120x40 --format png' > screen.png") == true,
                "the session's theme and mode kept: \(served.notice ?? "")")
    }

    /// `P`'s notice is drawn whole at 100 columns (it was cut to one letter), and when every name is taken it
    /// says so, without advising a --force that `P` does not have.
    @Test func pSaysWhatItDidWholeAndNeverAdvisesForce() throws {
        for number in 2 ... 100 { folder.write("vitrine-emblem_info-light-\(number).svg", "") }
        let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [.key(.character("P"))])
        let gallery = try GalleryRuntime.showing("emblem/info", on: terminal, pictureFolder: folder.url)
        _ = gallery.run()
        #expect(terminal.screen.lines.last!.contains("saved: vitrine-emblem_info-light.svg"), "\(terminal.screen.lines.last!)")
        let full = MemoryTerminal(size: Size(width: 100, height: 30), events: [.key(.character("P"))])
        let again = try GalleryRuntime.showing("emblem/info", on: full, pictureFolder: folder.url)
        _ = again.run()
        let notice = again.model.notice ?? ""
        #expect(notice.contains("exist already") && !notice.contains("--force"), "\(notice)")
    }
}
