import Foundation
import Synchronization
import Testing
import VitrineCore
import VitrineThemes
import VitrineSystem
import VitrineTestSupport

/// `ThemeCache`: a theme none of whose files changed is not read again; any change to any of them is.
@Suite struct ThemeCacheTests {
    let folder = TemporaryFolder()
    let cache = ThemeCache()

    /// The theme in `url` through the cache, read in full on a miss.
    private func load(_ url: URL) throws -> Theme {
        try cache.load(from: url, requiredTokens: []) { url throws(ThemeError) in try Theme.load(from: url, requiredTokens: []) }
    }

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
        let first = try load(url)
        #expect(try load(url) == first)
        #expect(cache.hitCount == 1, "the second load read nothing")
        folder.write("base.json", ##"{"c": {"$type": "color", "page": {"$value": "#000000"}}}"##)
        try settle()
        let second = try load(url)
        #expect(cache.hitCount == 1, "read again")
        #expect(second.light.color("c.page") == .rgb(0, 0, 0), "a change to a file it extends is seen")
        #expect(second.light.color("c.brand") == .rgb(0, 0x79, 0x6B))
    }

    @Test func aFileChangedMomentsAgoIsNotKept() throws {
        write(base: "#FFFFFF", brand: "#00796B")
        let url = folder.url.appendingPathComponent("brand.json")
        _ = try load(url)
        _ = try load(url)
        #expect(cache.hitCount == 0, "just written, it might change again unseen within its stamp: read again")
    }

    /// Two files whose names are canonically equivalent text (`café` composed and decomposed) are two themes.
    @Test func canonicallyEquivalentNamesAreTwoThemes() throws {
        folder.write("caf\u{E9}.json", ##"{"c": {"$type": "color", "page": {"$value": "#FFFFFF"}}}"##)
        folder.write("cafe\u{301}.json", ##"{"c": {"$type": "color", "page": {"$value": "#000000"}}}"##)
        try settle()
        let composed = try load(folder.url.appendingPathComponent("caf\u{E9}.json"))
        let decomposed = try load(folder.url.appendingPathComponent("cafe\u{301}.json"))
        #expect(composed.light.color("c.page") == .rgb(255, 255, 255))
        #expect(decomposed.light.color("c.page") == .rgb(0, 0, 0), "not the other file's theme")
        #expect(cache.hitCount == 0)
    }

    /// A miss reads through the loader the caller gives (the gallery's reads the bundled default compiled
    /// in); a hit calls it not at all, and a theme kept for other required tokens is read again.
    @Test func aMissReadsThroughTheLoaderGiven() throws {
        write(base: "#FFFFFF", brand: "#00796B")
        try settle()
        let url = folder.url.appendingPathComponent("brand.json")
        let calls = Mutex(0)
        func load(requiring required: [TokenRequirement]) throws -> Theme {
            try cache.load(from: url, requiredTokens: required) { url throws(ThemeError) in
                calls.withLock { $0 += 1 }
                return try Theme.load(from: url, requiredTokens: required)
            }
        }
        let first = try load(requiring: [])
        #expect(try load(requiring: []) == first)
        #expect(calls.withLock { $0 } == 1, "read once, then from the cache")
        let page = TokenRequirement(path: "c.page", kind: .color)
        _ = try load(requiring: [page])
        #expect(calls.withLock { $0 } == 2, "checked against other tokens: read again")
    }

    /// A theme one thread is loading (the read-ahead) is waited for by another asking for it (`t`), which then
    /// gets it from the cache: the loader runs once. (Without the wait the second thread, arriving while the
    /// first is held in its loader, loads it too.)
    @Test func aThemeBeingLoadedIsWaitedForNotLoadedTwice() throws {
        write(base: "#FFFFFF", brand: "#00796B")
        try settle()
        let url = folder.url.appendingPathComponent("brand.json")
        let calls = Mutex(0)
        let secondAsks = ConditionLock()
        let asked = Atomic(false)
        let loader: @Sendable (URL) throws(ThemeError) -> Theme = { url throws(ThemeError) in
            calls.withLock { $0 += 1 }
            secondAsks.withLock { while !asked.load(ordering: .sequentiallyConsistent) { _ = secondAsks.wait(until: nil) } }
            usleep(50_000) // time for the second thread to reach the cache while this load is under way
            return try Theme.load(from: url, requiredTokens: [])
        }
        let cache = cache
        let first = Thread { _ = try? cache.load(from: url, requiredTokens: [], using: loader) }
        first.start()
        while calls.withLock({ $0 }) == 0 { usleep(1000) }
        secondAsks.withLock {
            asked.store(true, ordering: .sequentiallyConsistent)
            secondAsks.broadcast()
        }
        _ = try cache.load(from: url, requiredTokens: [], using: loader)
        #expect(calls.withLock { $0 } == 1 && cache.hitCount == 1)
    }
}
