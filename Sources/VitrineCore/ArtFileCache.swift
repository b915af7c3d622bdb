import Foundation

/// Art files read during one theme load, by path, failures included.
final class ArtFileCache {
    private var loaded: [String: Result<TextArt, TextArtError>] = [:]

    func art(at url: URL) throws(TextArtError) -> TextArt {
        if let known = loaded[url.path] { return try known.get() }
        let result: Result<TextArt, TextArtError>
        do {
            result = .success(try TextArt.load(url))
        } catch {
            result = .failure(error)
        }
        loaded[url.path] = result
        return try result.get()
    }
}
