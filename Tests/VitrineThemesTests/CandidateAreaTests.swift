import Foundation
import Synchronization
import Testing
import VitrineCore
import VitrineSystem
import VitrineTestSupport
import VitrineThemes

/// Stored candidate themes: one folder a key, read by any key as `NAME@OWNER`, bounded in count, size
/// and keys, extending a served theme by name only.
@Suite struct CandidateAreaTests {
    let served = TemporaryFolder(), root = TemporaryFolder()
    private var area: CandidateArea { CandidateArea(root: root.url, owner: "0123456789ab", baseFolder: served.url) }
    private var colleague: CandidateArea { CandidateArea(root: root.url, owner: "ba9876543210", baseFolder: served.url) }

    @Test func aStoredThemeIsItsKeysByNameAndAnyKeysByQualifiedName() throws {
        _ = try area.store(Array(#"{"$extends": "base"}"#.utf8), as: "candidate")
        #expect(area.names() == ["candidate"])
        let file = try #require(area.file(of: "candidate"))
        #expect(area.qualifiedName(of: file) == "candidate@0123456789ab")
        #expect(colleague.file(of: "candidate") == nil, "another key's theme is not theirs by its bare name")
        #expect(colleague.file(of: "candidate@0123456789ab") == file, "but opens by its qualified name")
        #expect(colleague.names().isEmpty)
        #expect(area.qualifiedName(of: served.url.appendingPathComponent("default.json")) == nil)
        for reference in ["../candidate", "candidate@0123", "candidate@../../x", "Candidate", "candidate@0123456789ab@x", ""] {
            #expect(area.file(of: reference) == nil, "\(reference)")
        }
        #expect(colleague.remove("candidate") == false, "a key removes only its own")
        #expect(area.remove("candidate") && area.names().isEmpty)
    }

    @Test func countSizeAndKeysAreBounded() throws {
        #expect(area.refusal(storing: CandidateArea.maximumThemeBytes + 1, as: "x")?.contains("at most 1024 KiB") == true)
        for index in 0 ..< CandidateArea.maximumThemes { _ = try area.store(Array("{}".utf8), as: "theme-\(index)") }
        #expect(area.refusal(storing: 2, as: "one-more")?.contains("16 themes stored already") == true)
        #expect(area.refusal(storing: 2, as: "theme-3") == nil, "replacing one of them is not one more")
        for index in 0 ..< CandidateArea.maximumOwners - 1 {
            try FileManager.default.createDirectory(at: root.url.appendingPathComponent(String(format: "%012x", index + 1)), withIntermediateDirectories: true)
        }
        #expect(colleague.refusal(storing: 2, as: "x")?.contains("no room for another") == true)
        #expect(area.refusal(storing: 2, as: "theme-0") == nil, "a key already there keeps its room")
    }

    /// Puts at the same moment (each a process of its own on the server, which checks the bounds before
    /// it loads the theme and stores it) are checked again and stored one at a time: 7 at once beside 15
    /// stored once left 17, and new keys at once passed the keys' bound together. Here every put has
    /// passed the first check before any stores.
    @Test func simultaneousStoresNeverPassABound() throws {
        for index in 0 ..< CandidateArea.maximumThemes - 1 { _ = try area.store(Array("{}".utf8), as: "theme-\(index)") }
        let outcomes = Mutex<[String?]>([])
        let start = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        let area = area
        #expect(area.refusal(storing: 2, as: "racing-0") == nil, "each put passes the first check")
        for index in 0 ..< 7 {
            DispatchQueue.global().async(group: group) {
                start.wait()
                let outcome: String?
                do { outcome = try area.store(Array(String(repeating: " ", count: 200_000).utf8), as: "racing-\(index)") } catch { outcome = "\(error)" }
                outcomes.withLock { $0.append(outcome) }
            }
        }
        for _ in 0 ..< 7 { start.signal() }
        group.wait()
        #expect(area.names().count == CandidateArea.maximumThemes, "\(area.names())")
        #expect(outcomes.withLock { $0.filter { $0 == nil }.count } == 1)
        for index in 0 ..< CandidateArea.maximumOwners - 3 {
            try FileManager.default.createDirectory(at: root.url.appendingPathComponent(String(format: "%012x", index + 1)), withIntermediateDirectories: true)
        }
        let newcomers = (0 ..< 6).map { CandidateArea(root: root.url, owner: String(format: "f%011x", $0), baseFolder: served.url) }
        #expect(newcomers.allSatisfy { $0.refusal(storing: 2, as: "mine") == nil }, "each newcomer passes the first check")
        let stored = Mutex(0)
        for newcomer in newcomers {
            DispatchQueue.global().async(group: group) {
                start.wait()
                do {
                    if try newcomer.store(Array("{}".utf8), as: "mine") == nil { stored.withLock { $0 += 1 } }
                } catch {}
            }
        }
        for _ in newcomers { start.signal() }
        group.wait()
        #expect(stored.withLock { $0 } == 2, "64 keys in all: the first key, 61 made by hand, and two newcomers")
    }

    /// A link planted in a key's folder is not one of its themes: not listed (it was, loaded, and its
    /// target's first byte shown), as `--theme` does not open it.
    @Test func aLinkInAKeysFolderIsNotAStoredTheme() throws {
        _ = try area.store(Array("{}".utf8), as: "mine")
        let secret = served.write("secret.json", "S3CRET")
        try FileManager.default.createSymbolicLink(atPath: area.folder.appendingPathComponent("planted.json").path, withDestinationPath: secret.path)
        #expect(area.names() == ["mine"])
        #expect(area.file(of: "planted") == nil)
    }

    @Test func aStoredThemeIsNeverWrittenThroughALink() throws {
        try FileManager.default.createSymbolicLink(atPath: root.url.appendingPathComponent("0123456789ab").path, withDestinationPath: served.url.path)
        #expect(throws: OutputError.self) { _ = try area.store(Array("{}".utf8), as: "candidate") }
        #expect(!FileManager.default.fileExists(atPath: served.url.appendingPathComponent("candidate.json").path))
    }

    /// A stored theme extends a served theme by name; a path in its `$extends` is refused, never followed.
    @Test func aStoredThemeExtendsAServedThemeByNameOnly() throws {
        served.write("base.json", ##"{"page": {"$type": "color", "$value": "#102030"}}"##)
        _ = try area.store(Array(#"{"$extends": "base"}"#.utf8), as: "candidate")
        let library = ThemeLibrary(directory: ThemeDirectory(url: served.url), candidates: area, selected: served.url.appendingPathComponent("base.json"))
        let file = try #require(area.file(of: "candidate"))
        #expect(library.files().map(\.lastPathComponent) == ["base.json", "candidate.json"], "stored themes join the cycle after the folder's")
        let theme = try Theme.load(from: file, baseFolder: library.baseFolder(for: file), requiredTokens: [])
        #expect(theme.extends == "base" && theme.light.count == 1)
        _ = try area.store(Array(#"{"$extends": "../../base.json"}"#.utf8), as: "escaping")
        let escaping = try #require(area.file(of: "escaping"))
        let failure = #expect(throws: ThemeError.self) { try Theme.load(from: escaping, baseFolder: library.baseFolder(for: escaping), requiredTokens: []) }
        #expect(failure?.description.contains("by name, not \"../../base.json\"") == true, "\(String(describing: failure))")
    }
}
