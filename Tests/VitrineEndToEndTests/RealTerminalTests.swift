import Foundation
import Testing
import VitrineCore
import VitrineTestSupport

/// Where Xvfb, xterm, xdotool and xwd are installed, and always in CI (`CI=true`), where a missing one must fail the run
/// (mlterm too, for the test of settings after quit).
private let xtermCanRun = ["/usr/bin/Xvfb", "/usr/bin/xterm", "/usr/bin/script", "/usr/bin/xdotool", "/usr/bin/xwd", "/usr/bin/tmux"]
    .allSatisfy(FileManager.default.isExecutableFile) || ProcessInfo.processInfo.environment["CI"] == "true"

/// Vitrine in a real terminal emulator: Debian's xterm under Xvfb, with `allowWindowOps` on (how users let
/// OSC 52 copying work), which an OSC 52 clipboard read used to crash. `script` records what the program
/// wrote and read, while xterm itself answers the queries; `xdotool` types keys into its window and `xwd`
/// takes pictures of it.
@Suite(.serialized, .enabled(if: xtermCanRun))
struct RealTerminalTests {
    let folder = TemporaryFolder()

    /// An X display of its own: the first number without a lock file, its server started and stopped by `body`.
    private func withDisplay(_ body: (String) throws -> Void) throws {
        let number = try #require((90 ..< 140).first { !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") })
        let server = try #require(Spawn.start(["/usr/bin/Xvfb", ":\(number)", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                              environment: ProcessInfo.processInfo.environment,
                                              output: folder.url.appendingPathComponent("xvfb.log").path))
        defer {
            kill(server, SIGTERM)
            var status: Int32 = 0
            waitpid(server, &status, 0)
        }
        #expect(waitUntil { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") }, "Xvfb is up")
        try body(":\(number)")
    }

    @Test func capsInXtermNeverCrashesItAndReadsWhatItAnswers() throws {
        try withDisplay { display in
            let transcript = folder.url.appendingPathComponent("caps.typescript").path
            let environment = environment(display: display)
            let xterm = Spawn.run(["/usr/bin/xterm", "-xrm", "XTerm*allowWindowOps: true", "-geometry", "100x30", "-e", "/bin/sh", "-c",
                                   "LANG=C.UTF-8 TERM=xterm script -q -e -c \"$0 caps\" \"$1\"", GalleryEndToEndTests.binary, transcript],
                                  environment: environment)
            #expect(xterm.status == 0, "xterm ended normally (an OSC 52 read killed it with SIGSEGV): \(xterm.output)")
            let output = try String(contentsOfFile: transcript, encoding: .utf8)
            #expect(!output.contains("\u{1B}]52"), "the clipboard is never read")
            for line in ["queries          answered (DA1 after", "truecolor query  answered: keeps 24-bit colour",
                         "colours          truecolor (terminal answered)", "background       light (OSC 11 #ffffff)"] {
                #expect(output.contains(line), "\(line)")
            }
        }
    }

    /// Inside tmux inside xterm: tmux answers neither the colour queries nor OSC 11, so tmux itself is asked;
    /// with `allow-passthrough` on, the background query goes through tmux to xterm, whose answer gives
    /// light; off, the background outside is unknown and `caps` says how to let it through.
    @Test(arguments: [true, false])
    func capsInTmuxInXtermAsksTmuxAndTheTerminalOutside(passthrough: Bool) throws {
        try withDisplay { display in
            let transcript = folder.url.appendingPathComponent("tmux-caps.typescript").path
            let configuration = folder.write("tmux.conf", "set -g allow-passthrough \(passthrough ? "on" : "off")\n")
            let socket = "vitrine-real-\(getpid())"
            let xterm = Spawn.run(["/usr/bin/xterm", "-geometry", "100x30", "-e", "/usr/bin/tmux", "-L", socket, "-f", configuration.path,
                                   "new-session", "LANG=C.UTF-8 script -q -f -e -c '\(GalleryEndToEndTests.binary) caps' \(transcript)"],
                                  environment: environment(display: display))
            #expect(xterm.status == 0, "\(xterm.output)")
            let output = try String(contentsOfFile: transcript, encoding: .utf8)
            #expect(output.contains("colours           truecolor (tmux: RGB)"), "tmux says xterm keeps 24-bit colour")
            #expect(output.contains("tmux escape-time  500 ms: tmux holds every Esc that long before the gallery sees it (tmux set -sg escape-time 10)"),
                    "tmux's default escape-time is named, with how to lower it: \(output)")
            if passthrough {
                #expect(output.contains("background        light (OSC 11 #ffffff)"), "xterm answered through tmux: \(output)")
            } else {
                #expect(output.contains("tmux passthrough  off: the background outside is unknown")
                        && output.contains("background        dark (no answer: default)"), "\(output)")
            }
        }
    }

    /// Inside tmux inside mlterm, which tmux does not pass 24-bit colour to (no `RGB` among its client's
    /// features), a `COLORTERM=truecolor` from outside promises nothing: tmux would turn every 24-bit colour
    /// into its own nearest of 256. The gallery sends 256 itself (its hue-keeping conversion and the themes'
    /// entries) and says so, where it said `truecolor (COLORTERM)` (alacritty inside tmux, in the README's table).
    @Test func insideTmuxACOLORTERMFromOutsideCountsOnlyWhereTmuxPassesTrueColour() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/mlterm") || ProcessInfo.processInfo.environment["CI"] != "true",
                     "mlterm is installed in CI (scripts/setup --tests)")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/mlterm") else { return }
        try withDisplay { display in
            let transcript = folder.url.appendingPathComponent("tmux-colorterm.typescript").path
            let socket = "vitrine-real-colorterm-\(getpid())"
            defer { Spawn.run(["/usr/bin/tmux", "-L", socket, "kill-server"]) }
            // Read once caps has written its last line: mlterm does not always close at once when its child ends.
            let mlterm = try #require(Spawn.start(["/usr/bin/mlterm", "-g", "100x30", "-e", "/usr/bin/env", "COLORTERM=truecolor",
                                                   "/usr/bin/tmux", "-L", socket, "-f", "/dev/null", "new-session",
                                                   "LANG=C.UTF-8 script -q -f -e -c '\(GalleryEndToEndTests.binary) caps' \(transcript)"],
                                                  environment: environment(display: display), output: folder.url.appendingPathComponent("mlterm.log").path))
            defer { if Spawn.isAlive(mlterm) { kill(mlterm, SIGKILL) } }
            #expect(waitUntil(seconds: 30) { ((try? String(contentsOfFile: transcript, encoding: .utf8)) ?? "").contains("OSC 52") })
            let output = try String(contentsOfFile: transcript, encoding: .utf8)
            #expect(output.contains(": no RGB, 256 colours at most"), "tmux says mlterm gets no 24-bit colour: \(output)")
            #expect(output.contains("colours           256 colours (TERM)") && !output.contains("truecolor (COLORTERM)"), "\(output)")
        }
    }

    /// Inside GNU screen inside xterm: screen answers DA1 itself at once and passes OSC 11 on to xterm, whose
    /// answer came after `caps` had finished and landed in the shell's input (`11;rgb:ffff/…` on the next
    /// prompt, and "dark (no answer)"). Through screen's passthrough xterm answers both, in order: light,
    /// and nothing is left for the shell (read raw for a second and a half after `caps` ends).
    @Test func capsInGNUScreenInXtermReadsTheBackgroundAndLeavesNothingInTheShell() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/screen") || ProcessInfo.processInfo.environment["CI"] != "true",
                     "screen is installed in CI (scripts/setup --tests)")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/screen") else { return }
        try withDisplay { display in
            let log = folder.url.appendingPathComponent("screen.log").path, left = folder.url.appendingPathComponent("left").path
            let script = folder.write("probe.sh", #"""
            LANG=C.UTF-8 "$1" caps
            stty -icanon -echo min 0 time 15
            dd bs=1 count=200 2>/dev/null | od -An -c > "$2"
            stty sane
            """#)
            let xterm = Spawn.run(["/usr/bin/timeout", "60", "/usr/bin/xterm", "-geometry", "120x30", "-e", "/usr/bin/screen", "-L", "-Logfile", log, "-q",
                                   "/bin/sh", script.path, GalleryEndToEndTests.binary, left],
                                  environment: environment(display: display))
            #expect(xterm.status == 0, "\(xterm.output)")
            let output = try String(contentsOfFile: log, encoding: .utf8)
            #expect(output.contains("background       light (OSC 11 #ffffff)"), "xterm's answer, through screen: \(output)")
            #expect(output.contains("GNU screen       the background query and its DA1 go through screen"))
            let leftover = try String(contentsOfFile: left, encoding: .utf8)
            #expect(leftover.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "nothing left in the shell's input: \(leftover)")
        }
    }

    /// Quitting leaves the terminal's settings exactly as they were found (`stty -g` before and after, in the
    /// emulator's own terminal, with its own TERM and its answers to the start-up queries). mlterm, which
    /// proves 256 colours, was left without echo and line editing: the terminfo entry read after the screen
    /// opened took the program's modes for the shell's.
    @Test(arguments: ["xterm", "mlterm"])
    func quittingLeavesTheTerminalsSettingsAsFound(emulator: String) throws {
        let executable = "/usr/bin/\(emulator)"
        try #require(FileManager.default.isExecutableFile(atPath: executable) || ProcessInfo.processInfo.environment["CI"] != "true",
                     "\(emulator) is installed in CI (scripts/setup --tests)")
        guard FileManager.default.isExecutableFile(atPath: executable) else { return }
        try withDisplay { display in
            let (before, after) = (folder.url.appendingPathComponent("before").path, folder.url.appendingPathComponent("after").path)
            let windowFile = folder.url.appendingPathComponent("window").path
            let environment = environment(display: display)
            let command = #"echo "$WINDOWID" > "$3"; stty -g > "$1"; LANG=C.UTF-8 "$0" --story badge/danger; stty -g > "$2"; sleep 1"#
            let emulatorProcess = try #require(Spawn.start([executable, emulator == "mlterm" ? "-g" : "-geometry", "100x30", "-e", "/bin/sh", "-c", command,
                                                            GalleryEndToEndTests.binary, before, after, windowFile],
                                                           environment: environment, output: folder.url.appendingPathComponent("emulator.log").path))
            defer { if Spawn.isAlive(emulatorProcess) { kill(emulatorProcess, SIGKILL) } }
            #expect(waitUntil(seconds: 30) { ((try? String(contentsOfFile: windowFile, encoding: .utf8)) ?? "").hasSuffix("\n") })
            let window = try String(contentsOfFile: windowFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            // The gallery drawn and waiting for a key: its main thread in poll (syscall 7 on x86-64).
            #expect(waitUntil(seconds: 30) {
                let pids = Spawn.run(["pgrep", "-f", "^\(GalleryEndToEndTests.binary) --story badge/danger"]).output.split(separator: "\n")
                return pids.contains { ((try? String(contentsOfFile: "/proc/\($0)/syscall", encoding: .utf8)) ?? "").hasPrefix("7 ") }
            }, "the gallery waits for a key")
            #expect(Spawn.run(["/usr/bin/xdotool", "windowfocus", "--sync", window], environment: environment).status == 0)
            #expect(Spawn.run(["/usr/bin/xdotool", "key", "q"], environment: environment).status == 0)
            // The shell makes the file before stty writes its line into it: the line is waited for.
            #expect(waitUntil(seconds: 30) { ((try? String(contentsOfFile: after, encoding: .utf8)) ?? "").hasSuffix("\n") }, "q ends the gallery")
            let (found, left) = (try String(contentsOfFile: before, encoding: .utf8), (try? String(contentsOfFile: after, encoding: .utf8)) ?? "")
            #expect(!found.isEmpty && found == left, "\(emulator)'s settings after quit: \(left), before: \(found)")
        }
    }

    /// What the window shows is what the inspector says is sent: in real xterm at 8 colours (an 8-colour
    /// terminfo entry's profile), each palette colour the inspector names for the disabled avatar's tokens
    /// is on the window in xterm's own shade of it, and the avatar's fill, once not drawn at all (colour 8
    /// sent as `ESC[48m`), covers its circle.
    @Test func theWindowShowsTheColoursTheInspectorSaysAreSent() throws {
        try withDisplay { display in
            let gallery = try XtermGallery(folder: folder, environment: environment(display: display), geometry: "160x45",
                                           arguments: "--story avatar/disabled --mode dark --colors 8")
            defer { gallery.kill() }
            #expect(waitUntil(seconds: 30) { gallery.transcript.contains("theme.color.avatar.initials") }, "the inspector is drawn")
            let sent = Set(gallery.transcript.matches(of: /sent colour ([0-9]+) \(/).compactMap { Int($0.output.1) })
            #expect(!sent.isEmpty && sent.allSatisfy { $0 < 8 }, "the inspector names colours of the eight: \(sent)")
            func pixel(_ index: Int) -> UInt32 {
                let (r, g, b) = XtermPalette.rgb(ofIndex: index)
                return UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
            }
            #expect(waitUntil(seconds: 30) { gallery.shot().map { dump in sent.allSatisfy { dump.count(of: pixel($0)) > 20 } } ?? false },
                    "each colour the inspector names is on the window in xterm's shade: \(sent)")
            #expect((gallery.shot()?.count(of: pixel(7)) ?? 0) > 2000, "the disabled avatar's fill (colour 7) covers its circle, not only a swatch")
            #expect(gallery.type("q"))
            #expect(waitUntil(seconds: 30) { !gallery.isRunning }, "q ends the gallery and xterm with it")
        }
    }

    /// A badge's ends in xterm with an outline font (DejaVu Sans Mono 11, as many set it): the pill is as tall at
    /// its ends as in its body. The font's `▐ ▌` left a light line along their top (the issue's "notch"), so a
    /// terminal that draws blocks from its font gets square ends in the pill's own colour.
    @Test func aPillsEndsAreAsTallAsItsBodyInXtermWithAnOutlineFont() throws {
        try withDisplay { display in
            let gallery = try XtermGallery(folder: folder, environment: environment(display: display), geometry: "100x30",
                                           arguments: "--story badge/danger --mode light", font: "DejaVu Sans Mono")
            defer { gallery.kill() }
            let pill = try dangerPill(.light)
            var shot: WindowDump?
            #expect(waitUntil(seconds: 30) { shot = gallery.shot(); return (shot?.count(of: pill) ?? 0) > 200 }, "the pill is drawn")
            let dump = try #require(shot)
            let (y, x) = try #require(dump.longestRun(of: pill))
            let cell = dump.width / 100
            let body = dump.verticalRun(of: pill, x: x.lowerBound + cell + cell / 2, through: y)
            #expect(body.map { $0.count >= cell } == true, "the body fills a row: \(String(describing: body))")
            for end in [x.lowerBound, x.upperBound] {
                let run = dump.verticalRun(of: pill, x: end, through: y)
                #expect(run == body, "the pill's column \(end) spans rows \(String(describing: run)), its body \(String(describing: body))")
            }
            #expect(gallery.type("q"))
            #expect(waitUntil(seconds: 30) { !gallery.isRunning }, "q ends the gallery and xterm with it")
        }
    }

    /// The environment a terminal is started with on `display`: no COLORTERM (the terminal's answers decide) and no NO_COLOR.
    private func environment(display: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment.removeValue(forKey: "COLORTERM")
        environment.removeValue(forKey: "NO_COLOR")
        return environment
    }

    /// The danger badge's background as 0xRRGGBB in `appearance` under the default theme.
    private func dangerPill(_ appearance: Appearance) throws -> UInt32 {
        let (r, g, b) = try #require(DefaultTheme.loaded.resolved(for: appearance).color("theme.color.badge.danger.background").rgbValue)
        return UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// A person's session in xterm: the gallery opens in 24-bit colour because xterm answers so (the pill's
    /// pixels are the token's exact colour), `d` typed into the window turns it dark, `q` ends it and
    /// leaves the alternate screen, and xterm closes normally.
    @Test func aGallerySessionInXtermDrawsTheTokensColoursFollowsKeysAndRestoresTheTerminal() throws {
        try withDisplay { display in
            let gallery = try XtermGallery(folder: folder, environment: environment(display: display), geometry: "100x30",
                                           arguments: "--story badge/danger --mode light")
            defer { gallery.kill() }
            let (light, dark) = (try dangerPill(.light), try dangerPill(.dark))
            #expect(waitUntil(seconds: 30) { (gallery.shot()?.count(of: light) ?? 0) > 200 }, "the light pill in its token's exact colour (24-bit, as xterm answered)")
            #expect(gallery.type("d"))
            #expect(waitUntil(seconds: 30) { gallery.shot().map { $0.count(of: dark) > 200 && $0.count(of: light) == 0 } ?? false },
                    "d typed into xterm turns the gallery dark")
            #expect(gallery.type("q"))
            #expect(waitUntil(seconds: 30) { !gallery.isRunning }, "q ends the gallery and xterm with it")
            #expect(gallery.exitStatus() == 0, "xterm ended normally")
            let output = gallery.transcript
            let entered = try #require(output.range(of: "\u{1B}[?1049h", options: .backwards))
            #expect(output[entered.upperBound...].contains("\u{1B}[?1049l"), "the alternate screen is left after the last frame")
        }
    }
}
