import FoundationEssentials
import VitrineCore
import VitrineSystem

/// Art files read during one theme load: each name a file gives is located (links followed, kept inside
/// the theme's folders) once, and each file read once, failures included. Keyed by ``ExactPath``: `café.txt`
/// and `cafe` + U+0301 `.txt` are two files, which String keys took as one.
final class ArtFileCache {
    private var loaded: [ExactPath: Result<TextArt, BoundedFile.Failure>] = [:]
    /// Where a name leads from a theme file, by file and name (both appearances and every token naming the
    /// same file ask again).
    private var located: [ExactPath: Result<ArtFile, ConfinedPath.Failure>] = [:]

    /// An art file found: its real path (the key it is read once by).
    struct ArtFile {
        let path: String
    }

    /// The real location of `relative`, taken from the folder of the theme file `file`, when it lies inside
    /// one of `roots`.
    func locate(_ relative: String, nextTo file: String, withinRoots roots: [String]) throws(ConfinedPath.Failure) -> ArtFile {
        let key = ExactPath(file + "\0" + relative)
        if let known = located[key] { return try known.get() }
        let result: Result<ArtFile, ConfinedPath.Failure>
        do {
            // The theme file's folder: its path up to the last slash (paths as text: URL's cost tens of
            // thousands of instructions a file).
            let folder = file.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(file[..<$0]) } ?? "."
            result = .success(ArtFile(path: try ConfinedPath.realPath(of: relative, inFolder: folder.isEmpty ? "/" : folder, withinRoots: roots)))
        } catch {
            result = .failure(error)
        }
        located[key] = result
        return try result.get()
    }

    /// The art in `file`, read once; more than `limit` different files is an error.
    func art(in file: ArtFile, limit: Int) throws(BoundedFile.Failure) -> TextArt {
        if let known = loaded[ExactPath(file.path)] { return try known.get() }
        guard loaded.count < limit else { throw .unreadable("a theme may name at most \(limit) art files") }
        let result: Result<TextArt, BoundedFile.Failure>
        do {
            // The path was checked with its links resolved: read without following one put there since.
            result = .success(try TextArt.load(atPath: file.path, followingLinks: false))
        } catch {
            result = .failure(error)
        }
        loaded[ExactPath(file.path)] = result
        return try result.get()
    }
}
