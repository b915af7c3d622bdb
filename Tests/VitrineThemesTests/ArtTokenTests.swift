import Foundation
import Testing
import VitrineCore
import VitrineThemes
import VitrineTestSupport

/// `$type: "art"` tokens: paths relative to the file that holds them, read at load time, errors with
/// the theme file and token path, and watched like the theme's own files.
@Suite struct ArtTokenTests {
    let folder = TemporaryFolder()

    init() {
        folder.write("art/base.txt", "BASE\n")
        folder.write("art/base-dark.txt", "DARK\n")
        folder.write("base.json", ##"""
        {"theme": {"asset": {"$type": "art",
          "logo": {"$value": "art/base.txt", "$extensions": {"mode": {"dark": "art/base-dark.txt"}}},
          "other": {"$value": "art/base.txt"}}}}
        """##)
    }

    private func load(_ name: String) throws(ThemeError) -> Theme {
        try Theme.load(from: folder.url.appendingPathComponent(name), requiredTokens: [], everyTokenRead: true)
    }

    private func rows(_ theme: ResolvedTheme, _ path: String) -> [String] {
        if case let .art(art)? = theme.token(TokenPath(path))?.value { return art.rows }
        return []
    }

    @Test func artIsReadPerAppearanceAndWatched() throws {
        let theme = try load("base.json")
        #expect(rows(theme.light, "theme.asset.logo") == ["BASE"])
        #expect(rows(theme.dark, "theme.asset.logo") == ["DARK"])
        #expect(theme.files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["base.json", "base-dark.txt", "base.txt"])
    }

    /// Art files whose names are canonically equivalent text (`café` composed and decomposed) are two files,
    /// each read and watched.
    @Test func canonicallyEquivalentArtNamesAreTwoFiles() throws {
        folder.write("art/caf\u{E9}.txt", "COMPOSED\n")
        folder.write("art/cafe\u{301}.txt", "DECOMPOSED\n")
        folder.write("cafe.json", ##"{"theme": {"asset": {"$type": "art", "a": {"$value": "art/caf\##u{E9}.txt"}, "b": {"$value": "art/cafe\##u{301}.txt"}}}}"##)
        let theme = try load("cafe.json")
        #expect(rows(theme.light, "theme.asset.a") == ["COMPOSED"])
        #expect(rows(theme.light, "theme.asset.b") == ["DECOMPOSED"])
        #expect(Set(theme.files.map { Array($0.utf8) }).count == 3, "the theme and both art files are watched")
    }

    @Test func anOverridesPathIsRelativeToItsOwnFile() throws {
        folder.write("brands/bank/logo.txt", "BANK\n")
        folder.write("brands/bank.json", ##"{"$extends": "../base.json", "theme": {"asset": {"logo": {"$value": "bank/logo.txt"}}}}"##)
        let theme = try load("brands/bank.json")
        #expect(rows(theme.light, "theme.asset.logo") == ["BANK"])
        #expect(rows(theme.dark, "theme.asset.logo") == ["BANK"], "an override replaces the dark value too")
        #expect(rows(theme.light, "theme.asset.other") == ["BASE"], "what it does not override falls back to the base's art")
    }

    @Test func aMissingArtFileNamesTheThemeTheTokenAndThePath() {
        folder.write("broken.json", ##"{"$extends": "base", "theme": {"asset": {"other": {"$value": "art/nope.txt"}}}}"##)
        #expect(throws: ThemeError.self) { try load("broken.json") }
        do {
            _ = try load("broken.json")
        } catch {
            #expect(error.file.hasSuffix("broken.json") && error.tokenPath == "theme.asset.other")
            #expect(error.message == "art file art/nope.txt: no such file")
        }
        folder.write("number.json", ##"{"theme": {"asset": {"$type": "art", "x": {"$value": 3}}}}"##)
        #expect(throws: ThemeError.self) { try load("number.json") }
    }
}
