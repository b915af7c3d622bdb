import Foundation
import Testing

/// `vitrine caps` in a terminal played by the test: one that answers every query, one that answers
/// nothing (it must still finish, within the queries' limit).
@Suite(.serialized) struct CapsCommandTests {
    let environment = PseudoTerminal.plainEnvironment

    @Test func aTerminalThatAnswersIsDescribed() throws {
        let terminal = try #require(PseudoTerminal([GalleryEndToEndTests.binary, "caps"], environment: environment))
        #expect(terminal.read(untilContains: "\u{1B}[c"), "the queries are sent, DA1 last")
        terminal.write("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\\u{1B}P1+r524742=382F382F38\u{1B}\\\u{1B}]52;c;\u{1B}\\\u{1B}[?62;22c")
        #expect(terminal.waitForExit() == 0)
        let output = String(decoding: terminal.output, as: UTF8.self)
        for line in ["TERM             xterm-256color", "terminfo         256 colours", "queries          answered (DA1 after",
                     "truecolor query  answered: keeps 24-bit colour", "colours          truecolor (terminal answered)",
                     "background       dark (OSC 11 #1e1e2e)", "OSC 52           answered", "UTF-8            yes", "size             100×30 cells"] {
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
        #expect(Date().timeIntervalSince(started) < 5, "it never hangs")
    }
}
