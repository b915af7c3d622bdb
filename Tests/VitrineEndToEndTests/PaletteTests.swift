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
        #expect(Self.suspendAndResume(terminal), "the screen left and drawn again around a suspend")
        terminal.write("q")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.output.firstRange(of: Array("\u{1B}]104".utf8)) == nil, "oc (OSC 104) was sent")
    }

    /// Suspends the gallery as job control does (`SIGTSTP`, and `SIGCONT` once it has stopped) and waits
    /// until its screen has been left and drawn again; true when it was, within 20 s. ncurses' handler
    /// leaves the screen, stops the process and draws again when it goes on; where the kernel does not
    /// stop it (a process group without a parent in the session), it draws again at once. ncurses ignores
    /// the signal while it draws a frame, so it is sent again until the screen is left.
    private static func suspendAndResume(_ terminal: PseudoTerminal) -> Bool {
        let before = terminal.output.count
        let left = Array("\u{1B}[?1049l".utf8), shown = Array("q quit".utf8)
        let drawnAgain: ([UInt8]) -> Bool = { output in
            let since = output.dropFirst(before)
            guard let leaving = since.firstRange(of: left) else { return false }
            return since[leaving.upperBound...].firstRange(of: shown) != nil
        }
        let end = Date().addingTimeInterval(20)
        var again = Date()
        while Date() < end {
            if Date() >= again, terminal.output.dropFirst(before).firstRange(of: left) == nil {
                kill(terminal.pid, SIGTSTP) // (again): not left yet
                again = Date().addingTimeInterval(2)
            }
            var status: Int32 = 0
            if waitpid(terminal.pid, &status, WUNTRACED | WNOHANG) == terminal.pid, status & 0xFF == 0x7F { // WIFSTOPPED
                kill(terminal.pid, SIGCONT)
            }
            if terminal.read(seconds: 0.2, until: drawnAgain) { return true }
        }
        return false
    }
}
