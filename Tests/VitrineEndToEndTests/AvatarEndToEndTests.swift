import Foundation
import Testing
import VitrineCore
import VitrineThemes
import VitrineTestSupport

/// Avatars in a real terminal: a PNG's colours reach the screen, and the list button takes focus
/// and Enter.
@Suite(.serialized, .enabled(if: TmuxSession.canRun))
struct AvatarEndToEndTests {
    private func launch(_ story: String) -> TmuxSession {
        TmuxSession(width: 100, height: 30, command: "env -u NO_COLOR -u COLORTERM -u LC_ALL LANG=C.UTF-8 TERM=tmux-256color "
                        + "\(GalleryEndToEndTests.binary) --mode light --story \(story)")
    }

    /// The end of the SGR tmux reports for `color` at 256 colours, as foreground or background (`5;N m`).
    private func index256(_ color: Color) -> String {
        String(GalleryEndToEndTests.background256(color).dropFirst(3))
    }

    @Test func aSamplePortraitKeepsItsColors() {
        let session = launch("avatar/image-large")
        let shirt = index256(.rgb(36, 92, 168)), hair = index256(.rgb(92, 52, 38))
        #expect(session.waitFor(colors: true) { $0.contains(shirt) && $0.contains(hair) } != nil, "the PNG's shirt and hair colours")
        session.send("b")
        #expect(session.waitFor { $0.contains("quadrants") } != nil, "b: the next blitter, named in the inspector")
        session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func tabFocusesTheListButtonAndEnterPressesIt() throws {
        let session = launch("list-button-avatar/interactive")
        #expect(session.waitFor { $0.contains("Nora Sand") && $0.contains("NS") } != nil)
        #expect(!session.capture().contains("▌"), "not focused yet")
        session.send("Tab")
        #expect(session.waitFor { $0.contains("▌ ") } != nil, "the focus bar")
        session.send("Enter")
        let pressed = session.waitFor { $0.contains("✓") && $0.contains("\"Nora Sand\"; traits: button, selected") }
        #expect(pressed != nil)
        let theme = try DefaultTheme.load()
        let brand = GalleryEndToEndTests.background256(theme.light.color("theme.color.avatar.foreground"))
        #expect(session.capture(colors: true).contains(brand), "the pressed avatar is filled with the brand colour")
        session.send("Enter")
        #expect(session.waitFor { !$0.contains("✓") && $0.contains("\"Nora Sand\"; traits: button") && !$0.contains("traits: button, selected") } != nil,
                "Enter again releases it")
        session.send("q")
        #expect(session.waitForExit() == 0)
    }
}
