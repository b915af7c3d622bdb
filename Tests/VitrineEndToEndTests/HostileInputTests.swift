import Foundation
import Testing

/// What an attacker (or a careless paste) sends the gallery through its terminal.
@Suite(.serialized) struct HostileInputTests {
    let environment = PseudoTerminal.plainEnvironment

    private func start() throws -> PseudoTerminal {
        let terminal = try #require(PseudoTerminal([GalleryEndToEndTests.binary, "--story", "badge/default", "--mode", "light"],
                                                   environment: environment))
        #expect(terminal.read(untilContains: "light (--mode)"))
        return terminal
    }

    @Test func aPastedStormOfAnswerStartsIsDroppedAndTheGalleryStillAnswers() throws {
        let terminal = try start()
        // 40,000 `ESC ]` (80 KB) once overflowed the stack of the reader that looked for terminal answers.
        terminal.paste(String(repeating: "\u{1B}]", count: 40_000) + "\u{07}")
        terminal.write("j")
        #expect(terminal.read(untilContains: "Neutral)."), "j still moves to the next story")
        terminal.write("q")
        #expect(terminal.waitForExit() == 0)
    }
}
