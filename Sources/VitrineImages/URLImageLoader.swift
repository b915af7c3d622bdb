import FoundationEssentials
import Synchronization
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

    public func loadImage(from url: URL, cancellation: LoadCancellation) throws -> Bitmap {
        if let cached = cache.image(for: url) { return cached }
        let bytes: [UInt8]
        switch url.scheme?.lowercased() {
        case "file":
            bytes = try ImageFile.read(url)
        case "http", "https":
            // curl's own --max-time bounds the transfer; cancelling kills it.
            bytes = try CurlDownload(limit: maximumBytes, timeout: timeout).run(url, cancellation: cancellation)
        default:
            throw ImageError.unsupportedURL(TerminalText.sanitized(url.absoluteString))
        }
        if cancellation.isCancelled { throw ImageError.cancelled }
        let image = try PNGDecoder.decode(bytes)
        cache.store(image, for: url)
        return image
    }
}

/// Images that loaded, by URL, for the life of the loader.
final class ImageCache: Sendable {
    private let images = Mutex<[URL: Bitmap]>([:])

    func image(for url: URL) -> Bitmap? { images.withLock { $0[url] } }

    func store(_ image: Bitmap, for url: URL) { images.withLock { $0[url] = image } }
}
