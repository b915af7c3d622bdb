import Foundation
import Testing
import VitrineTestSupport

/// The non-interactive commands, with stdout a file as in CI.
@Suite struct CommandLineTests {
    let binary = GalleryEndToEndTests.binary
    /// Theme files written by a test; removed when the test's suite value goes away.
    let folder = TemporaryFolder()

    @Test func withoutATerminalTheGallerySaysSoAndPointsToRender() {
        let result = Spawn.run([binary])
        #expect(result.status == 1)
        #expect(result.output.contains("vitrine render STORY"))
    }

    @Test func renderPrintsAStoryWithoutATerminal() {
        let text = Spawn.run([binary, "render", "badge/warning"])
        #expect(text.status == 0)
        #expect(text.output == "▐ Pending ▌\n")
        let ansi = Spawn.run([binary, "render", "badge/warning", "--format", "ansi", "--colors", "256", "--mode", "dark"])
        #expect(ansi.output.contains("\u{1B}[0;38;5;"))
        #expect(ansi.output.contains(" Pending "))
        let ascii = Spawn.run([binary, "render", "badge/warning"], environment: ["LANG": "C", "LC_ALL": "C"])
        #expect(ascii.output == "( Pending )\n")
    }

    @Test func storiesListsEveryStoryId() {
        let ids = Spawn.run([binary, "stories"]).output.split(separator: "\n")
        for id in ["avatar/image-large", "profile-avatar/emoji", "notification-avatar/indicator",
                   "online-status-avatar/small-offline", "list-button-avatar/interactive", "badge/danger"] {
            #expect(ids.contains(Substring(id)))
        }
        #expect(Set(ids).count == ids.count, "ids are unique")
    }

