import Foundation
import Testing

/// The terminal's palette is the user's own. The gallery never redefines a colour, so it never sends oc
/// (OSC 104 on xterm: every palette colour back to the terminal's defaults), which ncurses sends at each
/// resume once colours are started: at the first frame, and on the way back from a suspend.
@Suite struct PaletteTests {
    @Test func thePaletteIsNotResetAtTheStartNorAfterASuspend() throws {
        let terminal = try #require(PseudoTerminal([GalleryEndToEndTests.binary, "--story", "badge/default", "--mode", "dark", "--colors", "256"],
                                                   environment: PseudoTerminal.plainEnvironment))
        #expect(terminal.read(untilContains: "q quit"), "the first frame, whose last row is the status bar")
        let before = terminal.output.count
        // ncurses' own handler leaves the screen, stops the gallery and draws the screen again when it goes on.
        kill(terminal.pid, SIGTSTP)
        #expect(Self.waitUntilStopped(terminal.pid), "stopped by the suspend")
        kill(terminal.pid, SIGCONT)
        #expect(terminal.read { Array($0.dropFirst(before)).firstRange(of: Array("q quit".utf8)) != nil },
                "the screen drawn again after the suspend")
        terminal.write("q")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.output.firstRange(of: Array("\u{1B}]104".utf8)) == nil, "oc (OSC 104) was sent")
    }

    /// Waits (10 s at most) until child `pid` is stopped; true when it is.
    private static func waitUntilStopped(_ pid: pid_t) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WUNTRACED | WNOHANG) == pid { return status & 0xFF == 0x7F } // WIFSTOPPED
            usleep(10_000) // polling the child's state, not waiting for a screen
        }
        return false
    }
}
