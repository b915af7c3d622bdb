import Foundation
import Testing
import VitrineSystem

/// `BoundedFile` without following links: a path checked with its links resolved (an art file) is read
/// only as it was checked; a link put anywhere in it since is refused, not followed.
@Suite struct BoundedFileTests {
    @Test func aLinkInThePathIsRefusedWhenLinksAreNotFollowed() throws {
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-file-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: made) }
        try FileManager.default.createDirectory(at: made.appendingPathComponent("real"), withIntermediateDirectories: true)
        // The folder's real path: the temporary folder may itself be reached through a link.
        let folder = URL(fileURLWithPath: try #require(ConfinedPath.realPath(made.path)))
        let file = folder.appendingPathComponent("real/art.txt")
        try Data("art".utf8).write(to: file)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("swapped").path, withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("real/link.txt").path, withDestinationPath: "art.txt")

        #expect(try BoundedFile.read(file, limit: 100, followingLinks: false) == Array("art".utf8), "a path without links reads")
        #expect(throws: BoundedFile.Failure.linked, "a folder of the path is a link") {
            try BoundedFile.read(folder.appendingPathComponent("swapped/art.txt"), limit: 100, followingLinks: false)
        }
        // A slash followed by a combining mark is one `Character`: the path is still split at that slash.
        try Data("mark".utf8).write(to: folder.appendingPathComponent("real/\u{301}art.txt"))
        #expect(throws: BoundedFile.Failure.linked, "a folder of the path is a link, before a combining mark") {
            try BoundedFile.read(folder.appendingPathComponent("swapped/\u{301}art.txt"), limit: 100, followingLinks: false)
        }
        #expect(try BoundedFile.read(folder.appendingPathComponent("real/\u{301}art.txt"), limit: 100, followingLinks: false) == Array("mark".utf8))
        #expect(throws: BoundedFile.Failure.linked, "the file is a link") {
            try BoundedFile.read(folder.appendingPathComponent("real/link.txt"), limit: 100, followingLinks: false)
        }
        #expect(throws: BoundedFile.Failure.missing) {
            try BoundedFile.read(folder.appendingPathComponent("real/none.txt"), limit: 100, followingLinks: false)
        }
        #expect(throws: BoundedFile.Failure.notARegularFile) {
            try BoundedFile.read(folder.appendingPathComponent("real"), limit: 100, followingLinks: false)
        }
        #expect(try BoundedFile.read(folder.appendingPathComponent("swapped/art.txt"), limit: 100) == Array("art".utf8),
                "followed by default")
    }

    /// Many art files of one folder: the folder opened once without following a link, its files read from
    /// it, a file that is a link refused.
    @Test func aFolderOpenedOnceReadsItsFilesAndRefusesALink() throws {
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: made) }
        try FileManager.default.createDirectory(at: made.appendingPathComponent("real"), withIntermediateDirectories: true)
        let folder = URL(fileURLWithPath: try #require(ConfinedPath.realPath(made.path)))
        try Data("art".utf8).write(to: folder.appendingPathComponent("real/art.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("swapped").path, withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("real/link.txt").path, withDestinationPath: "art.txt")

        let real = try BoundedFile.openFolderWithoutLinks(folder.appendingPathComponent("real").path)
        defer { close(real) }
        #expect(try BoundedFile.read(named: "art.txt", inFolder: real, limit: 100) == Array("art".utf8))
        #expect(throws: BoundedFile.Failure.linked, "the file is a link") { try BoundedFile.read(named: "link.txt", inFolder: real, limit: 100) }
        #expect(throws: BoundedFile.Failure.missing) { try BoundedFile.read(named: "none.txt", inFolder: real, limit: 100) }
        #expect(throws: BoundedFile.Failure.tooLarge(size: 3, limit: 2)) { try BoundedFile.read(named: "art.txt", inFolder: real, limit: 2) }
        #expect(throws: BoundedFile.Failure.linked, "a folder of the path is a link") {
            try BoundedFile.openFolderWithoutLinks(folder.appendingPathComponent("swapped").path)
        }
        #expect(throws: BoundedFile.Failure.missing) { try BoundedFile.openFolderWithoutLinks(folder.appendingPathComponent("none").path) }
    }
}
