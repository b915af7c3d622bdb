import Foundation
import Testing
import VitrineCore
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
                      "themes tokens default", "themes validate default", "themes diff default harbour-bank",
                      "--help", "render --help", "--generate-completion-script bash"])
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

/// `vitrine themes validate` on a file shaped like a design tool's export: it loads with warnings, which
/// `--strict` turns into a failure for CI.
@Suite struct ValidateWarningsTests {
    let binary = GalleryEndToEndTests.binary
    let folder = TemporaryFolder()

    @Test func theDesignToolExportFixtureValidatesWithItsOneWarningAndStrictFailsOnIt() {
        let brand = Fixtures.designToolExport
        let result = Spawn.run([binary, "themes", "validate", brand.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("(161 tokens, extends ../../../themes/default.json, 1 warning)\n"), "\(result.output)")
        #expect(result.output.contains("warning: \(brand.path):91:29: figma.show-grid: $type com.figma.boolean is not one Vitrine reads yet"), "at its line and column")
        let strict = Spawn.run([binary, "themes", "validate", "--strict", brand.path])
        #expect(strict.status == 1 && strict.output.contains("1 of 1 theme files have warnings (--strict)"), "\(strict.output)")
        #expect(Spawn.run([binary, "themes", "validate", "--strict", "default", "high-contrast", "harbour-bank"]).status == 0,
                "the bundled themes have none")
    }

    @Test func themesTokensPrintsCompositesReadably() {
        let result = Spawn.run([binary, "themes", "tokens", Fixtures.designToolExport.path, "--mode", "dark"])
        #expect(result.status == 0)
        for expected in ["shadow 0 4px 8px #000000b3, inset 0 -1px 2px #0b1a3340", "border 1px dashes 4px 2px round #8a94a6",
                         "typography 600 12px/1.2 Inter, \"SF Pro Text\", sans-serif", "transition 120ms cubic-bezier(0.2, 0, 0, 1) 0ms",
                         "(deprecated: use theme.color.foreground.brand)"] {
            #expect(result.output.contains(expected), "\(expected)")
        }
    }

    @Test func aDeprecatedTokenAComponentReadsIsAWarning() {
        folder.copyBundledTheme("default")
        let brand = folder.write("brand.json", ##"""
        {"$extends": "default",
         "theme": {"color": {"background": {"page": {"$type": "color", "$value": "#FAFAFA", "$deprecated": "use surface.page"}}}}}
        """##)
        let result = Spawn.run([binary, "themes", "validate", brand.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("theme.color.background.page: deprecated (use surface.page), and a component reads it"))
        #expect(Spawn.run([binary, "themes", "validate", "--strict", brand.path]).status == 1)
    }
}

/// `vitrine contrast`: what fails, by how much, behind which tokens, and the exit code CI reads.
@Suite struct ContrastCommandTests {
    let binary = GalleryEndToEndTests.binary
    let folder = TemporaryFolder()

    @Test func aKnownFailingPairIsReportedWithItsRatioAndTokensAndExitOne() throws {
        folder.copyBundledTheme("default")
        let theme = folder.write("faint.json", ##"""
        {"$extends": "default", "theme": {"color": {"badge": {"danger": {"foreground": {"$type": "color", "$value": "#E0B0B0"}}}}}}
        """##)
        let expected = try #require(Color(hex: "#E0B0B0")!.contrastRatio(with: Color(hex: "#FDE3E3")!))
        let result = Spawn.run([binary, "contrast", "--theme", theme.path, "--mode", "light", "--min", "AA"])
        #expect(result.status == 1)
        let line = try #require(result.output.split(separator: "\n").first { $0.contains("badge/danger") && $0.contains("text") })
        #expect(line.split(separator: " ").prefix(3) == ["FAIL", "\(String(format: "%.2f", expected))", "text"], "\(line)")
        #expect(line.contains("#e0b0b0 on #fde3e3") && line.contains("theme.color.badge.danger.foreground on theme.color.badge.danger.background"))
        let lenient = Spawn.run([binary, "contrast", "--theme", theme.path, "--mode", "light", "--min", "1"])
        #expect(lenient.status == 0, "every text pair reaches 1:1")
    }

    /// `render --vision` draws the colours as a colour-blind eye sees them: a deuteranope's danger and
    /// success badges come out nearly one colour, which the normal renders are not.
    @Test func renderShowsWhatAColourBlindEyeSees() throws {
        func pill(_ story: String, _ vision: [String]) throws -> Color {
            let styles = Spawn.run([binary, "render", story, "--format", "styles", "--colors", "truecolor"] + vision).output
            let legend = try #require(styles.split(separator: "\n").first { $0.hasPrefix("b: ") })
            return try #require(Color(hex: String(legend.split(separator: "bg=").last!.prefix(7))))
        }
        let (danger, success) = (try pill("badge/danger", []), try pill("badge/success", []))
        let (seenDanger, seenSuccess) = (try pill("badge/danger", ["--vision", "deutan"]), try pill("badge/success", ["--vision", "deutan"]))
        #expect(danger.perceptualDistance(to: success)! > 0.05)
        #expect(seenDanger.perceptualDistance(to: seenSuccess)! < 0.02, "\(seenDanger) \(seenSuccess)")
        #expect(Spawn.run([binary, "render", "badge/danger", "--vision", "achromat"]).status == 2)
    }

    @Test func theBundledThemesKeepTheirPromise() {
        #expect(Spawn.run([binary, "contrast", "--theme", "high-contrast", "--mode", "both", "--min", "AAA"]).status == 0)
        #expect(Spawn.run([binary, "contrast", "--theme", "default", "--mode", "both"]).status == 0, "AA for text")
    }

    @Test func jsonListsEveryPairWithItsVerdict() throws {
        let result = Spawn.run([binary, "contrast", "--mode", "dark", "--colors", "256", "--format", "json", "--min", "1"])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1 && document["passes"] as? Bool == true)
        #expect((document["lookAlikes"] as? [[String: Any]])?.contains { $0["stories"] as? [String] == ["badge/default", "badge/neutral"] } == true)
        let pairs = try #require(document["pairs"] as? [[String: Any]])
        #expect(pairs.contains { $0["story"] as? String == "badge/info" && $0["kind"] as? String == "text" && $0["mode"] as? String == "dark" })
        #expect(pairs.allSatisfy { ($0["foreground"] as? String)?.hasPrefix("@") == true }, "colours as sent at 256 colours")
    }
}
