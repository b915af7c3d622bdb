import Foundation
import Testing
import VitrineCore
import VitrineThemes
import VitrineTestSupport

/// Themes in a real terminal: `t` and `d` change the captured colours; saving a theme file shows at once,
/// and a broken save keeps the last good colours under an error banner.
@Suite(.serialized, .enabled(if: TmuxSession.canRun))
struct ThemeEndToEndTests {
    let folder = TemporaryFolder()

    init() {
        folder.copyBundledTheme("default")
        folder.copyBundledTheme("high-contrast")
    }

    private func launch(_ arguments: String) -> TmuxSession {
        TmuxSession(width: 100, height: 30, command: "env -u NO_COLOR -u COLORTERM -u LC_ALL LANG=C.UTF-8 TERM=tmux-256color "
                        + "\(GalleryEndToEndTests.binary) --themes \(folder.url.path) \(arguments)")
    }

    /// The SGR a 256-colour terminal shows for token `path` of `theme` as a background behind `text`.
    private func pill(_ theme: String, _ appearance: Appearance, _ path: String, _ text: String) throws -> String {
        let loaded = try Theme.load(from: folder.url.appendingPathComponent(theme + ".json"), requiredTokens: [])
        return GalleryEndToEndTests.background256(loaded.resolved(for: appearance).color(ColorToken(TokenPath(path)))) + "  \(text) "
    }

    @Test func tAndDChangeTheCapturedColors() throws {
        let background = "theme.color.badge.danger.background"
        let session = launch("--story badge/danger --mode light")
        let stages = [("default", Appearance.light), ("high-contrast", .light), ("high-contrast", .dark)]
        let expected = try stages.map { try pill($0.0, $0.1, background, "Error") }
        #expect(Set(expected).count == 3, "each step shows a different colour")
        #expect(session.waitFor(colors: true) { $0.contains(expected[0]) } != nil)
        session.send("t")
        #expect(session.waitFor(colors: true) { $0.contains(expected[1]) } != nil, "t: high-contrast, light")
        #expect(session.capture().contains("theme high-contrast · light (--mode)"))
        session.send("d")
        #expect(session.waitFor(colors: true) { $0.contains(expected[2]) } != nil, "d: high-contrast, dark")
        #expect(session.capture().contains("theme high-contrast · dark (d key)"))
        session.send("t")
        #expect(session.waitFor { $0.contains("theme default · dark") } != nil, "t wraps around")
        session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func savingAThemeShowsItAndABrokenSaveKeepsTheLastGoodOne() throws {
        let session = launch("--story badge/danger --mode light")
        #expect(session.waitFor(colors: true) { $0.contains(try! pill("default", .light, "theme.color.badge.danger.background", "Error")) } != nil)
        let file = folder.url.appendingPathComponent("default.json")
        let original = try String(contentsOf: file, encoding: .utf8)
        // The danger text colour, changed in place by an editor that writes a new file and renames it (it has
        // no 256-colour entry of its own, which a new value alone would not change: the info text has one).
        let changed = original.replacingOccurrences(of: "\"#A3161A\"", with: "\"#FF0000\"")
        try changed.write(to: file, atomically: true, encoding: .utf8)
        #expect(session.waitFor(colors: true) { $0.contains("38;5;196") && $0.contains("Error") } != nil, "the saved theme is on screen")

        try changed.replacingOccurrences(of: "\"#FF0000\"", with: "\"#FF000\"").write(to: file, atomically: false, encoding: .utf8)
        // Written in place, the file may first be seen empty: the banner then says so, until the whole save is read.
        let banner = session.waitFor { $0.contains("Theme error, still showing \"default\"") && $0.contains("light value #FF000") }
        #expect(banner != nil)
        #expect(session.capture(colors: true).contains("38;5;196"), "the last good colours stay")

        try original.write(to: file, atomically: false, encoding: .utf8)
        #expect(session.waitFor { !$0.contains("Theme error") } != nil, "fixing the file clears the banner")
        session.send("q")
        #expect(session.waitForExit() == 0)
    }
}
