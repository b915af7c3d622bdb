import Foundation
import Testing
import VitrineCore
import VitrineThemes
import VitrineTestSupport

@Suite struct ThemeLibraryTests {
    let folder = TemporaryFolder(), elsewhere = TemporaryFolder()

    @Test func cyclesThroughTheFolderInNameOrder() {
        let b = folder.write("b.json", "{}"), a = folder.write("a.json", "{}")
        folder.write("notes.txt", "not a theme")
        let library = ThemeLibrary(directory: ThemeDirectory(url: folder.url), selected: b)
        #expect(library.files.map(\.lastPathComponent) == ["a.json", "b.json"])
        #expect(library.file(after: a).lastPathComponent == "b.json")
        #expect(library.file(after: b).lastPathComponent == "a.json", "wraps around")
        folder.write("c.json", "{}")
        #expect(library.file(after: b).lastPathComponent == "c.json", "a theme added later joins the cycle")
    }

    @Test func aThemeGivenByPathElsewhereJoinsTheCycleFirst() {
        folder.write("a.json", "{}")
        let mine = elsewhere.write("mine.json", "{}")
        let library = ThemeLibrary(directory: ThemeDirectory(url: folder.url), selected: mine)
        #expect(library.files.map(\.lastPathComponent) == ["mine.json", "a.json"])
        #expect(ThemeLibrary(directory: nil, selected: mine).file(after: mine) == mine, "alone, it cycles to itself")
    }
}
