import Foundation
import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTestSupport
import VitrineTesting
import VitrineThemes

/// Compare mode (`c`): the story beside itself under the next theme, the other mode or fewer colours;
/// `t`, `d`, navigation and live reload apply to both halves.
@Suite struct CompareModeTests {
    let folder = TemporaryFolder()
    let terminal = MemoryTerminal(size: Size(width: 140, height: 40), profile: .ansi256)

    private func gallery(at id: String = "badge/danger") throws -> GalleryRuntime {
        let url = folder.copyBundledTheme("default")
        folder.copyBundledTheme("harbour-bank")
        folder.copyBundledTheme("high-contrast")
        return try .showing(id, on: terminal, theme: url, folder: folder.url)
    }

    private func run(_ gallery: GalleryRuntime, _ keys: String...) {
        terminal.pendingEvents = keys.map { .key(.character(Character($0))) }
        _ = gallery.run()
    }

    /// The stage's label row (the first row under the story's title and summary).
    private var labels: String { terminal.screen.lines[2] }

    @Test func cStepsThroughThemesModesAndColoursThenLeaves() throws {
        let gallery = try gallery()
        run(gallery, "c")
        #expect(gallery.model.comparison?.axis == .themes)
        #expect(gallery.model.comparison?.theme?.name == "harbour-bank", "the theme t would show next")
        #expect(labels.contains(" default ") && labels.contains(" harbour-bank · same "), "badges draw no brand colour")
        #expect(terminal.screen.lines.last!.contains("compare themes (c)"))
        run(gallery, "c")
        // Light beside dark differs in every cell: what it tells is the contrast that changes.
        #expect(labels.contains(" light ") && labels.contains(" dark · none below AA · text "), "\(labels)")
        run(gallery, "c")
        #expect(labels.contains(" 256 colours ") && labels.contains(" 16 colours · none below AA"))
        for axis in ["deutan", "protan", "tritan"] {
            run(gallery, "c")
            #expect(gallery.model.comparison?.axis.rawValue == axis)
            // (Its note in brackets goes where the half is too narrow for the whole label: CompareLabelTests.)
            #expect(labels.contains(" normal vision ") && (labels.contains(" \(axis) (") || labels.contains(" \(axis) · ")), "\(labels)")
        }
        run(gallery, "c")
        #expect(gallery.model.comparison == nil)
        #expect(!terminal.screen.lines.last!.contains("compare"))
    }

    /// Two themes that draw the story alike are "same" at every width: an odd stage split one column
    /// unevenly, and the story laid out in a narrower half differed from itself (48 cells at 120 columns).
    @Test func identicalThemesAreTheSameAtEveryWidth() throws {
        let twins = TemporaryFolder()
        let url = twins.copyBundledTheme("default")
        twins.write("twin.json", try String(contentsOf: url, encoding: .utf8))
        for width in 80 ... 200 {
            let terminal = MemoryTerminal(size: Size(width: width, height: 40), profile: .trueColor)
            let gallery = try GalleryRuntime.showing("logo/wide-large", on: terminal, theme: url, folder: twins.url)
            terminal.pendingEvents = [.key(.character("c"))]
            _ = gallery.run()
            #expect(terminal.screen.lines[2].contains(" twin · same "), "at \(width) columns: \(terminal.screen.lines[2])")
        }
    }

    /// A dark mode whose badge text falls below AA is underlined where it falls, and only there; the cells
    /// that merely differ (every one of them) are not (they were all underlined: "1584 cells differ").
    @Test func lightBesideDarkUnderlinesTheTextThatFallsBelowAA() throws {
        folder.copyBundledTheme("default")
        folder.write("dim.json", """
            {"$extends": "default.json", "theme": {"color": {"badge": {"danger": {"foreground": {"$type": "color",
              "$value": "{theme.color.on-background.danger-subtle}", "$extensions": {"mode": {"dark": "#6B2A2A"}}}}}}}}
            """)
        let terminal = MemoryTerminal(size: Size(width: 140, height: 40), profile: .trueColor)
        let gallery = try GalleryRuntime.showing("badge/danger", on: terminal, theme: folder.url.appendingPathComponent("dim.json"),
                                                 folder: folder.url)
        terminal.pendingEvents = [.key(.character("c")), .key(.character("c"))]
        _ = gallery.run()
        let label = terminal.screen.lines[2]
        #expect(label.contains(" dark · 5 cells below AA (underlined)"), "\(label)")
        let underlined = terminal.screen.allCells.filter { $0.style.attributes.contains(.underline) }
        #expect(underlined.map(\.text).joined() == "Error", "only the text that fell: \(underlined.map(\.text))")
    }

    @Test func bothHalvesFollowTDAndNavigation() throws {
        let gallery = try gallery(at: "avatar/initials-large")
        run(gallery, "c")
        #expect(labels.contains(" harbour-bank · ") && labels.contains("cells differ"), "the brand's avatar differs")
        run(gallery, "t")
        #expect(gallery.model.themes.shown.name == "harbour-bank")
        #expect(gallery.model.comparison?.theme?.name == "high-contrast", "the second half moves on with t")
        run(gallery, "d")
        let (left, right) = (terminal.screen[82, 14].style.background, terminal.screen[136, 14].style.background)
        #expect(left == terminal.profile.convert(gallery.model.themes.shown.dark.color(RenderContext.pageToken)))
        let highContrast = try #require(gallery.model.comparison?.theme)
        #expect(right == terminal.profile.convert(highContrast.dark.color(RenderContext.pageToken)), "both halves are dark")
        run(gallery, "j")
        #expect(terminal.screen.lines[0].contains("avatar/icon-large"), "navigation moves the story of both halves")
        #expect(labels.contains(" harbour-bank ") && labels.contains(" high-contrast "))
    }

    @Test func theSecondHalfsThemeIsWatchedAndReloaded() throws {
        let gallery = try gallery(at: "badge/danger")
        run(gallery, "c")
        #expect(terminal.watchedFiles.contains { $0.hasSuffix("/harbour-bank.json") }, "both halves' files are watched")
        folder.write("harbour-bank.json", ##"{"$extends": "default", "theme": {"color": {"badge": {"danger": {"background": "##
            + ##"{"$type": "color", "$value": "#00FF00"}}}}}}"##)
        terminal.pendingEvents = [.filesChanged]
        _ = gallery.run()
        #expect(labels.contains(" harbour-bank · ") && labels.contains("cells differ"), "a designer's save shows at once: \(labels)")
    }
}

/// A colour-vision half too narrow for its label names the eye alone before anything is cut: at 120 columns
/// `deutan (red-green, 5% of men) · none below AA` ended `none below…`.
@Suite struct CompareLabelTests {
    @Test func aNarrowColourVisionLabelNamesTheEyeAlone() {
        let screen = GalleryScreen(catalog: .standardWithPictures)
        let state = GalleryModel(catalog: .standardWithPictures, themes: ThemeSelection(theme: DefaultTheme.loaded, files: []),
                                 comparing: .deutan, at: StoryCatalog.standardWithPictures.position(ofStory: "emblem/danger"))
        let narrow = screen.frame(for: state, size: Size(width: 120, height: 40), profile: .trueColor, glyphs: .unicode).lines[2]
        #expect(narrow.contains(" deutan · none below AA ") && !narrow.contains("…"), "\(narrow)")
        let wide = screen.frame(for: state, size: Size(width: 200, height: 40), profile: .trueColor, glyphs: .unicode).lines[2]
        #expect(wide.contains("deutan (red-green, 5% of men) · none below AA"), "whole where it fits: \(wide)")
    }
}
