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

    /// A file of a folder whose real path is known resolves as its whole path would: through a linked
    /// folder, through `..`, as a link to a file inside or outside, or missing.
    @Test func aFileOfAResolvedFolderResolvesAsItsWholePath() throws {
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("confined-file-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: made) }
        try FileManager.default.createDirectory(at: made.appendingPathComponent("theme/logos"), withIntermediateDirectories: true)
        let folder = try #require(ConfinedPath.realPath(made.path))
        let theme = folder + "/theme"
        try Data("art".utf8).write(to: URL(fileURLWithPath: theme + "/logos/art.txt"))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: folder + "/secret.txt"))
        try FileManager.default.createSymbolicLink(atPath: theme + "/linked", withDestinationPath: "logos")
        try FileManager.default.createSymbolicLink(atPath: theme + "/logos/inside.txt", withDestinationPath: "art.txt")
        try FileManager.default.createSymbolicLink(atPath: theme + "/logos/outside.txt", withDestinationPath: "../../secret.txt")
        var asked: [String] = []
        let realFolder = { (path: String) -> String? in
            asked.append(path)
            return ConfinedPath.realPath(path)
        }
        let roots = [theme]

        for name in ["logos/art.txt", "linked/art.txt", "logos/../logos/art.txt", "logos/inside.txt"] {
            #expect(try ConfinedPath.realPath(ofFile: theme + "/" + name, withinRoots: roots, realFolder: realFolder) == theme + "/logos/art.txt", "\(name)")
            #expect(try ConfinedPath.realPath(of: name, inFolder: theme, withinRoots: roots) == theme + "/logos/art.txt", "the whole path: \(name)")
        }
        #expect(asked == [theme + "/logos", theme + "/linked", theme + "/logos/../logos", theme + "/logos"], "the folder of each path, not the file")
        #expect(throws: ConfinedPath.Failure.outside(allowed: roots), "a link to a file outside") {
            try ConfinedPath.realPath(ofFile: theme + "/logos/outside.txt", withinRoots: roots, realFolder: realFolder)
        }
        #expect(throws: ConfinedPath.Failure.outside(allowed: roots), "a file outside") {
            try ConfinedPath.realPath(ofFile: theme + "/../secret.txt", withinRoots: roots, realFolder: realFolder)
        }
        #expect(throws: ConfinedPath.Failure.missing) { try ConfinedPath.realPath(ofFile: theme + "/logos/none.txt", withinRoots: roots, realFolder: realFolder) }
        #expect(throws: ConfinedPath.Failure.missing) { try ConfinedPath.realPath(ofFile: theme + "/none/art.txt", withinRoots: roots, realFolder: realFolder) }
    }
}
