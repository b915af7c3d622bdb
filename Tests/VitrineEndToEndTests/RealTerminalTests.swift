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
            let transcript = folder.url.appendingPathComponent("gallery.typescript").path
            let windowFile = folder.url.appendingPathComponent("window").path, picture = folder.url.appendingPathComponent("window.xwd").path
            let environment = environment(display: display)
            let xterm = try #require(Spawn.start(["/usr/bin/xterm", "-geometry", "100x30", "-e", "/bin/sh", "-c",
                                                  #"echo "$WINDOWID" > "$2"; LANG=C.UTF-8 TERM=xterm exec script -q -f -e -c "$0 --story badge/danger --mode light" "$1""#,
                                                  GalleryEndToEndTests.binary, transcript, windowFile],
                                                 environment: environment, output: folder.url.appendingPathComponent("xterm.log").path))
            defer { if Spawn.isAlive(xterm) { kill(xterm, SIGKILL) } }
            #expect(waitUntil(seconds: 30) { ((try? String(contentsOfFile: windowFile, encoding: .utf8)) ?? "").hasSuffix("\n") })
            let window = try String(contentsOfFile: windowFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            func shot() -> WindowDump? {
                guard Spawn.run(["/usr/bin/xwd", "-silent", "-id", window, "-out", picture], environment: environment).status == 0 else { return nil }
                return (try? Data(contentsOf: URL(fileURLWithPath: picture))).flatMap(WindowDump.init)
            }
            let (light, dark) = (try dangerPill(.light), try dangerPill(.dark))
            #expect(waitUntil(seconds: 30) { (shot()?.count(of: light) ?? 0) > 200 }, "the light pill in its token's exact colour (24-bit, as xterm answered)")
            #expect(Spawn.run(["/usr/bin/xdotool", "windowfocus", "--sync", window], environment: environment).status == 0)
            #expect(Spawn.run(["/usr/bin/xdotool", "key", "d"], environment: environment).status == 0)
            #expect(waitUntil(seconds: 30) { shot().map { $0.count(of: dark) > 200 && $0.count(of: light) == 0 } ?? false },
                    "d typed into xterm turns the gallery dark")
            #expect(Spawn.run(["/usr/bin/xdotool", "key", "q"], environment: environment).status == 0)
            #expect(waitUntil(seconds: 30) { !Spawn.isAlive(xterm) }, "q ends the gallery and xterm with it")
            var status: Int32 = 0
            waitpid(xterm, &status, 0)
            #expect(status == 0, "xterm ended normally")
            let output = try String(contentsOfFile: transcript, encoding: .utf8)
            let entered = try #require(output.range(of: "\u{1B}[?1049h", options: .backwards))
            #expect(output[entered.upperBound...].contains("\u{1B}[?1049l"), "the alternate screen is left after the last frame")
        }
    }
}
