import Foundation
import Testing
import VitrineCore
import VitrineThemes
import VitrineTestSupport

/// Logos in a real terminal: `d` switches the dynamic logo's art and colours and leaves the fixed
/// ones alone; `t` brings the bank's logo.
@Suite(.serialized, .enabled(if: TmuxSession.canRun))
struct LogoEndToEndTests {
    private func launch(_ story: String) -> TmuxSession {
        TmuxSession(width: 100, height: 30, command: "env -u NO_COLOR -u COLORTERM -u LC_ALL LANG=C.UTF-8 TERM=tmux-256color "
                        + "\(GalleryEndToEndTests.binary) --mode light --story \(story)")
    }

    @Test func dSwitchesTheDynamicLogo() throws {
        let theme = try DefaultTheme.load()
        let session = launch("logo/app-logo-square")
        let lightMark = "▗▆▆▆▆▆▆▆▆▖", darkMark = "▗▄▄▄▄▄▄▄▄▖"
        #expect(session.waitFor { $0.contains(lightMark) } != nil, "the light art")
        session.send("d")
        let dark = session.waitFor { $0.contains(darkMark) && !$0.contains(lightMark) }
        #expect(dark != nil, "d: the dark art")
        let darkPrimary = GalleryEndToEndTests.background256(theme.dark.color("theme.color.logo.primary")).dropFirst(3)
        #expect(session.capture(colors: true).contains("38;" + darkPrimary), "in the dark primary colour")
        session.send("d")
        #expect(session.waitFor { $0.contains(lightMark) } != nil, "d again: back to light")
        session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func theFixedLogoIgnoresDAndTBringsTheBanksLogo() {
        let session = launch("logo/app-logo-square-light --themes \(DefaultTheme.url.deletingLastPathComponent().path)")
        #expect(session.waitFor { $0.contains("▗▆▆▆▆▆▆▆▆▖") } != nil)
        session.send("d")
        #expect(session.waitFor { $0.contains("dark (d key)") } != nil)
        #expect(session.capture().contains("▗▆▆▆▆▆▆▆▆▖"), "the light variant stays")
        session.send("t") // themes cycle in name order: default → harbour-bank
        #expect(session.waitFor { $0.contains("theme harbour-bank") && $0.contains("▐█▌") } != nil, "harbour-bank's lighthouse")
        session.send("q")
        #expect(session.waitForExit() == 0)
    }
}
