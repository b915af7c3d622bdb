import Foundation
import Testing
import VitrineCore
import VitrineThemes
import VitrineTestSupport

/// `ThemeCache`: a theme none of whose files changed is not read again; any change to any of them is.
@Suite struct ThemeCacheTests {
    let folder = TemporaryFolder()
    let cache = ThemeCache()

    /// Dates every file of the folder a minute back, as files not being edited are.
    private func settle() throws {
        let past = Date().addingTimeInterval(-60)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.url.path) {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder.url.appendingPathComponent(name).path)
        }
    }

    private func write(base: String, brand: String) {
        folder.write("base.json", #"{"c": {"$type": "color", "page": {"$value": ""# + base + #""}}}"#)
        folder.write("brand.json", #"{"$extends": "base", "c": {"brand": {"$type": "color", "$value": ""# + brand + #""}}}"#)
    }

    @Test func anUnchangedThemeIsReusedAndAChangedFileIsReadAgain() throws {
        write(base: "#FFFFFF", brand: "#00796B")
        try settle()
        let url = folder.url.appendingPathComponent("brand.json")
        let first = try cache.load(from: url, requiredTokens: [])
        #expect(try cache.load(from: url, requiredTokens: []) == first)
        #expect(cache.hitCount == 1, "the second load read nothing")
        folder.write("base.json", ##"{"c": {"$type": "color", "page": {"$value": "#000000"}}}"##)
        try settle()
        let second = try cache.load(from: url, requiredTokens: [])
        #expect(cache.hitCount == 1, "read again")
        #expect(second.light.color("c.page") == .rgb(0, 0, 0), "a change to a file it extends is seen")
        #expect(second.light.color("c.brand") == .rgb(0, 0x79, 0x6B))
    }

    @Test func aFileChangedMomentsAgoIsNotKept() throws {
        write(base: "#FFFFFF", brand: "#00796B")
        let url = folder.url.appendingPathComponent("brand.json")
        _ = try cache.load(from: url, requiredTokens: [])
        _ = try cache.load(from: url, requiredTokens: [])
        #expect(cache.hitCount == 0, "just written, it might change again unseen within its stamp: read again")
    }

    /// Two files whose names are canonically equivalent text (`café` composed and decomposed) are two themes.
    @Test func canonicallyEquivalentNamesAreTwoThemes() throws {
        folder.write("caf\u{E9}.json", ##"{"c": {"$type": "color", "page": {"$value": "#FFFFFF"}}}"##)
        folder.write("cafe\u{301}.json", ##"{"c": {"$type": "color", "page": {"$value": "#000000"}}}"##)
        try settle()
        let composed = try cache.load(from: folder.url.appendingPathComponent("caf\u{E9}.json"), requiredTokens: [])
        let decomposed = try cache.load(from: folder.url.appendingPathComponent("cafe\u{301}.json"), requiredTokens: [])
        #expect(composed.light.color("c.page") == .rgb(255, 255, 255))
        #expect(decomposed.light.color("c.page") == .rgb(0, 0, 0), "not the other file's theme")
        #expect(cache.hitCount == 0)
    }
}
