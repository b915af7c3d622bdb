import Foundation
import Testing

/// `--colors auto` without `COLORTERM` (SSH does not pass it on): the gallery asks the terminal whether it
/// keeps 24-bit colours, played by the test (answering, answering DA1 only) and by tmux. A silent
/// terminal, and late answers, are in `AppearanceDetectionTests`: the queries go out together.
@Suite(.serialized) struct TrueColorDetectionTests {
    let trueColorQuery = "\u{1B}P+q524742;5463\u{1B}\\"
    let environment = PseudoTerminal.plainEnvironment

    private func start(_ arguments: [String] = [], _ extra: [String: String] = [:]) throws -> PseudoTerminal {
        let command = [GalleryEndToEndTests.binary, "--story", "badge/danger", "--mode", "light"] + arguments
        return try #require(PseudoTerminal(command, environment: environment.merging(extra) { $1 }))
    }

    private func quit(_ terminal: PseudoTerminal) {
        terminal.write("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aTerminalThatSaysItKeeps24BitColourGetsTruecolor() throws {
        let terminal = try start()
        #expect(terminal.read(untilContains: trueColorQuery), "XTGETTCAP is asked before the screen opens")
        #expect(terminal.read(untilContains: "\u{1B}[c"), "DA1 follows")
        terminal.write("\u{1B}P1+r524742=382F382F38\u{1B}\\\u{1B}[?62;22c")
        #expect(terminal.read(untilContains: "truecolor (terminal answered)"))
        // xterm-direct sends the danger pill's #fde3e3 itself, in colon form.
        #expect(terminal.read { String(decoding: $0, as: UTF8.self).contains("8:2::253:227:227m") }, "direct colour, not a palette entry")
        quit(terminal)
    }

    @Test func aTerminalThatEchoesADirectColourGetsTruecolor() throws {
        let terminal = try start()
        #expect(terminal.read(untilContains: "\u{1B}P$qm\u{1B}\\"), "DECRQSS of the SGR is asked")
        terminal.write("\u{1B}P0+r524742\u{1B}\\\u{1B}P1$r0;48:2::1:2:3m\u{1B}\\\u{1B}[?64;22c")
        #expect(terminal.read(untilContains: "truecolor (terminal answered)"))
        quit(terminal)
    }

    @Test func aTerminalThatAnswersOnlyDA1Keeps256ColoursAndTheHelpSaysHowToAsk() throws {
        let terminal = try start()
        #expect(terminal.answerDeviceAttributesOnly(), "DA1 asked, and answered alone")
        #expect(terminal.read(untilContains: "256 colours (TERM)"))
        terminal.write("?")
        #expect(terminal.read(untilContains: "run with --colors truecolor"), "ncurses sends only what changed: part of the hint")
        terminal.write("\u{1B}")
        quit(terminal)
    }

    @Test(arguments: [(["--colors", "256"], [String: String](), "256 colours (--colors)"),
                      ([], ["COLORTERM": "truecolor"], "truecolor (COLORTERM)"),
                      ([], ["NO_COLOR": "1"], "mono (NO_COLOR)")])
    func whatIsAlreadyDecidedSendsNoQuery(arguments: [String], extra: [String: String], status: String) throws {
        let terminal = try start(arguments, extra)
        #expect(terminal.read(untilContains: status))
        #expect(terminal.output.firstRange(of: Array(trueColorQuery.utf8)) == nil)
        quit(terminal)
    }

    /// tmux answers no colour query, but knows whether the terminal it is attached to takes 24-bit colour
    /// (its client's `RGB` feature): asked, it decides. The outer terminal is a second tmux, which tmux
    /// recognises (XTVERSION) as keeping 24-bit colour, whose pane runs the client; the gallery starts once
    /// that client is attached (detached, tmux has no client to ask, and TERM decides, as below).
    @Test func insideTmuxTmuxSaysWhetherTheTerminalOutsideKeeps24BitColour() {
        let inner = TmuxSession(width: 100, height: 30, command: "tmux wait-for go; env -u NO_COLOR -u COLORTERM -u LC_ALL LANG=C.UTF-8 "
                                    + "TERM=tmux-256color \(GalleryEndToEndTests.binary) --story badge/danger --mode light")
        let outer = TmuxSession(width: 100, height: 30, command: "tmux -S \(inner.socket) attach -t app")
        #expect(waitUntil { !inner.tmux("list-clients").output.isEmpty }, "the outer terminal's client is attached")
        inner.tmux("wait-for", "-S", "go")
        #expect(inner.waitFor { $0.contains("theme default · light (--mode) · truecolor (tmux: RGB)") } != nil, "\(inner.capture())")
        #expect(inner.capture(colors: true).contains("48;2;253;227;227"), "the danger pill's #fde3e3 as 24-bit colour, through tmux-direct")
        inner.send("q")
        #expect(inner.waitForExit() == 0)
        _ = outer
    }

    @Test func insideTmuxWhichAnswersOnlyDA1TheStatusSaysTERMDecided() {
        let session = TmuxSession(width: 100, height: 30, command: "env -u NO_COLOR -u COLORTERM -u LC_ALL LANG=C.UTF-8 "
                                    + "TERM=tmux-256color \(GalleryEndToEndTests.binary) --story badge/danger --mode light")
        #expect(session.waitFor { $0.contains("theme default · light (--mode) · 256 colours (TERM)") } != nil)
        session.send("q")
        #expect(session.waitForExit() == 0)
    }
}
