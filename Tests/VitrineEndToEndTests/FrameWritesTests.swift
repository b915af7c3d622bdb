import Foundation
import Testing

/// How a frame reaches the terminal, counted in the gallery's own write calls (`syscw` in
/// `/proc/PID/io`, which the kernel keeps for every process).
@Suite struct FrameWritesTests {
    /// A frame goes out in one write, not one per cursor move. ncurses 6.4 flushes at every cursor move
    /// until its screen has been through `endwin` once (its rule for programs that move the cursor
    /// through terminfo without a screen); the screen is taken through it as it opens. One write a
    /// frame is one wake-up of the terminal (or one SSH packet) and never a frame drawn in pieces.
    @Test func aFrameReachesTheTerminalInOneWrite() throws {
        let terminal = try #require(PseudoTerminal([GalleryEndToEndTests.binary, "--story", "badge/default", "--mode", "dark", "--colors", "256"],
                                                   environment: PseudoTerminal.plainEnvironment))
        #expect(terminal.read(untilContains: "q quit"), "the first frame, whose last row is the status bar")
        let before = try #require(writeCalls(of: terminal.pid))
        terminal.write("j")
        #expect(terminal.read(untilContains: "Neutral)."), "j moves to the second story")
        let after = try #require(writeCalls(of: terminal.pid))
        #expect(after - before == 1, "the frame after j took \(after - before) writes")
        terminal.write("q")
        #expect(terminal.waitForExit() == 0)
    }

    /// The first frame goes out in one write with the terminal's set-up (the alternate screen, keypad
    /// mode, the hidden cursor, bracketed paste): ncurses flushed each step of it on its own, six writes
    /// before the frame's. Before it the process writes only the terminal's questions, in one write.
    @Test func theFirstFrameAndTheSetUpReachTheTerminalInOneWrite() throws {
        let terminal = try #require(PseudoTerminal([GalleryEndToEndTests.binary, "--story", "badge/default", "--mode", "dark", "--colors", "256"],
                                                   environment: PseudoTerminal.plainEnvironment))
        #expect(terminal.read(untilContains: "q quit"), "the first frame, whose last row is the status bar")
        let writes = try #require(writeCalls(of: terminal.pid))
        #expect(writes <= 2, "the questions and the first frame took \(writes) writes")
        let output = String(decoding: terminal.output, as: UTF8.self)
        #expect(output.contains("\u{1B}[?1049h") && output.contains("\u{1B}[?2004h"), "the alternate screen and bracketed paste")
        #expect(!output.contains("\u{1B}]104"), "the terminal's palette kept: xterm-256color's oc (OSC 104) is never sent (ncurses_overrides.c)")
        terminal.write("q")
        #expect(terminal.waitForExit() == 0)
    }

    /// A key writes the cells that changed and never scrolls a region of the terminal (ncurses' scroll
    /// optimisation is left out: ncurses_overrides.c). At 300×100, `j` from the first story and `k` back each made
    /// ncurses scroll rows 11 to 91 by one (the inspector a row longer or shorter below the stage's blank
    /// rows), then compare all eighty rows again.
    @Test func aKeyThatShiftsWholeLinesScrollsNothing() throws {
        // The case must still be one: some line of the second story's screen is the first's, a row away.
        let screens = try ["avatar/initials-small", "profile-avatar/emoji"].map { story in
            let result = Spawn.run([GalleryEndToEndTests.binary, "render", story, "--screen", "300x100", "--mode", "dark", "--colors", "256", "--format", "text"])
            try #require(result.status == 0, "render \(story): \(result.output)")
            return result.output.split(separator: "\n", omittingEmptySubsequences: false).map { $0.dropFirst(29) }
        }
        let (first, second) = (screens[0], screens[1])
        let shifted = (1 ..< min(first.count, second.count) - 1).filter { (row: Int) -> Bool in
            let line = first[row]
            guard line.contains(where: { $0 != " " }), line != second[row] else { return false }
            return line == second[row - 1] || line == second[row + 1]
        }
        try #require(!shifted.isEmpty, "j no longer shifts whole lines of the stage: the test needs two other stories")
        let terminal = try #require(PseudoTerminal([GalleryEndToEndTests.binary, "--mode", "dark", "--colors", "256"],
                                                   environment: PseudoTerminal.plainEnvironment, width: 300, height: 100))
        #expect(terminal.read(untilContains: "q quit"), "the first frame, whose last row is the status bar")
        let start = terminal.output.count
        terminal.write("j")
        #expect(terminal.read { Array($0[start...]).contains(Array("profile-avatar/emoji".utf8)) }, "j moves to the next component")
        let afterJ = terminal.output.count
        terminal.write("k")
        // Each frame is one write, its title row first: once k's title is in, j's frame is whole.
        #expect(terminal.read { Array($0[afterJ...]).contains(Array("avatar/initials-small".utf8)) }, "k moves back")
        let keys = String(decoding: terminal.output[start...], as: UTF8.self)
        // DECSTBM (a scroll region), RI (ESC M), and CSI L, M, S, T (insert or delete lines, scroll up or down).
        let scrolling = try Regex(#"\x1B\[[0-9]+;[0-9]+r|\x1BM|\x1B\[[0-9]*[LMST]"#)
        let scroll = keys.firstMatch(of: scrolling).map { String(keys[$0.range]).debugDescription }
        #expect(scroll == nil, "the keys' frames scrolled a region")
        terminal.write("q")
        #expect(terminal.waitForExit() == 0)
    }

    /// The number of write calls process `pid` made so far; nil when the kernel does not say.
    private func writeCalls(of pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("syscw:") }) else { return nil }
        return Int(line.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces))
    }
}