    @Test func aBrokenThemeNamesFileLineAndColumn() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).json")
        try Data("{\n  \"theme\": [1,,2]\n}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = Spawn.run([binary, "render", "badge/info", "--theme", file.path])
        #expect(result.status == 2)
        #expect(result.output.contains("\(file.path):2:15: invalid JSON"))
    }

    @Test func unknownStoryIsAClearError() {
        let result = Spawn.run([binary, "render", "badge/nope"])
        #expect(result.status != 0)
        #expect(result.output.contains("unknown story \"badge/nope\""))
    }

    /// A theme name the themes folder does not have names the nearest it has, not a missing file.
    @Test func unknownThemeSaysTheNearestName() {
        let result = Spawn.run([binary, "render", "badge/info", "--theme", "harbor-bank"])
        #expect(result.status == 2 && result.output.contains("no theme \"harbor-bank\" in ") && result.output.contains("did you mean harbour-bank?")
                && !result.output.contains("no such file"), "\(result.output)")
        let gallery = Spawn.run([binary, "--theme", "zzz"])
        #expect(gallery.status == 2 && gallery.output.contains("no theme \"zzz\"") && !gallery.output.contains("did you mean"), "\(gallery.output)")
    }

    @Test func themesValidateChecksEveryFileAndFailsOnAnyError() throws {
        let good = folder.copyBundledTheme("default")
        let cycle = folder.write("cycle.json", ##"{"theme": {"color": {"$type": "color", "a": {"$value": "{theme.color.b}"}, "b": {"$value": "{theme.color.a}"}}}}"##)
        let lacking = folder.write("lacking.json", ##"{"theme": {"color": {"$type": "color", "x": {"$value": "#fff"}}}}"##)
        let passing = Spawn.run([binary, "themes", "validate", good.path])
        #expect(passing.status == 0)
        #expect(passing.output.contains("ok  \(good.path)  (127 tokens)"))
        let failing = Spawn.run([binary, "themes", "validate", good.path, cycle.path, lacking.path, "--strict"])
        #expect(failing.status == 1)
        #expect(failing.output.contains("error: \(cycle.path):1:56: theme.color.a: alias cycle: theme.color.a → theme.color.b → theme.color.a"))
        #expect(failing.output.contains("error: \(lacking.path): theme.color.background.page: missing token required by a component"))
        #expect(failing.output.contains("2 of 3 theme files failed"))
    }

    @Test func themesListShowsEveryThemeAndWhatItExtends() {
        let result = Spawn.run([binary, "themes", "list"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("default ") })
        #expect(lines.contains { $0.hasPrefix("high-contrast ") && $0.contains("extends default.") })
        #expect(lines.contains { $0.hasPrefix("harbour-bank ") && $0.contains("extends default.") })
    }

    @Test func themesTokensPrintsResolvedValuesWithAliasChains() {
        let light = Spawn.run([binary, "themes", "tokens", "harbour-bank"])
        #expect(light.status == 0)
        let line = light.output.split(separator: "\n").first { $0.hasPrefix("theme.color.emblem.brand.background ") }
        #expect(line?.contains("#d8f3ef ") == true && line?.hasSuffix("  → theme.color.background.brand-subtle") == true)
        #expect(light.output.contains("art harbour-bank-square.txt (10x5)"), "art tokens name their file")
        let dark = Spawn.run([binary, "themes", "tokens", "harbour-bank", "--mode", "dark"])
        #expect(dark.output.split(separator: "\n").contains { $0.hasPrefix("theme.color.avatar.background ") && $0.contains(" #083b36 ")
                    && $0.hasSuffix(" → theme.color.background.brand-subtle") })
        #expect(dark.output.contains("theme.dimension.radius.emblem.xl"))
        #expect(Spawn.run([binary, "themes", "tokens", "nope"]).status == 2)
    }

    /// `vitrine serve --help` failed unless vitrine-serve had been built: it now says how to build it (exit 0),
    /// and `vitrine serve` without it says so in one line (exit 2, no usage text).
    @Test func serveWithoutTheServerSaysHowToBuildIt() throws {
        let folder = TemporaryFolder()
        let copy = folder.url.appendingPathComponent("vitrine").path
        try FileManager.default.copyItem(atPath: binary, toPath: copy)
        // A child another test forks while the copy is being written may hold it open a moment (ETXTBSY).
        _ = waitUntil { !Spawn.run([copy, "--version-of-nothing"]).output.hasPrefix("cannot run") }
        let help = Spawn.run([copy, "serve", "--help"])
        #expect(help.status == 0 && help.output.contains("swift build -c release --static-swift-stdlib --product vitrine-serve"), "\(help.output)")
        let run = Spawn.run([copy, "serve", "--listen", "127.0.0.1:0"])
        #expect(run.status == 2 && run.output.hasPrefix("vitrine: vitrine-serve, the SSH server") && !run.output.contains("Usage"), "\(run.output)")
    }

    /// A theme may come on standard input (`-`), as if it were a file of the themes folder: `$extends` names
    /// a theme there, nothing else; one `-` a command; bounded as a theme file is.
    @Test func aThemeOnStandardInput() throws {
        let folder = TemporaryFolder()
        let candidate = folder.write("candidate.json", ##"{"$extends": "default", "theme": {"color": {"badge": {"info": {"foreground": {"$type": "color", "$value": "#7FA8D8"}}}}}}"##)
        let outside = folder.write("outside.json", #"{"$extends": "../../../etc/x"}"#)
        func run(_ arguments: String, input: URL) -> Spawn.Result {
            Spawn.run(["/bin/sh", "-c", "\"$0\" \(arguments) < \"$1\"", binary, input.path])
        }
        let diff = run("diff default - --exit-code", input: candidate)
        #expect(diff.status == 1 && diff.output.contains("stories changed from default to stdin"), "\(diff.output)")
        let contrast = run("contrast --theme - --mode light", input: candidate)
        #expect(contrast.status == 1 && contrast.output.contains("badge/info"), "the pale text fails: \(contrast.output)")
        #expect(run("diff - -", input: candidate).output.contains("one theme may be -"))
        let refused = run("contrast --theme -", input: outside)
        #expect(refused.status == 2 && refused.output.contains("extends one of its themes by name"), "\(refused.output)")
    }

    /// `review --format tar` sends the page as one archive to standard output (what tar reads back), and is
    /// refused with --out or onto a terminal.
    @Test func reviewSendsItsPageAsATarArchive() throws {
        let folder = TemporaryFolder()
        let archive = folder.url.appendingPathComponent("review.tar").path
        let review = Spawn.run(["/bin/sh", "-c", "\"$0\" review default harbour-bank --story 'badge/*' --format tar > \"$1\"", binary, archive])
        #expect(review.status == 0 && review.output.contains("stories changed: review/index.html in the archive"), "\(review.output)")
        let listed = Spawn.run(["tar", "tf", archive]).output.split(separator: "\n")
        #expect(listed.first == "review/index.html" && listed.contains("review/pictures/badge_custom-text-color.light.changed.svg"), "\(listed)")
        #expect(Spawn.run([binary, "review", "default", "harbour-bank", "--format", "tar", "--out", folder.url.path]).status == 2)
    }

    @Test func themesDiffListsWhatABrandChanges() {
        let result = Spawn.run([binary, "themes", "diff", "default", "harbour-bank", "--mode", "light"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        let words = lines.map { $0.split(separator: " ").joined(separator: " ") }
        #expect(words.contains("light theme.color.background.brand-subtle #e6ebff (16: 7) → #d8f3ef (256: 152, 16: 7)"),
                "a colour's palette choices are part of its value")
        #expect(lines.count == 24, "the brand colours, the tokens that alias them, the six logo assets it overrides, its three 40 pt ones and six 24 pt ones")
        #expect(lines.contains { $0.hasPrefix("light  theme.asset.app-logo-wide ") && $0.hasSuffix("art harbour-bank-wide.txt (42x6)") })
        #expect(lines.allSatisfy { $0.hasPrefix("light ") })
        #expect(Spawn.run([binary, "themes", "diff", "default", "harbour-bank", "--exit-code"]).status == 1)
        let same = Spawn.run([binary, "themes", "diff", "default", "default", "--exit-code"])
        #expect(same.status == 0)
        #expect(same.output == "default and default resolve to the same tokens\n")
    }

    @Test func hostileThemeTextNeverReachesTheTerminalRaw() throws {
        let file = folder.write("hostile.json", ##"{"c": {"$type": "color", "x": {"$value": "\u001b]0;pwned\u0007\u001b[31mred"}}}"##)
        let result = Spawn.run([binary, "themes", "validate", file.path, "--strict"])
        #expect(result.status == 1)
        #expect(result.output.contains("c.x: light value red is not a valid color"))
        #expect(!result.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    /// `baseline record` then `check` passes; a one-token theme change fails it with exactly the stories
    /// that draw the token, its review page and a JUnit report that xmllint reads; `approve` makes it pass;
    /// no baseline is exit 2.
    @Test func aBaselineCatchesAThemeChangeAndApproveAcceptsIt() throws {
        let themes = TemporaryFolder(), baseline = folder.url.appendingPathComponent("baseline").path
        let theme = themes.copyBundledTheme("default")
        let vitrine = { (arguments: [String]) in Spawn.run([binary, "baseline"] + arguments + ["--themes", themes.url.path]) }
        let recorded = vitrine(["record", baseline, "--colors", "truecolor", "--colors", "256"])
        #expect(recorded.status == 0 && recorded.output.contains("recorded 102 stories × themes (default; light, dark; truecolor, 256; 40 columns)"),
                "\(recorded.output)")
        #expect(vitrine(["check", baseline]).status == 0)
        let text = try String(contentsOf: theme, encoding: .utf8)
        try text.replacingOccurrences(of: "\"$value\": \"#FDE3E3\"", with: "\"$value\": \"#FDD3D3\"").write(to: theme, atomically: true, encoding: .utf8)
        let review = folder.url.appendingPathComponent("review").path
        let check = vitrine(["check", baseline, "--review", review])
        // The job summary links the run's artefacts only through what a link holds as it is.
        func summary(repository: String) -> String {
            var environment = ProcessInfo.processInfo.environment
            (environment["GITHUB_SERVER_URL"], environment["GITHUB_REPOSITORY"], environment["GITHUB_RUN_ID"]) = ("https://github.com", repository, "42")
            return Spawn.run([binary, "baseline", "check", baseline, "--themes", themes.url.path, "--format", "markdown", "--review", review, "--force"],
                             environment: environment).output
        }
        #expect(summary(repository: "acme/ds").contains("(https://github.com/acme/ds/actions/runs/42)"))
        #expect(!summary(repository: "a/b](javascript:alert(1))").contains("javascript"), "a hostile repository name makes no link")
        #expect(check.status == 1, "\(check.output)")
        let changed = Set(check.output.split(separator: "\n").filter { $0.hasPrefix("default/") }.map { $0.split(separator: " ")[0] })
        #expect(changed == ["default/avatar/disabled-custom-background", "default/badge/danger", "default/badge/accessibility-label",
                            "default/emblem/danger"], "\(changed)")
        #expect(check.output.contains("theme.color.badge.danger.background  #fde3e3"), "the token, before and after")
        #expect(FileManager.default.fileExists(atPath: review + "/pictures/default.badge_danger.light.truecolor.changed.svg"))
        let report = folder.url.appendingPathComponent("report.xml")
        try Data(vitrine(["check", baseline, "--format", "junit"]).output.utf8).write(to: report)
        let lint = Spawn.run(["xmllint", "--noout", report.path])
        #expect(lint.status == 0, "well-formed XML: \(lint.output)")
        let failures = Spawn.run(["xmllint", "--xpath", "count(//testcase[failure])", report.path]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let cases = Spawn.run(["xmllint", "--xpath", "count(//testsuite/testcase)", report.path]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(failures == "8" && cases == "\(102 * 6)", "a case a story, mode and profile or tokens: \(failures) of \(cases)")
        let approved = vitrine(["approve", baseline])
        #expect(approved.status == 0 && approved.output.hasPrefix("approved 4 changed"), "\(approved.output)")
        #expect(vitrine(["check", baseline]).status == 0, "approved, it passes")
        let none = vitrine(["check", folder.url.appendingPathComponent("nothing").path])
        #expect(none.status == 2 && none.output.contains("record one first"), "\(none.output)")
        // A record broken by hand is a broken baseline (exit 2, named), not a changed story (1).
        let record = URL(fileURLWithPath: baseline).appendingPathComponent("default/badge/danger.txt")
        try "not a record".write(to: record, atomically: true, encoding: .utf8)
        let broken = vitrine(["check", baseline])
        #expect(broken.status == 2 && broken.output.contains("not a baseline record") && broken.output.contains("badge/danger.txt"), "\(broken.output)")
        // A --story that matches no story compared nothing and passed: now it says so (exit 2).
        for arguments in [["baseline", "check", baseline, "--story", "["], ["diff", "default", "default", "--story", "badge/nosuch*", "--exit-code"]] {
            let refused = Spawn.run([binary] + arguments + ["--themes", themes.url.path])
            #expect(refused.status == 2 && refused.output.contains("matches no story"), "\(arguments): \(refused.output)")
        }
        // A manifest a pull request planted is refused by name (exit 2) before any work, and nothing of it
        // reaches the terminal raw: a theme twice crashed the check, thousands of modes pinned it.
        let manifest = URL(fileURLWithPath: baseline).appendingPathComponent("baseline.json")
        let lots = Array(repeating: "\"light\"", count: 60_000).joined(separator: ",")
        for (planted, reason) in [(#"{"format": 1, "vitrine": "x", "matrix": {"themes": ["default", "default"], "modes": ["light"], "profiles": ["256"], "width": 40}}"#, "listed twice"),
                                  (#"{"format": 1, "vitrine": "x", "matrix": {"themes": ["default"], "modes": [\#(lots)], "profiles": ["256"], "width": 40}}"#, "each at most once"),
                                  (#"{"format": 1, "vitrine": "x", "matrix": {"themes": ["\u001b]0;owned\u0007\u001b[2J"], "modes": ["light"], "profiles": ["256"], "width": 40}}"#, "not a theme's name")] {
            try planted.write(to: manifest, atomically: true, encoding: .utf8)
            let started = ContinuousClock.now
            let refused = vitrine(["check", baseline])
            #expect(refused.status == 2 && refused.output.contains(reason), "\(refused.output.prefix(300))")
            #expect(!refused.output.contains("\u{1B}") && !refused.output.contains("\u{7}"), "nothing raw reaches the terminal")
            #expect(ContinuousClock.now - started < .seconds(20), "refused before any work")
        }
    }

    /// A baseline recorded without `--theme` follows the themes folder: a theme added to it was ignored ("0 of
    /// 306 differ", exit 0) and one taken out made the check fail to run (exit 2). Both are findings (exit 1),
    /// one line a theme, and `approve` takes them in; a baseline recorded with `--theme` keeps its list.
    @Test func aThemeAddedOrTakenOutIsNewOrGone() throws {
        let themes = TemporaryFolder(), baseline = folder.url.appendingPathComponent("baseline").path
        themes.copyBundledTheme("default")
        let vitrine = { (arguments: [String]) in Spawn.run([binary, "baseline"] + arguments + ["--themes", themes.url.path, "--story", "badge/*"]) }
        #expect(vitrine(["record", baseline, "--colors", "256"]).status == 0)
        themes.write("brand.json", #"{"$extends": "default"}"#)
        let added = vitrine(["check", baseline])
        #expect(added.status == 1 && added.output.contains("new theme: brand (added to the themes folder; its 13 stories are not in the baseline)"), "\(added.output)")
        #expect(!added.output.contains("new: brand/"), "one line for the theme, not one a story")
        #expect(vitrine(["approve", baseline]).status == 0)
        #expect(vitrine(["check", baseline]).status == 0, "approved, the new theme is in the baseline")
        try FileManager.default.removeItem(at: themes.url.appendingPathComponent("brand.json"))
        let gone = vitrine(["check", baseline])
        #expect(gone.status == 1 && gone.output.contains("gone theme: brand (in the baseline, 13 stories; no longer in the themes folder)"), "\(gone.output)")
        #expect(vitrine(["approve", baseline]).status == 0 && vitrine(["check", baseline]).status == 0)
        #expect(vitrine(["record", baseline, "--theme", "default"]).status == 0)
        themes.write("other.json", #"{"$extends": "default"}"#)
        #expect(vitrine(["check", baseline]).status == 0, "a listed baseline checks its list")
        // A folder theme a manifest cannot name: approve wrote it, and no check could read the baseline again.
        let following = folder.url.appendingPathComponent("following").path
        #expect(vitrine(["record", following]).status == 0)
        themes.write("my brand.json", #"{"$extends": "default"}"#)
        let unnameable = vitrine(["check", following])
        #expect(unnameable.status == 2 && unnameable.output.contains(#"theme "my brand" is not a theme's name"#), "\(unnameable.output)")
        #expect(vitrine(["approve", following]).status == 2, "nothing written that a check would refuse")
    }

    /// A meaning that moved since the baseline is a finding of its own: the danger badge taking the success
    /// badge's look is "danger now reads as success", in text and as a CI annotation.
    @Test func aBaselineReportsAMeaningThatMoved() throws {
        let themes = TemporaryFolder(), baseline = folder.url.appendingPathComponent("baseline").path
        themes.copyBundledTheme("default")
        themes.write("brand.json", #"{"$extends": "default"}"#)
        let vitrine = { (arguments: [String]) in Spawn.run([binary, "baseline"] + arguments + ["--themes", themes.url.path, "--story", "badge/*"]) }
        #expect(vitrine(["record", baseline, "--theme", "brand", "--colors", "256"]).status == 0)
        #expect(vitrine(["check", baseline]).status == 0)
        themes.write("brand.json", #"{"$extends": "default", "theme": {"color": {"badge": {"danger": {"$extends": "{theme.color.badge.success}"}}}}}"#)
        let check = vitrine(["check", baseline])
        let lines = check.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(check.status == 1 && lines.contains("brand light 256 badge/danger danger now reads as success"), "\(check.output.prefix(800))")
        let github = vitrine(["check", baseline, "--format", "github"]).output
        #expect(github.hasPrefix("::warning file=") && github.contains("title=baseline/meaning") && github.contains("::danger now reads as success did in the baseline"),
                "a warning, first: \(github)")
    }

    /// `themes init --from` an export (a resolver document and its token files, used as they are) writes a
    /// mapping that validates at once, aliases by name then nearest colour with the reason in each
    /// `$description`, and opens in light and dark; an export that does not load says why (exit 1).
    @Test func themesInitMapsAnExportOntoTheComponents() throws {
        let export = TemporaryFolder()
        export.write("acme/color.tokens.json", ##"""
            {"color": {"$type": "color", "red": {"100": {"$value": "#fde8e8"}, "700": {"$value": "#a31515"}},
              "bg": {"danger": {"$value": "{color.red.100}"}, "page": {"$value": "#fafafa"}},
              "text": {"danger": {"$value": "{color.red.700}"}, "primary": {"$value": "#111111"}}}}
            """##)
        export.write("acme/dark.tokens.json", ##"{"color": {"bg": {"page": {"$value": "#0b0b0b"}}, "text": {"primary": {"$value": "#eeeeee"}}}}"##)
        export.write("acme.resolver.json", ##"""
            {"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}],
             "sets": {"base": {"sources": [{"$ref": "./acme/color.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "./acme/dark.tokens.json"}]}, "default": "light"}}}
            """##)
        let mapping = export.url.appendingPathComponent("mapping.json").path
        let themes = DefaultTheme.url.deletingLastPathComponent().path
        let made = Spawn.run([binary, "themes", "init", "--from", export.url.appendingPathComponent("acme.resolver.json").path, "--out", mapping,
                              "--themes", themes])
        // Six colours cannot keep every look apart: written, said, exit 1.
        #expect(made.status == 1 && made.output.contains("tokens mapped") && made.output.contains("fail `vitrine contrast`: exit 1"), "\(made.output)")
        #expect(made.output.contains("look-alike: emblem/"), "what fails is named: \(made.output)")
        let accepted = Spawn.run([binary, "themes", "init", "--from", export.url.appendingPathComponent("acme.resolver.json").path, "--out", mapping,
                                  "--force", "--allow-failing", "--themes", themes])
        #expect(accepted.status == 0 && accepted.output.contains("(--allow-failing)"), "\(accepted.output)")
        let text = try String(contentsOfFile: mapping, encoding: .utf8)
        #expect(text.contains(#""$extends": ["default", "acme.resolver.json"]"#), "the export named, not copied")
        #expect(text.contains(#""$description": "Maps acme.resolver.json onto"#), "no absolute path in the team's file: \(text.prefix(300))")
        #expect(text.contains(#""background": { "$value": "{color.bg.danger}", "$description": "name (background, danger)"#), "\(text.prefix(600))")
        #expect(Spawn.run([binary, "themes", "validate", mapping, "--themes", themes]).status == 0)
        let dark = Spawn.run([binary, "themes", "tokens", mapping, "--themes", themes, "--mode", "dark"]).output
        #expect(dark.split(separator: "\n").contains { $0.hasPrefix("theme.color.background.page ") && $0.contains("#0b0b0b") }, "dark from the resolver")
        #expect(Spawn.run([binary, "render", "badge/danger", "--theme", mapping, "--themes", themes, "--mode", "dark"]).status == 0)
        export.write("broken.tokens.json", "{\"color\": [1,,2]}")
        let refused = Spawn.run([binary, "themes", "init", "--from", export.url.appendingPathComponent("broken.tokens.json").path, "--themes", themes])
        #expect(refused.status == 1 && refused.output.contains("the export does not load") && refused.output.contains("invalid JSON"), "\(refused.output)")
        export.write("one.tokens.json", ##"{"c": {"$type": "color", "body": {"$value": "#111111"}, "same": {"$value": "#222222"}}}"##)
        export.write("later.tokens.json", ##"{"c": {"$type": "color", "body": {"$value": "#ffcc00"}, "same": {"$value": "#222222"}}}"##)
        let both = Spawn.run([binary, "themes", "init", "--from", export.url.appendingPathComponent("one.tokens.json").path,
                              export.url.appendingPathComponent("later.tokens.json").path, "--allow-failing", "--themes", themes])
        #expect(both.status == 0 && both.output.contains("collisions: 1 token is defined by two export files with different values")
                && both.output.contains("c.body (one.tokens.json, later.tokens.json)"), "--from A B, and what the later file overrides: \(both.output.prefix(600))")
        export.write("two.tokens.json", ##"{"a": {"x.y": {"$value": 1}}, "b": {"c": [1]}}"##)
        let two = Spawn.run([binary, "themes", "init", "--from", export.url.appendingPathComponent("two.tokens.json").path, "--themes", themes])
        #expect(two.status == 1 && two.output.contains("(2 reasons)") && two.output.contains("a.x.y") && two.output.contains("b.c"),
                "every reason, each with its place: \(two.output)")
    }

    /// `themes init --dark FILE`: an export whose dark values are a file of their own (`theme-dark.tokens.json`
    /// beside `theme-light.tokens.json`, as Adobe Spectrum and Figma SDS publish them) takes its dark side from
    /// it; the mapping names the file in `$modes`, and without it the dark side is derived.
    @Test func themesInitTakesTheDarkSideFromTheExportsDarkFile() throws {
        let export = TemporaryFolder()
        let light = export.write("acme/light.tokens.json", ##"""
            {"color": {"$type": "color", "bg": {"danger": {"$value": "#fde8e8"}, "page": {"$value": "#fafafa"}},
              "text": {"danger": {"$value": "#a31515"}, "primary": {"$value": "#111111"}}}}
            """##).path
        let dark = export.write("acme/dark.tokens.json", ##"""
            {"color": {"$type": "color", "bg": {"danger": {"$value": "#4a0d0d"}, "page": {"$value": "#0b0b0b"}},
              "text": {"danger": {"$value": "#ff8a80"}, "primary": {"$value": "#eeeeee"}}}}
            """##).path
        let themes = DefaultTheme.url.deletingLastPathComponent().path
        let mapping = export.url.appendingPathComponent("mapping.json").path
        let made = Spawn.run([binary, "themes", "init", "--from", light, "--dark", dark, "--out", mapping, "--allow-failing", "--themes", themes])
        #expect(made.status == 0 && made.output.contains("dark: the export's dark file"), "\(made.output)")
        #expect(try String(contentsOfFile: mapping, encoding: .utf8).contains(#""$modes": {"dark": "acme/dark.tokens.json"}"#))
        let tokens = Spawn.run([binary, "themes", "tokens", mapping, "--themes", themes, "--mode", "dark"]).output.split(separator: "\n")
        #expect(tokens.contains { $0.hasPrefix("theme.color.background.page ") && $0.contains("#0b0b0b") }, "dark from the file")
        let derived = Spawn.run([binary, "themes", "init", "--from", light, "--allow-failing", "--themes", themes]).output
        #expect(derived.contains("dark: derived from the export's palette"), "without --dark: \(derived)")
        let elsewhere = TemporaryFolder()
        let refused = Spawn.run([binary, "themes", "init", "--from", light, "--dark", elsewhere.write("dark.tokens.json", "{}").path, "--themes", themes])
        #expect(refused.status == 1 && refused.output.contains("$modes.dark") && refused.output.contains("outside the theme's folders"), "\(refused.output)")
        let twice = Spawn.run([binary, "themes", "init", "--from", light, "--dark", dark, "--dark-group", "x", "--themes", themes])
        #expect(twice.status == 2 && twice.output.contains("--dark FILE or --dark-group PATH"), "\(twice.output)")
    }

    /// `themes tokens --format json` for tools: a version, every token with its value as shown, alpha, alias
    /// chain and what a colour is sent as at 256 and 16 colours.
    @Test func themesTokensAsJSON() throws {
        let output = Spawn.run([binary, "themes", "tokens", "default", "--format", "json", "--mode", "dark"]).output
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1 && document["mode"] as? String == "dark")
        let tokens = try #require(document["tokens"] as? [[String: Any]])
        let page = try #require(tokens.first { $0["path"] as? String == "theme.color.background.page" })
        #expect(page["type"] as? String == "color" && (page["sent"] as? [String: String])?["ansi16"]?.hasPrefix("@") == true, "\(page)")
        #expect(tokens.contains { ($0["aliasChain"] as? [String])?.isEmpty == false })
    }

    /// A binary away from its working tree finds its data where `scripts/install` puts it
    /// (`../share/vitrine/themes|samples`); without the samples `render` says so instead of silently drawing
    /// fallbacks; without themes it says where it looked, exit 2 (it was a usage line and exit 64).
    @Test func anInstalledBinaryFindsItsDataByRule() throws {
        let prefix = TemporaryFolder()
        let bin = prefix.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: binary, toPath: bin.appendingPathComponent("vitrine").path)
        let installed = bin.appendingPathComponent("vitrine").path
        // A child another test forks while the copy is being written may hold it open a moment (ETXTBSY).
        _ = waitUntil { !Spawn.run([installed, "--version"]).output.hasPrefix("cannot run") }
        let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": prefix.url.path, "XDG_DATA_DIRS": "/nonexistent"]
        let elsewhere = { (arguments: [String]) in
            Spawn.run(["/bin/sh", "-c", "cd / && \"$0\" \"$@\"", installed] + arguments, environment: environment)
        }
        let none = elsewhere(["render", "badge/danger"])
        #expect(none.status == 2 && none.output.contains("no themes folder found (looked at") && !none.output.contains("Usage:"), "\(none.output)")
        let lost = elsewhere(["paths"])
        #expect(lost.status == 1 && lost.output.contains("themes   not found") && lost.output.contains("($XDG_DATA_HOME)"), "\(lost.output)")
        let share = prefix.url.appendingPathComponent("share/vitrine")
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: DefaultTheme.url.deletingLastPathComponent(), to: share.appendingPathComponent("themes"))
        let missing = elsewhere(["render", "avatar/image-large"])
        #expect(missing.status == 0 && missing.output.contains("warning: the sample pictures were not found"), "\(missing.output)")
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/VitrineCatalog/Samples")
        try FileManager.default.copyItem(at: samples, to: share.appendingPathComponent("samples"))
        let found = elsewhere(["render", "avatar/image-large"])
        #expect(found.status == 0 && !found.output.contains("warning") && found.output == Spawn.run([binary, "render", "avatar/image-large"], environment: environment).output,
                "the portrait, as the repository's build draws it: \(found.output)")
        #expect(elsewhere(["--version"]).output.hasPrefix("0.3.0\n"), "the version first, alone on its line")
        let paths = elsewhere(["paths"])
        #expect(paths.status == 0 && paths.output.contains("themes   \(share.path)/themes (../share/vitrine beside the binary)"), "\(paths.output)")
    }
}
