import FoundationEssentials
import VitrineCore
import VitrineSystem

/// Art files read during one theme load, by path, failures included.
final class ArtFileCache {
    private var loaded: [String: Result<TextArt, BoundedFile.Failure>] = [:]

    /// The art in `url`, read once; more than `limit` different files is an error.
    func art(at url: URL, limit: Int) throws(BoundedFile.Failure) -> TextArt {
        if let known = loaded[url.path] { return try known.get() }
        guard loaded.count < limit else { throw .unreadable("a theme may name at most \(limit) art files") }
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
