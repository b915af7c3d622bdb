import Foundation
import Testing
import VitrineTestSupport

/// The QA corpus (`Tests/Fixtures/qa-corpus`): each theme mutation through the QA commands, with the exit
/// status and the finding each must give. First duty no false pass, second no false alarm.
@Suite struct QACorpusTests {
    let binary = GalleryEndToEndTests.binary

    /// Text exactly its pill's colour was folded into a "graphic" pair and passed; it is the worst text
    /// pair there is.
    @Test func invisibleTextFailsContrast() {
        let result = Spawn.run([binary, "contrast", "--theme", Fixtures.qaCase("invisible-info-badge-text.json").path])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        for mode in ["light", "dark"] {
            #expect(lines.contains { $0.hasPrefix("FAIL 1.00 text (invisible: the same colour) badge/info \(mode) ") }, "\(mode): \(result.output)")
        }
    }

    @Test func aThemeThatChangesNothingIsNoChange() {
        let unchanged = Fixtures.qaCase("extends-unchanged.json").path
        #expect(Spawn.run([binary, "diff", "default", unchanged, "--exit-code"]).status == 0)
        #expect(Spawn.run([binary, "themes", "diff", "default", unchanged, "--exit-code"]).status == 0)
    }

    /// The README's CI line, `contrast --colors all`, measured only the default theme: a theme beside it with
    /// invisible info text passed. Without `--theme` every theme of the folder is measured, and the summary
    /// names each one's result.
    @Test func contrastWithoutAThemeMeasuresEveryThemeInTheFolder() {
        let themes = TemporaryFolder()
        themes.copyBundledTheme("default")
        themes.write("brand.json", #"{"$extends": "default", "theme": {"color": {"badge": {"info": {"foreground": {"$type": "color", "$value": "{theme.color.background.info-subtle}"}}}}}}"#)
        let result = Spawn.run([binary, "contrast", "--colors", "all", "--themes", themes.url.path])
        #expect(result.status == 1, "\(result.output)")
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains("2 themes, 1 fail:") && lines.contains { $0.hasPrefix("FAIL brand ") } && lines.contains { $0.hasPrefix("ok default ") },
                "\(lines.suffix(4))")
        #expect(lines.contains { $0.hasPrefix("FAIL 1.00 text (invisible: the same colour)") && $0.contains("badge/info") })
        let json = Spawn.run([binary, "contrast", "--themes", themes.url.path, "--format", "json"])
        #expect(json.status == 1 && json.output.contains(#""name" : "brand","#) && json.output.contains(#""theme" : "brand""#), "\(json.output.prefix(400))")
        #expect(Spawn.run([binary, "contrast", "--themes", themes.url.path, "--theme", "default"]).status == 0, "one theme asked for")
    }

