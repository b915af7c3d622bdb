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
}
