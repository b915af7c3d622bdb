import Foundation
import Testing

/// The start-up questions go out first thing, before the catalogue and the theme are made ready (the
/// terminal's round trip overlaps that work): a start-up that ends before the screen opens still reads
/// the answers, and a termination signal meanwhile ends it without opening the screen.
@Suite(.serialized) struct StartupQueryTests {
    let environment = PseudoTerminal.plainEnvironment
    let answers = "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;22c"

    /// A theme error after the questions went out: the answers are read before the exit, not left in the
    /// terminal's input for the shell to take as typed (here a reader started a second later finds nothing).
    @Test func aFailedStartReadsTheAnswersItAskedFor() throws {
        let script = "\(GalleryEndToEndTests.binary) --theme /nonexistent/theme.json; echo \"status $?\"; sleep 1; "
            + "stty -icanon min 0 time 0; echo \"left [$(head -c 200 | od -An -c | tr -d ' \\n')]\""
        let terminal = try #require(PseudoTerminal(["/bin/sh", "-c", script], environment: environment))
        #expect(terminal.read(untilContains: "\u{1B}[c"), "the questions go out before the theme is read")
        terminal.write(answers)
        #expect(terminal.read(untilContains: "status 2"))
        #expect(terminal.read(untilContains: "left ["))
        let output = String(decoding: terminal.output, as: UTF8.self)
        #expect(output.contains("theme error"), "\(output)")
        #expect(terminal.read(untilContains: "left []"), "nothing of the answers is left for the shell: \(output.suffix(200))")
        #expect(terminal.waitForExit() == 0)
    }

    /// A theme of 198,000 tokens in two files (about a second to load, longer than the questions' 400 ms
    /// wait): the answers that arrived meanwhile are still read when the screen opens.
    @Test func answersThatArrivedDuringALongLoadAreRead() throws {
        let (terminal, folder) = try startOnSlowTheme(tokens: 99_000, files: 2)
        defer { try? FileManager.default.removeItem(at: folder) }
        terminal.write("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c")
        #expect(terminal.read(seconds: 30, untilContains: "light (OSC 11 #ffffff)"))
        terminal.write("q")
        #expect(terminal.waitForExit() == 0)
    }

    /// SIGTERM while a theme of 100,000 tokens loads (half a second here; a file is at most 4 MiB): the
    /// start-up ends there with 128 + 15, the screen never opened, the terminal's modes as they were.
    @Test func aSignalDuringALongLoadEndsTheStartWithoutOpeningTheScreen() throws {
        let (terminal, folder) = try startOnSlowTheme(tokens: 100_000, files: 1)
        defer { try? FileManager.default.removeItem(at: folder) }
        terminal.write(answers)
        kill(terminal.pid, SIGTERM)
        #expect(terminal.waitForExit(seconds: 30) == 128 + SIGTERM)
        let output = String(decoding: terminal.output, as: UTF8.self)
        #expect(!output.contains("\u{1B}[?1049h"), "the alternate screen was never entered: \(output.debugDescription.prefix(300))")
        #expect(terminal.localModes & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON), "echo and line editing are back")
    }

    /// The gallery started on `slow.json` of ``slowThemes(tokens:files:)``, once its questions went out;
    /// the folder, to remove afterwards.
    private func startOnSlowTheme(tokens: Int, files: Int) throws -> (PseudoTerminal, URL) {
        let folder = try Self.slowThemes(tokens: tokens, files: files)
        let terminal = try #require(PseudoTerminal([GalleryEndToEndTests.binary, "--theme", folder.appendingPathComponent("slow.json").path],
                                                   environment: environment))
        #expect(terminal.read(untilContains: "\u{1B}[c"), "the questions go out first")
        return (terminal, folder)
    }

    /// A folder with `slow.json`, extending `slow-2.json` and so on (`files` of them, the last extending the
    /// default theme), each with `tokens` colours of its own: a file stays under the 4 MiB bound.
    static func slowThemes(tokens: Int, files: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-slow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in 1 ... files {
            let colours = (0 ..< tokens).map { "\"c\($0)\": {\"$value\": \"#\(String(format: "%06x", $0 * 97 % 0xFFFFFF))\"}" }
            let base = file == files ? "default" : "slow-\(file + 1)"
            let name = file == 1 ? "slow.json" : "slow-\(file).json"
            try Data(("{\"$extends\": \"\(base)\", \"extra\(file)\": {\"$type\": \"color\", " + colours.joined(separator: ", ") + "}}").utf8)
                .write(to: folder.appendingPathComponent(name))
        }
        return folder
    }
}
