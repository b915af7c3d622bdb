import FoundationEssentials
import VitrineCore
import VitrineSystem

/// Art files read during one theme load: each name a file gives is located (links followed, kept inside
/// the theme's folders) once, and each file read once, failures included.
final class ArtFileCache {
    private var loaded: [String: Result<TextArt, BoundedFile.Failure>] = [:]
    /// Where `relative` from a folder leads, by folder and name (both appearances and every token naming
    /// the same file ask again).
    private var located: [String: Result<URL, ConfinedPath.Failure>] = [:]

    /// The real location of `relative`, taken from `folder`, when it lies inside one of `roots`.
    func locate(_ relative: String, from folder: URL, withinRoots roots: [String]) throws(ConfinedPath.Failure) -> URL {
        let key = folder.path + "\0" + relative
        if let known = located[key] { return try known.get() }
        let result: Result<URL, ConfinedPath.Failure>
        do {
            result = .success(try ConfinedPath.resolve(relative, from: folder, withinRoots: roots))
        } catch {
            result = .failure(error)
        }
        located[key] = result
        return try result.get()
    }

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
