import Foundation
import Testing
import VitrineCore
import VitrineTestSupport

/// The controls panel (`e`) in a real terminal: a designer's own text, variant, initials and picture.
@Suite(.serialized, .enabled(if: TmuxSession.canRun))
struct ControlsEndToEndTests {
    let folder = TemporaryFolder()

    /// The gallery at `story`, started in `folder` (where typed picture paths are read from).
    private func launch(_ story: String) -> TmuxSession {
        TmuxSession(width: 100, height: 30, command: "cd '\(folder.url.path)' && env -u NO_COLOR -u COLORTERM -u LC_ALL LANG=C.UTF-8 "
                        + "TERM=tmux-256color \(GalleryEndToEndTests.binary) --mode light --colors 256 --story \(story)")
    }

    @Test func aBadgesTextAndVariantAreEditedAsYouType() {
        let session = launch("badge/danger")
        #expect(session.waitFor { $0.contains("  Error  ") } != nil)
        session.send("e")
        #expect(session.waitFor { $0.contains("Controls") && $0.contains("›text") } != nil)
        session.send("C-u")
        session.sendText("Card frozen")
        #expect(session.waitFor { $0.contains("  Card frozen  ") } != nil, "the story follows the typing")
        session.send("Down", "Left", "Left", "Left")
        let info = session.waitFor { $0.contains("‹ info ›") }
        #expect(info != nil, "danger ← warning ← success ← info")
        let pill = GalleryEndToEndTests.background256(DefaultTheme.loaded.light.color("theme.color.badge.info.background"))
        #expect(session.waitFor(colors: true) { $0.contains(pill) && $0.contains(" Card frozen ") } != nil, "drawn in info's colours")
        session.send("Escape")
        #expect(session.waitFor { $0.contains("✱ Danger") && $0.contains("Accessibility label: \"Card frozen\"") } != nil)
        session.send("r")
        #expect(session.waitFor { $0.contains("  Error  ") && !$0.contains("✱") } != nil, "r puts the story back")
        session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func initialsAreLimitedToTwoAndAPictureFallsBackWithItsReason() throws {
        try FileManager.default.copyItem(at: Fixtures.samplePictures.appendingPathComponent("nora.png"), to: folder.url.appendingPathComponent("me.png"))
        folder.write("broken.png", "not a picture")
        let session = launch("avatar/initials-large")
        #expect(session.waitFor { $0.contains("JD") } != nil)
        session.send("e", "Down", "C-u")
        session.sendText("QAZ")
        #expect(session.waitFor { $0.contains("QA") && $0.contains("initials: at most 2 characters") } != nil)
        session.send("Down")
        session.sendText("me.png")
        session.send("Escape")
        #expect(session.waitFor { $0.contains("Shows the image;") } != nil, "the PNG from the working directory")
        session.send("e", "Down", "Down", "C-u")
        session.sendText("broken.png")
        session.send("Escape")
        let fallback = session.waitFor { $0.contains("Shows the initials") && $0.contains("not a readable PNG") }
        #expect(fallback != nil, "the fallback and its reason in the inspector")
        session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func aPasteIsTypedIntoTheFieldAndNeverTakenForKeys() {
        let session = launch("badge/danger")
        #expect(session.waitFor { $0.contains("  Error  ") } != nil)
        session.send("e", "C-u")
        #expect(session.waitFor { $0.contains("›text") } != nil)
        session.tmux("set-buffer", "Card\nfrozen\u{1B}[2J q")
        session.tmux("paste-buffer", "-p", "-t", "app")
        #expect(session.waitFor { $0.contains("  Card frozen[2J q  ") } != nil, "one piece: the line break a space, the ESC gone, q typed")
        #expect(session.capture().contains("Controls"), "still editing: nothing in the paste was a key")
        session.send("Escape", "q")
        #expect(session.waitForExit() == 0)
        #expect(session.paneValue("alternate_on") == "0")
    }

    /// Wide graphemes reach ncurses a row at a time: each must keep its two columns, and one the C
    /// library measures narrower than the canvas does (❤️, an emoji by its variation selector) is put
    /// at its own column, so the text after it is not pulled left (tmux shows it in one column, then a blank).
    @Test func wideGraphemesKeepTheirColumns() {
        let session = launch("badge/danger")
        #expect(session.waitFor { $0.contains("  Error  ") } != nil)
        session.send("e", "C-u")
        #expect(session.waitFor { $0.contains("›text") } != nil)
        session.sendText("漢x❤️ab字")
        #expect(session.waitFor { $0.contains("  漢x❤️ ab字  ") } != nil)
        session.send("Escape", "q")
        #expect(session.waitForExit() == 0)
    }
}
