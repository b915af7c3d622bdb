import Foundation
import Testing

/// The Esc key and the escape delay, in a terminal played by the test: where the terminal has the kitty
/// keyboard protocol, Esc arrives as `CSI 27 u` and acts at once; over SSH, where a slow link may split
/// an arrow key's bytes, a lone ESC waits longer for the rest.
@Suite(.serialized) struct EscapeKeyTests {
    let environment = PseudoTerminal.plainEnvironment

    private func start(_ extra: [String: String] = [:]) throws -> PseudoTerminal {
        try #require(PseudoTerminal([GalleryEndToEndTests.binary, "--story", "badge/danger", "--mode", "light"],
                                    environment: environment.merging(extra) { $1 }))
    }

    @Test func withTheKittyProtocolEscIsAKeyOfItsOwnAndTheFlagsArePoppedAtExit() throws {
        let terminal = try start()
        #expect(terminal.read(untilContains: "\u{1B}[?u"), "the protocol's query goes out with the others")
        terminal.write("\u{1B}[?0u\u{1B}[?62;22c")
        #expect(terminal.read(untilContains: "\u{1B}[>1u"), "disambiguation pushed once the screen is open")
        terminal.write("e")
        #expect(terminal.read(untilContains: "Controls"))
        let before = terminal.output.count
        terminal.write("\u{1B}[27u")
        #expect(terminal.read { Array($0.dropFirst(before)).firstRange(of: Array("Inspector".utf8)) != nil },
                "Esc closed the controls: the inspector is back")
        terminal.write("\u{1B}[113u")
        #expect(terminal.waitForExit() == 0, "q, as the protocol sends it")
        let output = String(decoding: terminal.output, as: UTF8.self)
        let pushed = try #require(output.range(of: "\u{1B}[>1u"))
        let entered = try #require(output.range(of: "\u{1B}[?1049h", options: .backwards, range: output.startIndex ..< pushed.lowerBound))
        #expect(output[entered.upperBound ..< pushed.lowerBound].range(of: "\u{1B}[?1049l") == nil,
                "pushed on the alternate screen, where the gallery is drawn (each screen has its own stack)")
        let popped = try #require(output.range(of: "\u{1B}[<u", options: .backwards))
        let left = try #require(output.range(of: "\u{1B}[?1049l", options: .backwards))
        #expect(popped.lowerBound < left.lowerBound, "popped before the alternate screen is left (each screen has its own stack)")
    }

    @Test func withoutItNothingIsPushed() throws {
        let terminal = try start()
        #expect(terminal.answerDeviceAttributesOnly(), "DA1 asked, and answered alone")
        #expect(terminal.read(untilContains: "Badge › Danger"))
        terminal.write("q")
        #expect(terminal.waitForExit() == 0)
        #expect(!String(decoding: terminal.output, as: UTF8.self).contains("\u{1B}[>1u"))
    }

    /// Over SSH an arrow key's bytes may come apart: 60 ms between its ESC and the rest is still ↓.
    @Test func overSSHAnArrowKeySplitByASlowLinkStaysAnArrowKey() throws {
        let terminal = try start(["SSH_CONNECTION": "127.0.0.1 50000 127.0.0.1 22"])
        #expect(terminal.answerDeviceAttributesOnly(), "DA1 asked, and answered alone")
        #expect(terminal.read(untilContains: "Badge › Danger"))
        terminal.write("\u{1B}")
        usleep(60_000) // the slow link under test, not a wait for the screen
        terminal.write("[B")
        #expect(terminal.read(untilContains: "Long text, 1 line  badge/long-one-line"), "the selection moved down")
        terminal.write("q")
        #expect(terminal.waitForExit() == 0)
    }

    /// A lone ESC is the Escape key after one escape delay: ncurses holds it that long for the rest of a key's
    /// sequence, and nothing waits again (the event reader did: Esc took 51–55 ms instead of 25). Counted in
    /// a trace of the waits, not timed: each wait of 25 ms is one `poll` given 25 ms.
    @Test func aLoneEscWaitsOneEscapeDelay() throws {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-esc-\(getpid()).trace")
        defer { try? FileManager.default.removeItem(at: trace) }
        let terminal = try #require(PseudoTerminal(["/usr/bin/strace", "-f", "-qq", "-e", "trace=poll,ppoll,select,pselect6", "-o", trace.path,
                                                    GalleryEndToEndTests.binary, "--story", "badge/danger", "--mode", "light"],
                                                   environment: environment))
        #expect(terminal.answerDeviceAttributesOnly(), "DA1 asked, and answered alone")
        #expect(terminal.read(untilContains: "Badge › Danger"))
        terminal.write("e")
        #expect(terminal.read(untilContains: "Controls"))
        let before = terminal.output.count
        terminal.write("\u{1B}")
        #expect(terminal.read { Array($0.dropFirst(before)).firstRange(of: Array("Inspector".utf8)) != nil },
                "Esc closed the controls: the inspector is back")
        terminal.write("q")
        #expect(terminal.waitForExit() == 0)
        let calls = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        let escapeWaits = calls.filter { $0.contains("poll(") && $0.contains(", 25) = ") }
        #expect(escapeWaits.count == 1, "one wait of the escape delay for the one Esc: \(escapeWaits)")
    }
}
