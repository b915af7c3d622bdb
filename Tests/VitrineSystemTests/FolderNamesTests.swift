import Foundation
import Testing
import VitrineSystem

/// A folder's names from `readdir`, as `FileManager.contentsOfDirectory` gives them.
@Suite struct FolderNamesTests {
    @Test func aFolderListsAsTheFileManagerListsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("nested"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["default.json", ".hidden.json", "a b.json", "thème.json", String(repeating: "x", count: 200) + ".json"] {
            try Data("{}".utf8).write(to: folder.appendingPathComponent(name))
        }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "default.json")
        let expected = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(FolderNames.list(folder.path).sorted() == expected)
        #expect(expected.count == 7)
    }

    @Test func aFolderThatCannotBeReadHasNoNames() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("folder-names-\(UUID().uuidString).json")
        try Data("{}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(FolderNames.list(file.path).isEmpty, "a file is not a folder")
        #expect(FolderNames.list(file.deletingLastPathComponent().path).contains(file.lastPathComponent), "its folder is")
        #expect(FolderNames.list("/nonexistent/vitrine").isEmpty)
    }
}
