import Foundation
import Testing
import VitrineTestSupport

/// What the headless commands do with an output that fails and with names that carry escape sequences.
@Suite struct CommandOutputTests {
    let binary = GalleryEndToEndTests.binary
    let folder = TemporaryFolder()

    /// The exit status and stderr of `arguments` run with stdout redirected by `redirection` (a shell word).
    private func run(_ arguments: String, stdout redirection: String) -> Spawn.Result {
        Spawn.run(["/bin/sh", "-c", "'\(binary)' \(arguments) \(redirection)"])
    }

    @Test(arguments: ["render badge/danger", "render badge/danger --format ansi", "stories", "themes list",
                      "themes tokens default", "themes validate default", "themes diff default harbour-bank"])
    func aFullDiskOrAClosedOutputFailsWithAMessage(arguments: String) {
        let full = run(arguments, stdout: "> /dev/full")
        #expect(full.status == 1, "\(arguments) > /dev/full")
        #expect(full.output.contains("vitrine: cannot write to standard output: No space left on device"))
        let closed = run(arguments, stdout: ">&-")
        #expect(closed.status == 1, "\(arguments) >&-")
        #expect(closed.output.contains("vitrine: cannot write to standard output: Bad file descriptor"))
    }

    @Test func themeFileNamesAreSanitisedWherePrinted() throws {
        let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J"
        let first = folder.copyBundledTheme("default")
        let renamed = folder.url.appendingPathComponent("\(hostile)a.json")
        try FileManager.default.moveItem(at: first, to: renamed)
        let second = folder.url.appendingPathComponent("\(hostile)b.json")
        try FileManager.default.copyItem(at: renamed, to: second)
        let same = Spawn.run([binary, "themes", "diff", renamed.path, second.path])
        #expect(same.status == 0)
        #expect(same.output.contains("a and ") && same.output.contains("b resolve to the same tokens"), "\(same.output)")
        #expect(!same.output.contains("\u{1B}") && !same.output.contains("\u{07}"), "no escape sequence reaches the terminal")
        let unknown = Spawn.run([binary, "render", "x/\(hostile)"])
        #expect(unknown.status != 0 && !unknown.output.contains("\u{1B}"))
    }
}
