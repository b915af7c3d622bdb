import FoundationEssentials
import VitrineCore
import VitrineSystem
import Glibc

/// Art files read during one theme load: each name a file gives is located (links followed, kept inside
/// the theme's folders) once, and each file read once, failures included. Keyed by ``ExactPath``: `café.txt`
/// and `cafe` + U+0301 `.txt` are two files, which String keys took as one. A folder art files lie in is
/// resolved once and opened once, without following a link, and its files are read from it: a file costs
/// six system calls, where resolving and opening its whole path took twenty.
final class ArtFileCache {
    private var loaded: [ExactPath: Result<TextArt, BoundedFile.Failure>] = [:]
    /// Where a name leads from a theme file, by file and name (both appearances and every token naming the
    /// same file ask again).
    private var located: [ExactPath: Result<ArtFile, ConfinedPath.Failure>] = [:]
    /// The real paths of the folders named on the way (nil: missing), by the path named.
    private var realFolders: [ExactPath: String?] = [:]
    /// The real folders files are read from, open without a link followed (or why they could not be).
    private var openFolders: [ExactPath: Result<Int32, BoundedFile.Failure>] = [:]

    deinit {
        for case let .success(descriptor) in openFolders.values { close(descriptor) }
    }

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
            if relative.hasPrefix("/") || file.hasPrefix("/") {
                // An absolute path: its folder is resolved once for every file named in it.
                let path = relative.hasPrefix("/") ? relative : folder + "/" + relative
                result = .success(ArtFile(path: try ConfinedPath.realPath(ofFile: path, withinRoots: roots, realFolder: realFolder)))
            } else {
                result = .success(ArtFile(path: try ConfinedPath.realPath(of: relative, inFolder: folder, withinRoots: roots)))
            }
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
        do throws(BoundedFile.Failure) {
            // The path was checked with its links resolved: read without following one put there since.
            // A real path: absolute, so it has a slash.
            guard let (folderPath, name) = file.path.folderAndName else { throw .missing }
            result = .success(try TextArt.load(named: name, inFolder: { () throws(BoundedFile.Failure) in try openFolder(folderPath) }, path: file.path))
        } catch {
            result = .failure(error)
        }
        loaded[ExactPath(file.path)] = result
        return try result.get()
    }

    /// The real path of the folder at `path`, resolved once.
    private func realFolder(_ path: String) -> String? {
        if let known = realFolders[ExactPath(path)] { return known }
        let real = ConfinedPath.realPath(path)
        realFolders[ExactPath(path)] = real
        return real
    }

    /// The real folder at `path`, opened once without following a link.
    private func openFolder(_ path: String) throws(BoundedFile.Failure) -> Int32 {
        if let known = openFolders[ExactPath(path)] { return try known.get() }
        let result: Result<Int32, BoundedFile.Failure>
        do {
            result = .success(try BoundedFile.openFolderWithoutLinks(path))
        } catch {
            result = .failure(error)
        }
        openFolders[ExactPath(path)] = result
        return try result.get()
    }
}
