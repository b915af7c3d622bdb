import Foundation
import Testing
import VitrineTestSupport

/// Where Xvfb and xterm are installed, and always in CI (`CI=true`), where a missing one must fail the run.
private let xtermCanRun = ["/usr/bin/Xvfb", "/usr/bin/xterm", "/usr/bin/script"].allSatisfy(FileManager.default.isExecutableFile)
    || ProcessInfo.processInfo.environment["CI"] == "true"

/// Vitrine in a real terminal emulator: Debian's xterm under Xvfb, with `allowWindowOps` on (how users let
/// OSC 52 copying work), which an OSC 52 clipboard read used to crash. `script` records what the program
/// wrote and read, while xterm itself answers the queries.
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
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = display
            environment.removeValue(forKey: "COLORTERM")
            environment.removeValue(forKey: "NO_COLOR")
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
}
