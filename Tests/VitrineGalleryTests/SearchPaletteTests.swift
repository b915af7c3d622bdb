import Foundation
import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTestSupport

/// Search (`/`) and the command palette (Ctrl-P): results as you type, Enter goes.
@Suite struct SearchPaletteTests {
    private func typing(_ text: String, into state: inout GalleryModel) {
        for character in text { _ = state.update(.key(.character(character))) }
    }

    @Test func dangFindsTheDangerBadgeAndEnterShowsIt() throws {
        var state = GalleryModel.standard()
        _ = state.update(.key(.character("/")))
        typing("dang", into: &state)
        let first = try #require(state.overlay.search?.results.first)
        #expect(first.title.hasPrefix("badge/danger"), "\(state.overlay.search!.results.map(\.title))")
        _ = state.update(.key(.enter))
        #expect(state.overlay.search == nil)
        #expect(state.shownStory == StoryCatalog.standardWithPictures.position(ofStory: "badge/danger"))
        #expect(state.navigation.expanded.contains(StoryCatalog.standardWithPictures.position(ofStory: "badge/danger")!.component))
    }

    @Test func keysTypeWhileItIsOpenAndEscapeClosesIt() {
        var state = GalleryModel.standard()
        _ = state.update(.key(.control("p")))
        typing("tq", into: &state)
        #expect(state.overlay.search?.query == "tq", "t and q are typed, not performed")
        #expect(state.themes.selectedFile == GalleryModel.standard().themes.selectedFile)
        _ = state.update(.key(.backspace))
        #expect(state.overlay.search?.query == "t")
        _ = state.update(.key(.escape))
        #expect(state.overlay.search == nil && state.shownStory == GalleryModel.standard().shownStory, "nothing moved")
    }

    @Test func theHighlightMovesAndACommandRuns() throws {
        var state = GalleryModel.standard()
        _ = state.update(.key(.character("/")))
        typing("light / dark", into: &state)
        #expect(state.overlay.search?.results.first?.kind == "command d")
        _ = state.update(.key(.enter))
        #expect(state.appearance == .dark && state.appearanceSource == .toggled, "the palette ran toggle light / dark")
    }

    @Test func aThemeResultLoadsIt() {
        let files = ["default", "high-contrast"].map { DefaultTheme.url.deletingLastPathComponent().appendingPathComponent($0 + ".json") }
        var state = GalleryModel.showing("badge/info", files: files)
        _ = state.update(.key(.character("/")))
        typing("high", into: &state)
        _ = state.update(.key(.down))
        _ = state.update(.key(.up))
        let effects = state.update(.key(.enter))
        #expect(effects.contains(.loadTheme(files[1])))
    }

    @Test func pastedControlCharactersAreNeverKeptAndTheQueryIsBounded() {
        var state = GalleryModel.standard()
        _ = state.update(.key(.character("/")))
        typing("a\u{1B}[31mb\u{07}", into: &state)
        #expect(state.overlay.search?.query == "a[31mb", "ESC and BEL dropped")
        typing(String(repeating: "x", count: 500), into: &state)
        #expect(state.overlay.search?.query.count == 80)
        #expect(state.overlay.search?.results.isEmpty == true)
    }

    @Test func eightBitControlsBidiOverridesAndCombiningStormsAreNeverKept() {
        var state = GalleryModel.standard()
        _ = state.update(.key(.character("/")))
        typing("d\u{9B}\u{202E}a", into: &state)
        #expect(state.overlay.search?.query == "da", "C1 CSI and a right-to-left override dropped")
        _ = state.update(.key(.paste("n" + String(repeating: "\u{301}", count: 5_000))))
        #expect(state.overlay.search?.query.unicodeScalars.count == 80 * 16, "one character of marks cannot grow without end")
    }
}
