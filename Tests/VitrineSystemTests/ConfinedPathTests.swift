import Foundation
import Testing
import VitrineSystem

/// A path a theme names is kept inside the folders it may reach, its real path compared byte for byte.
@Suite struct ConfinedPathTests {
    /// `é` written as one scalar and as `e` with a combining acute are equal `String`s and two folders.
    @Test func aFolderWhoseNameIsEqualTextButOtherBytesIsOutside() throws {
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("confined-path-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: made) }
        let folder = URL(fileURLWithPath: try #require({ () -> String? in
            try? FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
            return ConfinedPath.realPath(made.path)
        }()))
        let (composed, decomposed) = ("caf\u{E9}", "cafe\u{301}")
        for name in [composed, decomposed, composed + "-beside"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data(name.utf8).write(to: folder.appendingPathComponent(name).appendingPathComponent("art.txt"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 3, "three folders on disk (a Set of their names would hold two)")
        let root = folder.appendingPathComponent(composed)
        let allowed = [folder.path + "/" + composed]

        #expect(try ConfinedPath.resolve("art.txt", from: root, within: [root]).path == folder.path + "/" + composed + "/art.txt")
        #expect(throws: ConfinedPath.Failure.outside(allowed: allowed), "equal text, other bytes") {
            try ConfinedPath.resolve("../\(decomposed)/art.txt", from: root, within: [root])
        }
        #expect(throws: ConfinedPath.Failure.outside(allowed: allowed), "the root's name is only a prefix of this one") {
            try ConfinedPath.resolve("../\(composed)-beside/art.txt", from: root, within: [root])
        }
        #expect(try ConfinedPath.resolve("\(folder.path)/\(decomposed)/art.txt", from: root, within: [URL(fileURLWithPath: "/")]).path.hasSuffix("/art.txt"),
                "anything real lies below /")
    }
}
