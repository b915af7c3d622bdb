import Foundation
import Testing
import VitrineCore
@testable import VitrineImages

/// The default loader against a server on 127.0.0.1 and against files: success, 404, timeout,
/// garbage, oversize, the cache, and URLs it does not handle.
@Suite struct URLImageLoaderTests {
    let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/VitrineGallery/Samples").standardizedFileURL
    let png: [UInt8]
    let server: LocalHTTPServer

    init() throws {
        png = [UInt8](try Data(contentsOf: samples.appendingPathComponent("nora.png")))
        server = LocalHTTPServer(routes: [
            "/nora.png": .init(body: png),
            "/slow.png": .init(body: png, delay: .seconds(10)),
            "/garbage.png": .init(body: Array("\u{1B}[2J not an image".utf8) + [0xFF, 0x00]),
            "/huge.png": .init(body: [UInt8](repeating: 0x89, count: 5000)),
        ])
    }

    private func failure(_ loader: URLImageLoader, _ url: URL) async -> ImageError? {
        do {
            _ = try await loader.loadImage(from: url)
            return nil
        } catch {
            return error as? ImageError
        }
    }

    @Test func loadsAPNGOverHTTPAndFromAFile() async throws {
        let loader = URLImageLoader(timeout: .seconds(5))
        let overHTTP = try await loader.loadImage(from: server.url("/nora.png"))
        #expect(overHTTP.width == 48 && overHTTP[24, 46] == .rgb(36, 92, 168))
        let fromFile = try await loader.loadImage(from: samples.appendingPathComponent("nora.png"))
        #expect(fromFile == overHTTP)
    }

    @Test func aMissingImageIsA404() async {
        #expect(await failure(URLImageLoader(), server.url("/missing.png")) == .httpStatus(404))
    }

    @Test func aSlowServerTimesOut() async {
        // The server answers after 10 s: a timeout error (not the image) says the loader gave up first.
        let error = await failure(URLImageLoader(timeout: .milliseconds(300)), server.url("/slow.png"))
        #expect(error == .timedOut(.milliseconds(300)), "\(String(describing: error))")
    }

    @Test func garbageIsUndecodable() async {
        guard case .undecodable? = await failure(URLImageLoader(), server.url("/garbage.png")) else {
            Issue.record("garbage must not decode")
            return
        }
    }

    @Test func anOversizeBodyIsRefused() async {
        guard case let .tooManyBytes(count, limit)? = await failure(URLImageLoader(maximumBytes: 1000), server.url("/huge.png")) else {
            Issue.record("5000 bytes must exceed a 1000-byte limit")
            return
        }
        #expect(count > 1000 && limit == 1000)
    }

    @Test func whatLoadedIsCached() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-cache-\(UUID().uuidString).png")
        try Data(png).write(to: folder)
        let loader = URLImageLoader()
        let first = try await loader.loadImage(from: folder)
        try FileManager.default.removeItem(at: folder)
        #expect(try await loader.loadImage(from: folder) == first, "served from memory once the file is gone")
        #expect(await failure(URLImageLoader(), folder) == .unreadable("no such file"), "a new loader has its own cache")
    }

    @Test func otherSchemesAndRefusedConnectionsFail() async {
        #expect(await failure(URLImageLoader(), URL(string: "ftp://127.0.0.1/x.png")!) == .unsupportedURL("ftp://127.0.0.1/x.png"))
        guard case .network? = await failure(URLImageLoader(timeout: .seconds(5)), URL(string: "http://127.0.0.1:1/x.png")!) else {
            Issue.record("port 1 refuses the connection")
            return
        }
    }
}
