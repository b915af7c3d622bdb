import Foundation
import Testing
import VitrineSystem

/// Files are written only inside the folder asked for: never through a link, never half-written, and what
/// is there already is replaced only when asked.
@Suite struct OutputFolderTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-output-\(UUID().uuidString)")
    let files = FileManager.default

    private func text(_ path: String) -> String? { try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }

    /// The output error `body` throws; nil when it throws none (or another error).
    private func failure(_ body: () throws -> Void) -> OutputError? {
        do {
            try body()
            return nil
        } catch {
            return error as? OutputError
        }
    }

    @Test func writesIntoFoldersItMakesAndLeavesNoTemporaryFile() throws {
        defer { try? files.removeItem(at: root) }
        let folder = try OutputFolder(root, replacing: false)
        try folder.write(Array("one".utf8), to: "badge/danger.light.txt")
        #expect(text("badge/danger.light.txt") == "one")
        #expect(try files.contentsOfDirectory(atPath: root.appendingPathComponent("badge").path) == ["danger.light.txt"])
    }

    @Test func aFileThereAlreadyIsReplacedOnlyWhenAsked() throws {
        defer { try? files.removeItem(at: root) }
        try OutputFolder(root, replacing: false).write(Array("first".utf8), to: "a.txt")
        let refusal = failure { try OutputFolder(root, replacing: false).write(Array("second".utf8), to: "a.txt") }
        #expect(refusal?.reason == "it exists already (pass --force to replace it)")
        #expect(text("a.txt") == "first")
        try OutputFolder(root, replacing: true).write(Array("second".utf8), to: "a.txt")
        #expect(text("a.txt") == "second")
    }

    @Test func aLinkedFileIsNeverWrittenThroughEvenWhenReplacing() throws {
        defer { try? files.removeItem(at: root) }
        let victim = root.appendingPathComponent("outside.txt")
        try files.createDirectory(at: root.appendingPathComponent("out/badge"), withIntermediateDirectories: true)
        try "precious".write(to: victim, atomically: false, encoding: .utf8)
        try files.createSymbolicLink(atPath: root.appendingPathComponent("out/badge/danger.light.txt").path, withDestinationPath: victim.path)
        let refusal = failure { try OutputFolder(root.appendingPathComponent("out"), replacing: true).write(Array("x".utf8), to: "badge/danger.light.txt") }
        #expect(refusal?.reason == "it is a link: nothing is written through one")
        #expect(text("outside.txt") == "precious")
    }

    /// Also when a combining mark follows the slash: that slash and the mark are one `Character`, and the
    /// path is still split there.
    @Test(arguments: ["badge/a.txt", "badge/\u{301}a.txt"])
    func aLinkedFolderIsNeverEntered(path: String) throws {
        defer { try? files.removeItem(at: root) }
        let elsewhere = root.appendingPathComponent("elsewhere")
        try files.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try files.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: root.appendingPathComponent("out/badge").path, withDestinationPath: elsewhere.path)
        let refusal = failure { try OutputFolder(root.appendingPathComponent("out"), replacing: true).write(Array("x".utf8), to: path) }
        #expect(refusal?.reason == "badge is a link or not a folder: nothing is written through one")
        #expect(try files.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func aPathThatClimbsOutIsRefused() throws {
        defer { try? files.removeItem(at: root) }
        let folder = try OutputFolder(root.appendingPathComponent("out"), replacing: true)
        for path in ["../a.txt", "b/../../a.txt", "/etc/a.txt", "", "b//c.txt"] {
            #expect(failure { try folder.write(Array("x".utf8), to: path) }?.reason == "not a plain relative path", "\(path)")
        }
    }

    @Test func aFileWhereTheFolderShouldBeIsNamed() throws {
        defer { try? files.removeItem(at: root) }
        try files.createDirectory(at: root, withIntermediateDirectories: true)
        let file = root.appendingPathComponent("out")
        try "x".write(to: file, atomically: false, encoding: .utf8)
        #expect(failure { _ = try OutputFolder(file, replacing: true) }?.reason == "it is a file, not a folder")
    }

    @Test func aFolderThatTakesNoFileSaysWhyAndKeepsNoPartOfIt() throws {
        let folder = try OutputFolder(URL(fileURLWithPath: "/proc/self"), replacing: true)
        let refusal = failure { try folder.write(Array(repeating: 0x41, count: 1 << 20), to: "index.html") }
        #expect(refusal?.description == "cannot write /proc/self/index.html: No such file or directory")
    }
}
