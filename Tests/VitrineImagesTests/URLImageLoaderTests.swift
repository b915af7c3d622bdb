import Foundation
import Testing
import VitrineCore
@testable import VitrineImages

/// The default loader against a server on 127.0.0.1 and against files: success, 404, timeout,
/// garbage, oversize, the cache, and URLs it does not handle.
@Suite struct URLImageLoaderTests {
    let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/VitrineCatalog/Samples").standardizedFileURL
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

    private func failure(_ loader: URLImageLoader, _ url: URL, cancellation: LoadCancellation = LoadCancellation()) -> ImageError? {
        do {
            _ = try loader.loadImage(from: url, cancellation: cancellation)
            return nil
        } catch {
            return error as? ImageError
        }
    }

    @Test func loadsAPNGOverHTTPAndFromAFile() throws {
        let loader = URLImageLoader(timeout: .seconds(5))
        let overHTTP = try loader.loadImage(from: server.url("/nora.png"), cancellation: LoadCancellation())
        #expect(overHTTP.width == 48 && overHTTP[24, 46] == .rgb(36, 92, 168))
        let fromFile = try loader.loadImage(from: samples.appendingPathComponent("nora.png"), cancellation: LoadCancellation())
        #expect(fromFile == overHTTP)
    }

    @Test func aMissingImageIsA404() {
        #expect(failure(URLImageLoader(), server.url("/missing.png")) == .httpStatus(404))
    }

    @Test func aSlowServerTimesOut() {
        // The server answers after 10 s: a timeout error (not the image) says the loader gave up first.
        let error = failure(URLImageLoader(timeout: .milliseconds(300)), server.url("/slow.png"))
        #expect(error == .timedOut(.milliseconds(300)), "\(String(describing: error))")
    }

    @Test func garbageIsUndecodable() {
        guard case .undecodable? = failure(URLImageLoader(), server.url("/garbage.png")) else {
            Issue.record("garbage must not decode")
            return
        }
    }

    @Test func anOversizeBodyIsRefused() {
        guard case let .tooManyBytes(count, limit)? = failure(URLImageLoader(maximumBytes: 1000), server.url("/huge.png")) else {
            Issue.record("5000 bytes must exceed a 1000-byte limit")
            return
        }
        #expect(count > 1000 && limit == 1000)
    }

    @Test func whatLoadedIsCached() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-cache-\(UUID().uuidString).png")
        try Data(png).write(to: folder)
        let loader = URLImageLoader()
        let first = try loader.loadImage(from: folder, cancellation: LoadCancellation())
        try FileManager.default.removeItem(at: folder)
        #expect(try loader.loadImage(from: folder, cancellation: LoadCancellation()) == first, "served from memory once the file is gone")
        #expect(failure(URLImageLoader(), folder) == .unreadable("no such file"), "a new loader has its own cache")
    }

    @Test func cancellingADownloadEndsItAtOnce() throws {
        let cancellation = LoadCancellation()
        let started = Date()
        // The server answers after 10 s; the gallery cancels while curl waits (or before it starts).
        Thread { cancellation.cancel() }.start()
        let error = failure(URLImageLoader(timeout: .seconds(30)), server.url("/slow.png"), cancellation: cancellation)
        #expect(error == .cancelled, "\(String(describing: error))")
        #expect(Date().timeIntervalSince(started) < 8, "curl was killed, not waited for")
    }

    @Test func otherSchemesAndRefusedConnectionsFail() {
        #expect(failure(URLImageLoader(), URL(string: "ftp://127.0.0.1/x.png")!) == .unsupportedURL("ftp://127.0.0.1/x.png"))
        guard case .network? = failure(URLImageLoader(timeout: .seconds(5)), URL(string: "http://127.0.0.1:1/x.png")!) else {
            Issue.record("port 1 refuses the connection")
            return
        }
    }
}
