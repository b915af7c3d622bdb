import Foundation
import VitrineCore

/// The default image loader: `file:` URLs from disk, `http:` and `https:` through Debian's `curl` (a
/// child process, see ``CurlDownload``), with a timeout, a size limit and an in-memory cache of what
/// loaded. Failures throw an ``ImageError``.
public final class URLImageLoader: AsyncEmblemImageLoader {
    public let timeout: Duration
    public let maximumBytes: Int
    private let cache = ImageCache()

    public init(timeout: Duration = .seconds(10), maximumBytes: Int = ImageFile.maximumBytes) {
        self.timeout = timeout
        self.maximumBytes = maximumBytes
    }

    public func loadImage(from url: URL) async throws -> Bitmap {
        if let cached = await cache.image(for: url) { return cached }
        let bytes: [UInt8]
        switch url.scheme?.lowercased() {
        case "file":
            bytes = try ImageFile.read(url)
        case "http", "https":
            bytes = try await download(url)
        default:
            throw ImageError.unsupportedURL(TerminalText.sanitized(url.absoluteString))
        }
        let image = try PNGDecoder.decode(bytes)
        await cache.store(image, for: url)
        return image
    }

    /// The body of `url`, or an error: a status other than 200, more than `maximumBytes` (the transfer
    /// is stopped as soon as it is known), or no answer within `timeout`.
    private func download(_ url: URL) async throws -> [UInt8] {
        let download = CurlDownload(limit: maximumBytes, timeout: timeout)
        return try await withThrowingTaskGroup(of: [UInt8].self) { group in
            group.addTask { try await download.run(url) }
            group.addTask {
                try await Task.sleep(for: self.timeout)
                throw ImageError.timedOut(self.timeout)
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }
}

/// Images that loaded, by URL, for the life of the loader.
actor ImageCache {
    private var images: [URL: Bitmap] = [:]

    func image(for url: URL) -> Bitmap? { images[url] }

    func store(_ image: Bitmap, for url: URL) { images[url] = image }
}
