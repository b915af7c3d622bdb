import Foundation
import Testing
import VitrineTestSupport

/// The gallery in a real xterm on an X display, `TERM=xterm`, recorded by `script`: its window's pictures
/// (`xwd`), keys typed into it (`xdotool`) and what the gallery wrote (the transcript).
struct XtermGallery {
    let pid: pid_t
    let window: String
    private let environment: [String: String]
    private let transcriptPath: String, picturePath: String

    /// Starts xterm at `geometry` (columns x rows) running the gallery with `arguments`, and waits for its window;
    /// with `font`, xterm draws in that outline font at 11 points (`-fa`), else in its own bitmap font.
    init(folder: TemporaryFolder, environment: [String: String], geometry: String, arguments: String, font: String? = nil) throws {
        transcriptPath = folder.url.appendingPathComponent("gallery.typescript").path
        picturePath = folder.url.appendingPathComponent("window.xwd").path
        self.environment = environment
        let windowFile = folder.url.appendingPathComponent("window").path
        let fontArguments = font.map { ["-fa", $0, "-fs", "11"] } ?? []
        pid = try #require(Spawn.start(["/usr/bin/xterm", "-geometry", geometry] + fontArguments + ["-e", "/bin/sh", "-c",
                                        #"echo "$WINDOWID" > "$2"; LANG=C.UTF-8 TERM=xterm exec script -q -f -e -c "$0 \#(arguments)" "$1""#,
                                        GalleryEndToEndTests.binary, transcriptPath, windowFile],
                                       environment: environment, output: folder.url.appendingPathComponent("xterm.log").path))
        #expect(waitUntil(seconds: 30) { ((try? String(contentsOfFile: windowFile, encoding: .utf8)) ?? "").hasSuffix("\n") })
        window = try String(contentsOfFile: windowFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What the gallery has written so far.
    var transcript: String { (try? String(contentsOfFile: transcriptPath, encoding: .utf8)) ?? "" }

    var isRunning: Bool { Spawn.isAlive(pid) }

    /// A picture of the window; nil when xwd could not take one.
    func shot() -> WindowDump? {
        guard Spawn.run(["/usr/bin/xwd", "-silent", "-id", window, "-out", picturePath], environment: environment).status == 0 else { return nil }
        return (try? Data(contentsOf: URL(fileURLWithPath: picturePath))).flatMap(WindowDump.init)
    }

    /// Types `key` (an xdotool key name) into the window; true when xdotool did.
    func type(_ key: String) -> Bool {
        Spawn.run(["/usr/bin/xdotool", "windowfocus", "--sync", window], environment: environment).status == 0
            && Spawn.run(["/usr/bin/xdotool", "key", key], environment: environment).status == 0
    }

    /// Waits for xterm to end and returns its wait status.
    func exitStatus() -> Int32 {
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return status
    }

    /// Ends xterm when it still runs (a failed test's clean-up).
    func kill() {
        if Spawn.isAlive(pid) { Glibc.kill(pid, SIGKILL) }
    }
}