    /// A badge's text recoloured: five letters changed, not seven cells (the padding spaces' foreground
    /// shows nowhere, and counted).
    @Test func cellsThatDrawOnlySpacesAreNoChange() {
        let result = Spawn.run([binary, "diff", "default", Fixtures.qaCase("danger-text-recoloured.json").path, "--story", "badge/danger", "--exit-code"])
        #expect(result.status == 1)
        for mode in ["light", "dark"] { #expect(result.output.contains("badge/danger · \(mode) · 5 cells changed"), "\(result.output)") }
        // Filtered to stories that do not read the token, it is read by no story shown, not by no story.
        let filtered = Spawn.run([binary, "diff", "default", Fixtures.qaCase("danger-text-recoloured.json").path, "--story", "avatar/*"])
        #expect(filtered.output.contains("(read by no story shown: --story avatar/*)") && !filtered.output.contains("no story reads it"), "\(filtered.output)")
    }

    /// A deprecated token that components read only through an alias was not warned: `validate --strict`
    /// passed. A read by any chain is a warning naming the chain.
    @Test func aDeprecatedTokenReadThroughAnAliasIsWarned() {
        let result = Spawn.run([binary, "themes", "validate", Fixtures.qaCase("deprecated-through-alias.json").path, "--strict"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("theme.color.background.category-4-subtle: deprecated (use theme.color.background.category-4-muted), and a component "
            + "reads it through theme.color.emblem.category-4.background → theme.color.background.category-4-subtle"), "\(result.output)")
    }

    /// The success and danger colours swapped: each theme is consistent on its own, so `contrast` passes,
    /// and `diff` named the stories but not that danger now says what success said. It does now, as a
    /// finding of its own (text, JSON, CI); a theme of other colours (harbour-bank) moves no meaning.
    @Test func aMeaningSwappedBetweenThemesIsAFinding() {
        let swapped = Fixtures.qaCase("success-danger-swapped.json").path
        #expect(Spawn.run([binary, "contrast", "--theme", swapped]).status == 0, "each theme is consistent on its own")
        let diff = Spawn.run([binary, "diff", "default", swapped, "--exit-code"])
        let lines = diff.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(diff.status == 1)
        for line in ["light badge/danger danger now reads as success (the same look as success had)",
                     "dark emblem/success success now reads as danger (the same look as danger had)",
                     "light online-status-avatar/small-busy busy now reads as online (the same look as online had)"] {
            #expect(lines.contains(line), "\(line): \(lines.suffix(16))")
        }
        let github = Spawn.run([binary, "diff", "default", swapped, "--format", "github"])
        #expect(github.output.contains("danger now reads as success did under default"), "\(github.output.prefix(600))")
        #expect(Spawn.run([binary, "diff", "default", swapped, "--format", "json"]).output.contains(#""readsAs" : "success""#))
        #expect(!Spawn.run([binary, "diff", "default", "harbour-bank"]).output.contains("now reads as"), "a brand change moves no meaning")
    }

    /// A theme in two files (`"$modes": {"dark": "brand.dark.json"}`): the dark half is no theme of its own.
    /// Measured as one, it made `contrast` over the folder exit 2, a following baseline too, and `themes list`
    /// call it broken.
    @Test func aThemesDarkHalfIsNotAThemeOfTheFolder() {
        let themes = TemporaryFolder()
        themes.copyBundledTheme("default")
        themes.write("brand.json", ##"{"$extends": "default", "$modes": {"dark": "brand.dark.json"}, "theme": {"color": {"badge": {"danger": {"background": {"$type": "color", "$value": "#FDE3E3"}}}}}}"##)
        themes.write("brand.dark.json", ##"{"theme": {"color": {"badge": {"danger": {"background": {"$value": "#451214"}}}}}}"##)
        let contrast = Spawn.run([binary, "contrast", "--themes", themes.url.path])
        #expect(contrast.status == 0 && contrast.output.contains("2 themes, all pass"), "\(contrast.output.suffix(300))")
        let list = Spawn.run([binary, "themes", "list", "--themes", themes.url.path])
        #expect(list.status == 0 && !list.output.contains("brand.dark") && list.output.contains("brand "), "\(list.output)")
        let baseline = themes.url.appendingPathComponent("qa").path
        let record = Spawn.run([binary, "baseline", "record", baseline, "--themes", themes.url.path, "--story", "badge/*"])
        #expect(record.status == 0 && record.output.contains("(brand, default;"), "\(record.output)")
        #expect(Spawn.run([binary, "baseline", "check", baseline, "--themes", themes.url.path, "--story", "badge/*"]).status == 0)
    }

    /// A group `$extends` in a child theme was dropped: the danger badge kept its colours and every QA command
    /// passed. It now takes the success badge's tokens, and the change is found.
    @Test func aGroupExtendedInAChildThemeIsApplied() {
        let child = Fixtures.qaCase("group-extends-in-child.json").path
        let diff = Spawn.run([binary, "diff", "default", child, "--exit-code"])
        #expect(diff.status == 1 && diff.output.contains("badge/danger"), "\(diff.output)")
        let tokens = Spawn.run([binary, "themes", "tokens", child]).output.split(separator: "\n")
            .map { $0.split(separator: " ").joined(separator: " ") }
        #expect(tokens.contains { $0.hasPrefix("theme.color.badge.danger.background #ddf4e4") }, "\(tokens)")
        #expect(Spawn.run([binary, "themes", "diff", "default", child, "--exit-code"]).status == 1)
    }

    /// A change of opacity alone was invisible to both diffs and to `themes tokens`: `themes diff` fails on it,
    /// `diff` lists it (no cell changes, so its verdict is 0).
    @Test func anAlphaOnlyChangeIsAChange() {
        let alpha = Fixtures.qaCase("alpha-only.json").path
        let tokens = Spawn.run([binary, "themes", "diff", "default", alpha, "--exit-code"])
        #expect(tokens.status == 1)
        #expect(tokens.output.contains("#e0edff80"), "\(tokens.output)")
        // A terminal draws no alpha, so no cell changes: diff's verdict is about what is drawn, and it lists the change.
        let drawn = Spawn.run([binary, "diff", "default", alpha, "--exit-code"])
        #expect(drawn.status == 0 && drawn.output.contains("#e0edff80 (256: 195, 16: 6)  (read, no visible change at truecolor)"), "\(drawn.output)")
        #expect(Spawn.run([binary, "themes", "tokens", alpha]).output.contains("#e0edff80"))
    }

    /// A copy of the default theme with its art in another folder draws the same: its art files have other
    /// paths, not other pictures (12 art tokens were reported changed).
    @Test func aCopyInAnotherFolderIsNoChange() throws {
        let folder = TemporaryFolder()
        let copy = folder.copyBundledTheme("default")
        #expect(Spawn.run([binary, "diff", "default", copy.path, "--exit-code"]).status == 0)
        #expect(Spawn.run([binary, "themes", "diff", "default", copy.path, "--exit-code"]).status == 0)
    }

    /// A logo's art is a logotype, which WCAG 2 exempts (1.4.3): a pale logo is listed as exempt, never as a
    /// failure (harbour-bank's lighthouse at 16 colours, 4.00:1, once failed the theme).
    @Test func logotypesAreExemptNotFailing() {
        let result = Spawn.run([binary, "contrast", "--theme", Fixtures.qaCase("pale-logo.json").path, "--all"])
        #expect(result.status == 0, "\(result.output)")
        let logo = result.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
            .filter { $0.contains(" logo/") }
        #expect(!logo.isEmpty && logo.allSatisfy { !$0.hasPrefix("FAIL") }, "\(logo)")
        #expect(logo.contains { $0.hasPrefix("exempt ") && $0.contains(" logotype ") }, "\(logo)")
    }

    /// The bundled themes pass at every colour profile at once (AA; high-contrast AAA), with no decorative
    /// surface listed as a failure: the pale tints against the page (about 144 graphic `FAIL` lines once)
    /// are summarised in one line a profile.
    @Test(arguments: [("default", "AA"), ("harbour-bank", "AA"), ("high-contrast", "AAA")])
    func theBundledThemesPassAtEveryProfile(theme: String, level: String) {
        let result = Spawn.run([binary, "contrast", "--theme", theme, "--min", level, "--colors", "all"])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("FAIL"))
        for profile in ["truecolor", "256 colours", "16 colours"] {
            #expect(result.output.contains("at \(profile): 0 below the minimum"), "\(result.output)")
        }
        #expect(result.output.contains("pairs decorative surfaces (not gated)"))
    }

    /// A status dot is a meaningful graphic: one drawn in the page's own colour merges into what it touches
    /// and fails, where graphics once never failed a run.
    @Test func aStatusDotInThePagesColourFails() {
        let result = Spawn.run([binary, "contrast", "--theme", Fixtures.qaCase("status-dot-in-page-colour.json").path, "--mode", "light"])
        #expect(result.status == 1, "\(result.output)")
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains { $0.hasPrefix("FAIL") && $0.contains(" graphic online-status-avatar/medium-online light ") }, "\(result.output)")
    }

    /// An override that drops the extended theme's authored 16-colour entry made the danger chip's text
    /// red on red at 16 colours while `themes validate` said ok: it now names the entries it drops and what
    /// the colour becomes, `--strict` fails on it, and `contrast --colors 16` finds the invisible text.
    @Test func anOverrideThatDropsAnAuthoredPaletteEntryIsNamed() {
        let theme = Fixtures.qaCase("override-drops-palette-entry.json").path
        let validate = Spawn.run([binary, "themes", "validate", theme])
        #expect(validate.output.contains("theme.color.on-background.danger-subtle: overrides default.json's colour without its palette entries (16: 15; dark 16: 15)"),
                "\(validate.output)")
        #expect(validate.output.contains("at 16 colours it is now sent as light @1, dark @9"), "\(validate.output)")
        #expect(Spawn.run([binary, "themes", "validate", "--strict", theme]).status == 1)
        let contrast = Spawn.run([binary, "contrast", "--theme", theme, "--colors", "16"])
        #expect(contrast.status == 1)
        let lines = contrast.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains { $0.hasPrefix("FAIL 1.00 text (invisible: the same colour) badge/danger light") }, "\(contrast.output)")
    }

