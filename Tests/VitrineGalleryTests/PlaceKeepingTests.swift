import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTestSupport
import VitrineTesting
import VitrineThemes

/// Esc never loses the designer's place, and the status bar's `d` says where it goes.
@Suite struct PlaceKeepingTests {
    @Test func escKeepsTheStorySelectedFromEitherPane() {
        var model = GalleryModel.showing("badge/warning")
        #expect(model.navigation.focus == .sidebar)
        _ = model.update(.key(.escape))
        #expect(model.catalog.storyID(at: model.shownStory!) == "badge/warning", "Esc in the sidebar stays on the story (it jumped to the component)")
        _ = model.update(.key(.enter))
        #expect(model.navigation.focus == .story)
        _ = model.update(.key(.escape))
        #expect(model.navigation.focus == .sidebar && model.catalog.storyID(at: model.shownStory!) == "badge/warning")
        _ = model.update(.key(.left))
        #expect(model.catalog.storyID(at: model.shownStory!) != "badge/warning", "← still closes the component, as a tree does")
    }

    @Test func theDHintNamesTheOtherAppearance() {
        let screen = GalleryScreen(catalog: .standardWithPictures)
        let status = { (appearance: Appearance) in
            screen.frame(for: GalleryModel.showing("badge/warning", appearance: appearance), size: Size(width: 140, height: 30),
                         profile: .trueColor, glyphs: .unicode).lines.last ?? ""
        }
        #expect(status(.light).contains("d dark") && !status(.light).contains("d light"))
        #expect(status(.dark).contains("d light") && !status(.dark).contains("d dark"), "\(status(.dark))")
    }

    /// An edited story's summary line says what was edited; the authored summary describes its own content.
    @Test func anEditedStorysSummarySaysWhatChanged() throws {
        let catalog = StoryCatalog.standardWithPictures
        let position = try #require(catalog.position(ofStory: "badge/danger"))
        let values = try catalog.edits(["text=Card frozen"], forStoryAt: position).get()
        let model = GalleryModel(catalog: catalog, themes: ThemeSelection(theme: DefaultTheme.loaded, files: []), at: position,
                                 edits: [position: try #require(values)])
        let lines = GalleryScreen(catalog: catalog).frame(for: model, size: Size(width: 120, height: 30), profile: .trueColor, glyphs: .unicode).lines
        #expect(lines[1].contains("edited (r resets): text=Card frozen") && !lines[1].contains("styles.badgeDanger"), "\(lines[1])")
    }

    /// Where the font likely lacks sextants (every terminal tried but kitty drew boxes), `b` skips them and
    /// says so; a terminal that draws them itself, or `--blitter sextant`, keeps them in the cycle.
    @Test func bSkipsSextantsWhereTheyWouldBeBoxes() {
        let catalog = StoryCatalog.standardWithPictures
        var plain = GalleryModel(catalog: catalog, themes: ThemeSelection(theme: DefaultTheme.loaded, files: []),
                                 launch: GalleryLaunch(drawsSextants: false))
        _ = plain.update(.key(.character("b")))
        #expect(plain.blitter == .quadrant)
        _ = plain.update(.key(.character("b")))
        #expect(plain.blitter == .halfBlock && plain.notice?.hasPrefix("sextants skipped") == true)
        var kitty = GalleryModel(catalog: catalog, themes: ThemeSelection(theme: DefaultTheme.loaded, files: []),
                                 launch: GalleryLaunch(drawsSextants: true))
        _ = kitty.update(.key(.character("b")))
        _ = kitty.update(.key(.character("b")))
        #expect(kitty.blitter == .sextant)
    }
}
