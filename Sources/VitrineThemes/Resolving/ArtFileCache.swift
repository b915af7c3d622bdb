import Foundation
import VitrineCore
import VitrineFiles

/// Art files read during one theme load, by path, failures included.
final class ArtFileCache {
    private var loaded: [String: Result<TextArt, BoundedFile.Failure>] = [:]

    func art(at url: URL) throws(BoundedFile.Failure) -> TextArt {
        if let known = loaded[url.path] { return try known.get() }
        let result: Result<TextArt, BoundedFile.Failure>
        do {
            result = .success(try TextArt.load(url))
        } catch {
            result = .failure(error)
        }
        loaded[url.path] = result
        return try result.get()
    }
}