    /// The bundled themes pass their own level: default and harbour-bank at AA, high-contrast at AAA (its
    /// selected list button once drew an invisible check).
    @Test(arguments: [("default", "AA"), ("harbour-bank", "AA"), ("high-contrast", "AAA")])
    func theBundledThemesPass(theme: String, level: String) {
        #expect(Spawn.run([binary, "contrast", "--theme", theme, "--min", level]).status == 0)
    }

    /// A category whose tile is sent as warning's yellow at 16 colours reads as warning there: the look-alike
    /// report fails it at 16 colours and not in truecolor, where the tiles differ (nothing reported it).
    @Test func aCategoryThatReadsAsWarningAt16ColoursFails() {
        let theme = Fixtures.qaCase("category-on-warning-tile-at-16.json").path
        let at16 = Spawn.run([binary, "contrast", "--theme", theme, "--colors", "16", "--mode", "light"])
        #expect(at16.status == 1)
        let lines = at16.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains("FAIL emblem/warning = emblem/category3 light 16 colours category3 reads as warning"), "\(at16.output)")
        let truecolor = Spawn.run([binary, "contrast", "--theme", theme, "--mode", "light"])
        #expect(!truecolor.output.contains("reads as warning"), "\(truecolor.output)")
    }

    /// The same theme with its keys in another order and its whitespace gone draws the same: key order and
    /// formatting are never a change.
    @Test func aReorderedReformattedCopyIsNoChange() throws {
        let folder = TemporaryFolder()
        let copy = folder.copyBundledTheme("default")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: copy))
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: copy)
        #expect(try String(contentsOf: copy, encoding: .utf8).hasPrefix("{\"$description\""), "reordered and on one line")
        #expect(Spawn.run([binary, "diff", "default", copy.path, "--exit-code"]).status == 0)
        #expect(Spawn.run([binary, "themes", "diff", "default", copy.path, "--exit-code"]).status == 0)
    }

    /// A change the palette hides is no visible change at 256 colours (diff exited 1 there while saying "0 of
    /// 98 stories changed"), and is one in truecolor and among the tokens.
    @Test func aChangeOnlyTruecolorShowsIsNoneAt256Colours() {
        let theme = Fixtures.qaCase("invisible-at-256.json").path
        let at256 = Spawn.run([binary, "diff", "default", theme, "--colors", "256", "--exit-code"])
        #expect(at256.status == 0, "\(at256.output)")
        #expect(at256.output.contains("(read, no visible change at 256 colours)") && at256.output.contains("0 of "))
        #expect(Spawn.run([binary, "diff", "default", theme, "--exit-code"]).status == 1)
        #expect(Spawn.run([binary, "themes", "diff", "default", theme, "--exit-code"]).status == 1)
    }

    /// Art is compared by what it draws: another file's art is a change of the logo stories that show it,
    /// and a logotype's colours are a change too, though exempt from contrast minimums.
    @Test func logoArtAndLogotypeColoursAreChanges() {
        let art = Spawn.run([binary, "diff", "default", Fixtures.qaCase("logo-art-changed.json").path, "--exit-code"])
        #expect(art.status == 1)
        #expect(art.output.contains("logo/app-logo-square-light · light · ") && art.output.contains("art harbour-bank-square.txt"), "\(art.output)")
        #expect(Spawn.run([binary, "contrast", "--theme", Fixtures.qaCase("logo-art-changed.json").path]).status == 0)
        let pale = Spawn.run([binary, "diff", "default", Fixtures.qaCase("pale-logo.json").path, "--exit-code"])
        #expect(pale.status == 1 && pale.output.contains("theme.color.logo.primary"))
    }
}

