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

    /// 16 KB of bytes that are not UTF-8 (bare continuation bytes, `FF`, `FE`, overlong and surrogate
    /// encodings) ended the gallery as if the terminal had hung up (exit 129): each was an error ncurses
    /// could not explain, and 64 of them meant a dead terminal. They are dropped.
    @Test func bytesThatAreNotUTF8AreDroppedNeverFatal() throws {
        let terminal = try start()
        let invalid: [UInt8] = [0xFF, 0xFE, 0x80, 0xBF, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xF8, 0x88, 0x80, 0x80, 0x80, 0xC1, 0xBF]
        terminal.paste(bytes: Array(repeating: invalid, count: 1024).flatMap { $0 })
        // A key that arrives while ncurses still decodes the garbage can be taken into the invalid sequence
        // (it collects bytes after a bad lead byte): j is pressed until the gallery answers it.
        var answered = false
        for _ in 0 ..< 20 where !answered {
            terminal.write("j")
            answered = terminal.read(seconds: 3, untilContains: "Neutral).")
        }
        #expect(answered, "j still moves to the next story")
        terminal.write("q")
        #expect(terminal.waitForExit() == 0)
    }

    /// A terminal that starts huge: the screen opens at the cap (1000×400) and stays there through the first
    /// frame, whose resume after the start-up's endwin checked the size again (120×65535 crashed ncurses in
    /// ClrBottom; 65535×65535 took 2.9 GB and ignored q).
    @Test(arguments: [(UInt16(65535), UInt16(40)), (120, 65535), (65535, 65535)])
    func aHugeTerminalAtTheStartOpensAtTheCap(width: UInt16, height: UInt16) throws {
        let terminal = try #require(PseudoTerminal([GalleryEndToEndTests.binary, "--mode", "light", "--colors", "256"],
                                                   environment: environment, width: width, height: height))
        #expect(terminal.read(seconds: 30, untilContains: "q quit"), "the first frame is drawn")
        let status = (try? String(contentsOfFile: "/proc/\(terminal.pid)/status", encoding: .utf8)) ?? ""
        let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
        #expect((peak ?? .max) < 120_000, "peak memory in KiB: \(peak ?? -1)")
        terminal.write("q")
        #expect(terminal.waitForExit(seconds: 30) == 0)
    }

    /// A terminal that stops reading holds the gallery in a write; a terminating signal still ends it
    /// within a second, with the status of that signal and the terminal's modes back, though the terminal
    /// never reads again (ncurses takes an interrupted write up again: the gallery sat in it, and this test
    /// once passed only because its wait read the output, which let the write finish).
    @Test(arguments: [SIGTERM, SIGINT, SIGQUIT, SIGUSR1])
    func aTerminatingSignalEndsAGalleryHeldByATerminalThatStoppedReading(signal: Int32) throws {
        let terminal = try #require(PseudoTerminal([GalleryEndToEndTests.binary, "--story", "avatar/image-large", "--mode", "light"],
                                                   environment: environment, width: 300, height: 100))
        #expect(terminal.read(untilContains: "light (--mode)"))
        // Nothing is read from here on: whole-screen redraws (d) fill the terminal's buffer, and the gallery's
        // write waits for a reader that never comes.
        // Waits until the gallery is inside write(2) (syscall 1 on x86-64, as /proc shows it): `d` is pressed
        // once more each time its last frame went out whole, until one does not.
        func inWrite() -> Bool {
            (try? String(contentsOfFile: "/proc/\(terminal.pid)/syscall", encoding: .utf8))?.hasPrefix("1 ") == true
        }
        func written() -> Int {
            let io = (try? String(contentsOfFile: "/proc/\(terminal.pid)/io", encoding: .utf8)) ?? ""
            return io.split(separator: "\n").first { $0.hasPrefix("wchar:") }.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) } ?? 0
        }
        let deadline = ContinuousClock.now + .seconds(30)
        var held = false
        while !held, ContinuousClock.now < deadline {
            let before = written()
            terminal.write("d")
            while !held, written() == before, ContinuousClock.now < deadline {
                usleep(10_000)
                held = inWrite()
            }
            held = held || inWrite()
        }
        let inWrite = held
        #expect(inWrite, "the gallery waits in a write the terminal does not take")
        let sent = ContinuousClock.now
        kill(terminal.pid, signal)
        #expect(terminal.waitForExitWithoutReading(seconds: 10) == 128 + signal)
        #expect(ContinuousClock.now - sent < .seconds(3), "ended within about a second, not held by the write")
        #expect(terminal.localModes & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON), "echo and line editing are back")
    }
}
