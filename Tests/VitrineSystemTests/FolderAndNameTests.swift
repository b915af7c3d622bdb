import FoundationEssentials
import Testing
import VitrineSystem

@Suite struct FolderAndNameTests {
    /// A file's absolute path cut at its last slash gives the folder and the name URL's path operations give.
    @Test(arguments: [
        "/t/default.json", "/x.json", "/t/a b/ç é.json", "/t/\u{301}x.txt", "/t/x\u{301}", "/d.d/x", "/t/.hidden", "/a/b/c/d.txt",
        "/t/a\u{202E}.json", "/t/\u{600}.json",
    ])
    func aPathIsCutAsURLCutsIt(path: String) throws {
        let url = URL(fileURLWithPath: path)
        let (folder, name) = try #require(url.path.folderAndName)
        #expect(folder.utf8.elementsEqual(url.deletingLastPathComponent().path.utf8), "\(path): \(folder)")
        #expect(name.utf8.elementsEqual(url.lastPathComponent.utf8), "\(path): \(name)")
    }

    @Test func aNameWithoutASlashHasNoFolder() {
        #expect("default.json".folderAndName == nil)
        #expect("".folderAndName == nil)
    }
}
