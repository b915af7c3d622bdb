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

    /// The number of write calls process `pid` made so far; nil when the kernel does not say.
    private func writeCalls(of pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("syscw:") }) else { return nil }
        return Int(line.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces))
    }
}
