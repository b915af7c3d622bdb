import Foundation
import Testing

/// `--mode auto` against a terminal played by the test: it answers the OSC 11 query, or only the
/// device-attributes query, or nothing at all.
@Suite(.serialized) struct AppearanceDetectionTests {
    let query = "\u{1B}]11;?\u{1B}\\"
    let environment = PseudoTerminal.plainEnvironment

    private func start(_ extra: [String: String] = [:]) throws -> PseudoTerminal {
        let terminal = try #require(PseudoTerminal([GalleryEndToEndTests.binary, "--story", "badge/default"], environment: environment.merging(extra) { $1 }))
        #expect(terminal.read(untilContains: query), "the query is sent before the screen opens")
        #expect(terminal.read(untilContains: "\u{1B}[c"), "DA1 follows")
        return terminal
    }

    private func quit(_ terminal: PseudoTerminal) {
        terminal.write("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aTerminalThatReportsItsBackgroundDecides() throws {
        let terminal = try start(["COLORFGBG": "15;0"])
        terminal.write("\u{1B}]11;rgb:fdfd/f6f6/e3e3\u{1B}\\\u{1B}[?62;22c")
        #expect(terminal.read(untilContains: "light (OSC 11 #fdf6e3)"), "the answer wins over COLORFGBG")
        quit(terminal)
    }

    /// A resize while the start-up waits for the answers (SIGWINCH: a tiling window manager sizes a new
    /// terminal window as the program in it starts): the wait goes on, and the answers that come after it
    /// decide. The signal ended the wait, the answers then came too late and the background was lost.
    @Test func aResizeWhileWaitingForTheAnswersKeepsWaiting() throws {
        let terminal = try start()
        #expect(Self.waitsForAnswers(terminal.pid), "the start-up waits for the answers")
        kill(terminal.pid, SIGWINCH)
        #expect(Self.tookSignals(terminal.pid), "the resize reached the gallery before the answers")
        terminal.write("\u{1B}]11;rgb:fdfd/f6f6/e3e3\u{1B}\\\u{1B}[?62;22c")
        #expect(terminal.read(untilContains: "light (OSC 11 #fdf6e3)"), "the answers after the resize are read")
        quit(terminal)
    }

    /// True once process `pid` has no signal waiting to be delivered (`/proc/PID/status`: `SigPnd`, `ShdPnd`):
    /// its handler ran. Ten seconds at most.
    private static func tookSignals(_ pid: pid_t) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
            let pending = status.split(separator: "\n").filter { $0.hasPrefix("SigPnd:") || $0.hasPrefix("ShdPnd:") }
            if pending.count == 2, pending.allSatisfy({ $0.split(separator: "\t").last.map { $0.allSatisfy { $0 == "0" } } == true }) { return true }
            usleep(1000)
        }
        return false
    }

    /// True once process `pid` is blocked in the start-up's wait for answers: `poll` on one descriptor with
    /// a timeout (the run loop polls three, ncurses none before the screen opens). Ten seconds at most.
    private static func waitsForAnswers(_ pid: pid_t) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            // `/proc/PID/syscall`: the number (7 is poll on x86-64) and the arguments, in hex.
            let fields = ((try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)) ?? "").split(separator: " ")
            if fields.count > 3, fields[0] == "7", fields[2] == "0x1", fields[3] != "0x0" { return true }
            usleep(1000)
        }
        return false
    }

    @Test func withoutOSC11COLORFGBGDecides() throws {
        let terminal = try start(["COLORFGBG": "0;15"])
        terminal.write("\u{1B}[?62;22c")
        #expect(terminal.read(untilContains: "light (COLORFGBG)"))
        quit(terminal)
    }

    @Test func aSilentTerminalGetsDarkAndALateAnswerIsNeverTakenForKeys() throws {
        let terminal = try start()
        #expect(terminal.read(untilContains: "dark (no answer: default)"), "the query gives up instead of hanging")
        #expect(terminal.read(untilContains: "256 colours (TERM)"), "and the truecolor query with it")
        // The answers arrive after all, a key right behind them. Read as keys, "g", "b", "?" … would move the
        // cursor and open the help.
        terminal.write("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}P1+r524742=382F382F38\u{1B}\\\u{1B}P1$r0;48:2::1:2:3m\u{1B}\\"
                       + "\u{1B}[?62;22cj")
        // ncurses sends only what changed: "Default" becomes "Neutral" in the story's summary line.
        #expect(terminal.read(untilContains: "Neutral)."), "j still moves from the first story to the second")
        #expect(terminal.output.firstRange(of: Array("switch pane".utf8)) == nil, "the help never opened")
        #expect(terminal.output.firstRange(of: Array("rgb:".utf8)) == nil, "nothing of the answers was echoed")
        #expect(terminal.output.firstRange(of: Array("524742=".utf8)) == nil)
        quit(terminal)
    }

    /// Answers still arriving after the wait ended (here: the background's answer behind DA1, as some
    /// terminals and multiplexers order them, sent again and again while the screen opens) are never
    /// echoed by the terminal driver, which would print them on the shell's screen where they stay after
    /// the gallery ends; and the terminal's own modes come back when it ends.
    @Test func answersArrivingWhileTheScreenOpensAreNeverEchoed() throws {
        let terminal = try start()
        #expect(terminal.localModes & tcflag_t(ECHO | ICANON) == 0, "no echo and no line editing while asking")
        // DA1 ends the wait; the background's answer follows at once and keeps coming, 50 µs apart, until
        // the screen has opened and 200 times after (however long opening takes on a loaded machine).
        terminal.write("\u{1B}[?62;22c")
        var sentAfterOpening = 0
        let deadline = Date().addingTimeInterval(60)
        while sentAfterOpening < 200, Date() < deadline {
            terminal.write("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\")
            usleep(50)
            if sentAfterOpening > 0 || terminal.read(seconds: 0.001, untilContains: "q quit") { sentAfterOpening += 1 }
        }
        #expect(sentAfterOpening == 200, "the screen opened while the answers kept coming")
        terminal.write("j")
        #expect(terminal.read(untilContains: "Neutral)."), "j moves to the second story: no answer was taken for keys")
        #expect(terminal.output.firstRange(of: Array("rgb:".utf8)) == nil, "nothing of the answers was echoed")
        quit(terminal)
        #expect(terminal.localModes & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON),
                "echo and line editing are back as a new terminal has them")
    }

    /// The start-up reader takes nothing past the end of the DA1 answer, however it arrives: what follows in
    /// the same burst (an answer behind DA1, then a key) reaches the key reader whole, which drops the answer
    /// and keeps the key. Read past DA1, the key would be lost, and an answer cut in two would leave its
    /// tail to be taken for keys.
    @Test func nothingBehindTheDeviceAttributesIsTakenAtStartUp() throws {
        let terminal = try start()
        terminal.write("\u{1B}[?62;22c\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\j")
        #expect(terminal.read(untilContains: "Neutral)."), "the j behind the answer moves to the second story")
        #expect(terminal.output.firstRange(of: Array("rgb:".utf8)) == nil, "nothing of the answer was echoed")
        quit(terminal)
    }

    @Test func anExplicitModeSendsNoQuery() throws {
        let terminal = try #require(PseudoTerminal([GalleryEndToEndTests.binary, "--mode", "light"], environment: environment))
        #expect(terminal.read(untilContains: "light (--mode)"))
        #expect(terminal.output.firstRange(of: Array("\u{1B}]11;?".utf8)) == nil)
        quit(terminal)
    }
}
