import Testing
import VitrineCatalog
import VitrineCore
@testable import VitrineGallery
import VitrineTestSupport
import VitrineTesting
import VitrineThemes

/// The token catalogue (`o`): every token of the shown theme, a group a page, each colour with its swatch
/// and what it is sent as at 256 and 16 colours, following `t` and `d`.
@Suite struct TokenCatalogTests {
    private let screen = GalleryScreen(catalog: .standardWithPictures)

    private func text(_ model: GalleryModel) -> [String] {
        screen.frame(for: model, size: Size(width: 160, height: 40), profile: .trueColor, glyphs: .unicode).lines
    }

    /// A token's group: its segments but the last, at most three, empty segments skipped.
    @Test func aTokensGroupIsItsFirstSegmentsButTheLast() {
        #expect(TokenCatalog.groupName(of: "theme.color.badge.danger.background") == "theme.color.badge")
        #expect(TokenCatalog.groupName(of: "theme.asset.app-logo-wide") == "theme.asset")
        #expect(TokenCatalog.groupName(of: "brand") == "")
        #expect(TokenCatalog.groupName(of: ".a..b.ç.") == "a.b")
        #expect(TokenCatalog.groupName(of: "é.ü.ß.x.y") == "é.ü.ß")
    }

    @Test func everyColourTokenOfTheBundledThemesIsListedWithItsPaletteEntries() throws {
        for theme in [DefaultTheme.loaded] + (try ["high-contrast", "harbour-bank"].map(DefaultTheme.bundled)) {
            for appearance in Appearance.allCases {
                let resolved = theme.resolved(for: appearance)
                let listed = TokenCatalog.groups(of: resolved).flatMap(\.tokens).map(\.path)
                #expect(listed == resolved.sortedTokens.map(\.path), "\(theme.name) \(appearance)")
            }
        }
        var model = GalleryModel.showing("badge/danger")
        _ = model.update(.key(.character("o")))
        var page = text(model)
        #expect(page[0].contains("Tokens › theme.asset  (group 1 of") && page[0].contains("default, light"), "\(page[0])")
        // Turn to the badge group: every badge colour with its swatch, value and palette entries.
        for _ in 0 ..< 20 where !page[0].contains("theme.color.badge ") {
            _ = model.update(.key(.right))
            page = text(model)
        }
        let danger = page.first { $0.contains("danger.background") } ?? ""
        #expect(danger.contains("██ danger.background") && danger.contains("#fde3e3") && danger.contains("sent: 224 at 256, 1 at 16"), "\(danger)")
        _ = model.update(.key(.character("d")))
        #expect(text(model)[0].contains("default, dark") && model.overlay.tokens != nil, "d switches the mode under it")
        _ = model.update(.key(.escape))
        #expect(model.overlay.tokens == nil && text(model)[0].contains("badge/danger"), "Esc closes it, the story as it was")
    }
}

/// Scrolling past the end of a group stops at its last token, so a key up moves at once.
@Suite struct TokenCatalogScrollTests {
    @Test func scrollingStopsAtTheLastToken() {
        var model = GalleryModel.showing("badge/danger")
        _ = model.update(.key(.character("o")))
        for _ in 0 ..< 50 { _ = model.update(.key(.character("j"))) }
        let count = TokenCatalog.groups(of: model.themes.shown.resolved(for: model.appearance))[0].tokens.count
        #expect(model.overlay.tokens?.scroll == count - 1, "the first group has \(count) tokens")
        _ = model.update(.key(.character("k")))
        #expect(model.overlay.tokens?.scroll == count - 2)
    }
}

/// `/` finds a token by part of its path or its value, and Enter opens it in the catalogue, highlighted, with
/// the components that read it.
@Suite struct TokenSearchTests {
    private let screen = GalleryScreen(catalog: .standardWithPictures)

    private func text(_ model: GalleryModel) -> [String] {
        screen.frame(for: model, size: Size(width: 160, height: 40), profile: .trueColor, glyphs: .unicode).lines
    }

    @Test func searchFindsATokenAndEnterShowsItWithItsReaders() {
        var model = GalleryModel.showing("avatar/initials-default")
        _ = model.update(.key(.character("/")))
        for character in "badge.danger.backg" { _ = model.update(.key(.character(character))) }
        #expect(model.overlay.search?.results.first?.target == .token("theme.color.badge.danger.background"),
                "\(String(describing: model.overlay.search?.results.prefix(3).map(\.title)))")
        _ = model.update(.key(.enter))
        let page = text(model)
        #expect(page[0].contains("Tokens › theme.color.badge "), "the token's group: \(page[0])")
        #expect(page.contains { $0.contains("theme.color.badge.danger.background is read by Badge") }, "its readers: \(page.suffix(3))")
        let row = page.firstIndex { $0.contains("danger.background") && $0.contains("#fde3e3") }
        #expect(row != nil, "its row is in view")
        _ = model.update(.key(.character("/")))
        #expect(model.overlay.search != nil, "/ in the catalogue finds another token, as its help line says")
    }

    @Test func aTokenIsFoundByItsValueAndAnAliasTargetNamesWhoReadsItThrough() {
        var model = GalleryModel.showing("badge/danger")
        _ = model.update(.key(.character("/")))
        for character in "#fde3e3" { _ = model.update(.key(.character(character))) }
        #expect(model.overlay.search?.results.contains { $0.target == .token("theme.color.badge.danger.background") } == true)
        let catalog = StoryCatalog.standardWithPictures
        let red = ResolvedToken(path: "brand.red", value: .color(.rgb(200, 0, 0)))
        let background = ResolvedToken(path: "theme.color.badge.danger.background", value: .color(.rgb(200, 0, 0)), aliasChain: ["brand.red"])
        let theme = ResolvedTheme(name: "export", appearance: .light, tokens: [red.path: red, background.path: background])
        let readers = catalog.readers(of: "brand.red", in: theme)
        #expect(readers.map(\.component) == ["Badge"] && readers.first?.through == "theme.color.badge.danger.background", "\(readers)")
        #expect(catalog.readers(of: "no.such.token", in: theme).isEmpty)
    }

    /// A theme's token names may hold anything: a found token's title never carries an escape sequence.
    @Test func aHostileTokenPathIsSanitisedInTheResults() {
        let hostile = ResolvedToken(path: "evil\u{1b}[2Jname", value: .color(.rgb(1, 2, 3)))
        var palette = SearchPalette(catalog: .standardWithPictures, themes: [], tokens: [hostile])
        for character in "evil" { palette.type(String(character)) }
        let found = palette.results.first { $0.target == .token(hostile.path) }
        #expect(found != nil && found?.title.contains("\u{1b}") == false, "\(String(describing: found?.title))")
    }
}
