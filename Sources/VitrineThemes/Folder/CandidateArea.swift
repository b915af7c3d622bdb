import FoundationEssentials
import Glibc
import VitrineSystem

/// The themes clients of `vitrine serve` stored (`ssh host themes put NAME < candidate.json`): below the
/// server's candidates folder, one folder a key (named by the key's ``owner`` id), each theme `NAME.json`.
/// A key writes only its own folder; any key may read a stored theme by its qualified name `NAME@OWNER`
/// (what `y` links name). A stored theme extends a theme of the served folder by name only. Bounded:
/// ``maximumThemes`` a key, ``maximumThemeBytes`` a theme, ``maximumOwners`` keys.
public struct CandidateArea: Sendable {
    /// The server's candidates folder (every key's folder is in it).
    public let root: URL
    /// This client's key id: the first 12 hex digits of its SHA-256 fingerprint.
    public let owner: String
    /// The served themes folder, where a stored theme's `$extends` names its base.
    public let baseFolder: URL

    public static let maximumThemes = 16
    public static let maximumThemeBytes = 1 << 20
    public static let maximumOwners = 64

    public init(root: URL, owner: String, baseFolder: URL) {
        self.root = root
        self.owner = owner
        self.baseFolder = baseFolder
    }

    /// The area of a served client: `VITRINE_CANDIDATES` (an absolute folder) and `VITRINE_KEY` (an owner
    /// id), as the server sets them for its children (`VITRINE_SERVED=1`), with the served themes folder.
    public static func served(environment: [String: String], themes: ThemeDirectory?) -> CandidateArea? {
        guard environment["VITRINE_SERVED"] == "1", let root = environment["VITRINE_CANDIDATES"], root.hasPrefix("/"),
              let owner = environment["VITRINE_KEY"], isOwner(owner), let themes else { return nil }
        return CandidateArea(root: URL(fileURLWithPath: root), owner: owner, baseFolder: themes.url)
    }

    /// This key's folder.
    public var folder: URL { root.appendingPathComponent(owner) }

    /// A name a theme may be stored under: 1–40 of `a-z`, `0-9` and `-`, starting with a letter or digit.
    public static func isName(_ text: String) -> Bool {
        (1 ... 40).contains(text.count) && text.first != "-"
            && text.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
    }

    static func isOwner(_ text: String) -> Bool {
        text.count == 12 && text.allSatisfy(\.isHexDigit) && text == text.lowercased()
    }

    /// The names of this key's stored themes, sorted (the folder is read on each call): regular files only,
    /// as ``file(of:)`` opens them (a link in a key's folder was listed, loaded and its target's first byte
    /// shown, though `--theme` refused it).
    public func names() -> [String] {
        ThemeDirectory(url: folder).themeNames().filter { Self.isName($0) && Self.isStoredFile(folder.appendingPathComponent($0 + ".json")) }
    }

    /// Whether `url` is a regular file itself, not a link (nor a folder) in its place.
    private static func isStoredFile(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// The file of `reference`: `NAME` (one of this key's) or `NAME@OWNER` (any key's), when it is stored.
    public func file(of reference: String) -> URL? {
        let parts = reference.split(separator: "@", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.first, Self.isName(name), parts.count <= 2 else { return nil }
        let owner = parts.count == 2 ? parts[1] : self.owner
        guard Self.isOwner(owner) else { return nil }
        let url = root.appendingPathComponent(owner).appendingPathComponent(name + ".json")
        return Self.isStoredFile(url) ? url : nil
    }

    /// `NAME@OWNER` for a file of this area (what a link names), nil for any other file.
    public func qualifiedName(of url: URL) -> String? {
        Self.qualifiedName(of: url, root: root)
    }

    /// `NAME@OWNER` for a stored theme's file below the candidates folder `root`, nil for any other file.
    public static func qualifiedName(of url: URL, root: URL) -> String? {
        let file = url.standardizedFileURL
        let owner = file.deletingLastPathComponent()
        guard owner.deletingLastPathComponent().path == root.standardizedFileURL.path, isOwner(owner.lastPathComponent) else { return nil }
        return file.deletingPathExtension().lastPathComponent + "@" + owner.lastPathComponent
    }

    /// The bytes this key's themes take now.
    public func bytesStored() -> Int {
        names().reduce(0) { total, name in
            var status = stat()
            return total + (stat(folder.appendingPathComponent(name + ".json").path, &status) == 0 ? Int(status.st_size) : 0)
        }
    }

    /// Why `bytes` may not be stored as `name` now (a count or size past its bound), or nil.
    public func refusal(storing bytes: Int, as name: String) -> String? {
        if bytes > Self.maximumThemeBytes {
            return "the theme is \(bytes) bytes; a stored theme may be at most \(Self.maximumThemeBytes >> 10) KiB"
        }
        let names = names()
        if !names.contains(name), names.count >= Self.maximumThemes {
            return "\(names.count) themes stored already, the most a key keeps: remove one first (themes rm NAME)"
        }
        let owners = FolderNames.list(root.path).filter(Self.isOwner)
        if !owners.contains(owner), owners.count >= Self.maximumOwners {
            return "the server keeps themes for \(Self.maximumOwners) keys, and has no room for another"
        }
        return nil
    }

    /// Stores `bytes` as `name` in this key's folder (made when missing), replacing a theme of that name,
    /// when the bounds allow it (else why not, and nothing is written): written beside and renamed into
    /// place, never through a link. The bounds are checked and the file renamed under one lock on the
    /// candidates folder, which every server child that stores takes: puts at the same moment (each its own
    /// process) once passed the bounds together (7 at once beside 15 stored left 17).
    public func store(_ bytes: [UInt8], as name: String) throws(OutputError) -> String? {
        try FolderLock.withLock(in: root) { () throws(OutputError) -> String? in
            if let refusal = refusal(storing: bytes.count, as: name) { return refusal }
            try OutputFolder(root, replacing: true).write(bytes, to: "\(owner)/\(name).json")
            return nil
        }
    }


    /// Removes this key's theme `name`; false when there is none.
    public func remove(_ name: String) -> Bool {
        guard Self.isName(name) else { return false }
        return unlink(folder.appendingPathComponent(name + ".json").path) == 0
    }
}
