import FoundationEssentials
import Glibc

/// A path a file names (a theme's art file), kept inside the folders that file may reach: resolved
/// against a base folder, symbolic links followed, and refused when the real path lies outside them.
public enum ConfinedPath {
    /// Why a path was refused.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case missing
        /// The real path (after links) lies outside every allowed folder.
        case outside(allowed: [String])

        public var description: String {
            switch self {
            case .missing: return "no such file"
            case let .outside(allowed):
                return "outside the theme's folder\(allowed.count == 1 ? "" : "s") (\(allowed.joined(separator: ", ")))"
            }
        }
    }

    /// The real location of `relative` (or an absolute path) taken from `base`, when it lies in one of
    /// `folders` once every symbolic link is resolved.
    public static func resolve(_ relative: String, from base: URL, within folders: [URL]) throws(Failure) -> URL {
        try resolve(relative, from: base, withinRoots: realRoots(of: folders))
    }

    /// The real paths of `folders` (those that exist), for checking many paths against them.
    public static func realRoots(of folders: [URL]) -> [String] {
        folders.compactMap { realPath($0.filePath) }
    }

    /// ``resolve(_:from:within:)`` against folders whose real paths are known (``realRoots(of:)``).
    public static func resolve(_ relative: String, from base: URL, withinRoots roots: [String]) throws(Failure) -> URL {
        URL(fileURLWithPath: try realPath(of: relative, inFolder: base.filePath, withinRoots: roots), isDirectory: false)
    }

    /// ``resolve(_:from:withinRoots:)`` on paths as text: the real path of `relative` (or an absolute
    /// path) taken from the folder at `folder`.
    public static func realPath(of relative: String, inFolder folder: String, withinRoots roots: [String]) throws(Failure) -> String {
        guard let real = realPath(relative.hasPrefix("/") ? relative : folder + "/" + relative) else { throw .missing }
        guard roots.contains(where: { lies(real, in: $0) }) else {
            throw .outside(allowed: roots)
        }
        return real
    }

    /// ``realPath(of:inFolder:withinRoots:)`` for the absolute `path` of one of many files in few folders:
    /// its folder's real path comes from `realFolder` (which keeps them), and the file's own name is
    /// looked up once (`lstat`), resolved in full only when it is a symbolic link.
    public static func realPath(ofFile path: String, withinRoots roots: [String],
                                realFolder: (String) -> String?) throws(Failure) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { throw .missing }
        let name = String(path[path.utf8.index(after: slash)...])
        guard !name.isEmpty, name != ".", name != "..",
              let folder = realFolder(slash == path.startIndex ? "/" : String(path[..<slash])) else {
            return try realPath(of: path, inFolder: "/", withinRoots: roots)
        }
        let real = folder == "/" ? "/" + name : folder + "/" + name
        var status = stat()
        guard lstat(real, &status) == 0 else { throw .missing }
        guard status.st_mode & S_IFMT != S_IFLNK else { return try realPath(of: path, inFolder: "/", withinRoots: roots) }
        guard roots.contains(where: { lies(real, in: $0) }) else { throw .outside(allowed: roots) }
        return real
    }

    /// Whether real path `path` is `root` or below it, compared byte for byte: `==` and `hasPrefix` take
    /// canonically equivalent text as equal (`é` and `e` with a combining acute), two names on disk.
    private static func lies(_ path: String, in root: String) -> Bool {
        let (path, root) = (path.utf8, root.utf8)
        guard path.starts(with: root) else { return false }
        return path.count == root.count || root.elementsEqual("/".utf8) || path.dropFirst(root.count).first == UInt8(ascii: "/")
    }

    /// `path` with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
