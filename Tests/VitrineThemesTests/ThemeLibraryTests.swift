import Foundation
import Testing
import VitrineCore
import VitrineTestSupport
import VitrineThemes

@Suite struct ThemeLibraryTests {
    let folder = TemporaryFolder(), elsewhere = TemporaryFolder()

    @Test func listsTheFolderInNameOrderReadAnewEachTime() {
        let b = folder.write("b.json", "{}")
        folder.write("a.json", "{}")
        folder.write("notes.txt", "not a theme")
        let library = ThemeLibrary(directory: ThemeDirectory(url: folder.url), selected: b)
        #expect(library.files().map(\.lastPathComponent) == ["a.json", "b.json"])
        folder.write("c.json", "{}")
        #expect(library.files().map(\.lastPathComponent) == ["a.json", "b.json", "c.json"], "a theme added later joins the list")
    }

    @Test func aThemeGivenByPathElsewhereJoinsTheCycleFirst() {
        folder.write("a.json", "{}")
        let mine = elsewhere.write("mine.json", "{}")
        let library = ThemeLibrary(directory: ThemeDirectory(url: folder.url), selected: mine)
        #expect(library.files().map(\.lastPathComponent) == ["mine.json", "a.json"])
        #expect(ThemeLibrary(directory: nil, selected: mine).files() == [mine], "without a folder, it is the only theme")
    }

    /// A file another theme names as its dark values (`$modes.dark`) is half a theme: `t` does not stop on it.
    @Test func theDarkHalfOfAThemeIsNotInTheCycle() {
        let brand = folder.write("brand.json", ##"{"$modes": {"dark": "brand.dark.json"}, "c": {"$type": "color", "x": {"$value": "#000000"}}}"##)
        folder.write("brand.dark.json", ##"{"c": {"x": {"$value": "#ffffff"}}}"##)
        folder.write("plain.json", "{}")
        let library = ThemeLibrary(directory: ThemeDirectory(url: folder.url), selected: brand)
        #expect(library.files(standalone: true).map(\.lastPathComponent) == ["brand.json", "plain.json"])
        #expect(library.files().count == 3, "listed by name alone (the start-up reads no file)")
    }
}
