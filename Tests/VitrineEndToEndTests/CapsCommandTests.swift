import Foundation
import Testing

/// `vitrine caps` in a terminal played by the test: one that answers every query, one that answers
/// nothing (it must still finish, within the queries' limit).
@Suite(.serialized) struct CapsCommandTests {
    let environment = PseudoTerminal.plainEnvironment

    @Test func aTerminalThatAnswersIsDescribed() throws {
        let terminal = try #require(PseudoTerminal([GalleryEndToEndTests.binary, "caps"], environment: environment))
        #expect(terminal.read(untilContains: "\u{1B}[c"), "the queries are sent, DA1 last")
        // No OSC 52 read among them: it would hand caps the user's clipboard, and it crashed xterm.
        #expect(!String(decoding: terminal.output, as: UTF8.self).contains("\u{1B}]52"), "the clipboard is never read")
        terminal.write("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\\u{1B}P1+r524742=382F382F38\u{1B}\\\u{1B}[?62;22c")
        #expect(terminal.waitForExit() == 0)
        let output = String(decoding: terminal.output, as: UTF8.self)
        for line in ["TERM             xterm-256color", "terminfo         256 colours", "queries          answered (DA1 after",
                     "truecolor query  answered: keeps 24-bit colour", "colours          truecolor (terminal answered)",
                     "background       dark (OSC 11 #1e1e2e)", "Esc key          no kitty keyboard protocol: a lone ESC waits 25 ms", "OSC 52           not read: a program never reads your clipboard", "UTF-8            yes", "size             100×30 cells"] {
            #expect(output.contains(line), "\(line)")
        }
    }

    @Test func aSilentTerminalCostsTheLimitAndNoMore() throws {
        let started = Date()
        let terminal = try #require(PseudoTerminal([GalleryEndToEndTests.binary, "caps"], environment: environment))
        #expect(terminal.waitForExit() == 0)
        let output = String(decoding: terminal.output, as: UTF8.self)
        #expect(output.contains("queries          no answer within 400 ms"))
        #expect(output.contains("colours          256 colours (TERM)"))
        #expect(!output.contains("over SSH"), "not over SSH: no word of it")
        #expect(Date().timeIntervalSince(started) < 5, "it never hangs")
    }

    /// mlterm declares 8 colours in terminfo but keeps a direct colour as palette entry 16: 256 colours,
    /// through mlterm-256color (it was drawn in 16, avatars light grey in dark mode).
    @Test func aTerminalThatKeepsAPaletteEntryGets256Colours() throws {
        var environment = self.environment
        environment["TERM"] = "mlterm"
        let terminal = try #require(PseudoTerminal([GalleryEndToEndTests.binary, "caps"], environment: environment))
        #expect(terminal.read(untilContains: "\u{1B}[c"))
        terminal.write("\u{1B}P0+r\u{1B}\\\u{1B}P1$r0;48;5;16m\u{1B}\\\u{1B}[?63;1c")
        #expect(terminal.waitForExit() == 0)
        let output = String(decoding: terminal.output, as: UTF8.self)
        #expect(output.contains("answered: no 24-bit colour, keeps 256 (mlterm-256color opens)") && output.contains("colours          256 colours"),
                "\(output)")
    }

    /// Over SSH with nothing answering, `COLORTERM` is what would have said truecolor: caps says how to
    /// forward it, at both ends.
    @Test func overSSHCapsSaysHowToForwardCOLORTERM() throws {
        let terminal = try #require(PseudoTerminal([GalleryEndToEndTests.binary, "caps"],
                                                   environment: environment.merging(["SSH_CONNECTION": "127.0.0.1 50000 127.0.0.1 22"]) { $1 }))
        #expect(terminal.waitForExit() == 0)
        let output = String(decoding: terminal.output, as: UTF8.self)
        #expect(output.contains("over SSH         COLORTERM is not passed on unless both ends agree: `SendEnv COLORTERM` in the client's ~/.ssh/config, `AcceptEnv COLORTERM` in the server's sshd_config"), "\(output)")
    }
}
