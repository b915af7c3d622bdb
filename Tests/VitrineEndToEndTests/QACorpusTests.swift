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

    /// A change of opacity alone was invisible to both diffs and to `themes tokens`.
    @Test func anAlphaOnlyChangeIsAChange() {
        let alpha = Fixtures.qaCase("alpha-only.json").path
        let tokens = Spawn.run([binary, "themes", "diff", "default", alpha, "--exit-code"])
        #expect(tokens.status == 1)
        #expect(tokens.output.contains("#e0edff80"), "\(tokens.output)")
        #expect(Spawn.run([binary, "diff", "default", alpha, "--exit-code"]).status == 1)
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
}
