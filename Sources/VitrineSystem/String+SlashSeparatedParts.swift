import VitrineCore

extension String {
    /// The parts of this `/`-separated path, split on the slash byte as the kernel splits it (empty parts
    /// kept when `keepingEmpty`). Not by `Character`: a slash followed by a combining mark is one
    /// character, so that split left a slash inside a part, and a part opened with `openat` and
    /// `O_NOFOLLOW` is then walked through below that slash, a link there followed.
    public func slashSeparatedParts(keepingEmpty: Bool = false) -> [String] {
        utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: !keepingEmpty).map { String(Substring($0)) }
    }

    /// This path cut at its last slash: the folder (`/` for a name at the root) and the name after it, as
    /// `deletingLastPathComponent().path` and `lastPathComponent` give them for a file's absolute path;
    /// nil without a slash. Cut on the slash byte, as the kernel reads a path.
    public var folderAndName: (folder: String, name: String)? {
        let bytes = utf8
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return (slash == bytes.startIndex ? "/" : String(decoding: bytes[..<slash], as: UTF8.self),
                String(decoding: bytes[bytes.index(after: slash)...], as: UTF8.self))
    }

    /// This path relative to some top folder with its `.` and `..` parts and repeated slashes folded
    /// (`themes/./a/../default.json` → `themes/default.json`); nil when it climbs above the top or names
    /// the top itself.
    public var foldedRelativePath: String? {
        guard let parts = foldedParts(climbingAboveTop: false), !parts.isEmpty else { return nil }
        return parts.joinedText(separator: "/")
    }

    /// The ``slashSeparatedParts(keepingEmpty:)`` of this path with `.` dropped and `..` taking away the
    /// part before it; at the top, `..` is dropped too when `climbingAboveTop` (as `/..` is `/`), else the
    /// result is nil.
    func foldedParts(climbingAboveTop: Bool) -> [String]? {
        var parts: [String] = []
        for part in slashSeparatedParts() where part != "." {
            if part == ".." {
                guard parts.popLast() != nil || climbingAboveTop else { return nil }
            } else {
                parts.append(part)
            }
        }
        return parts
    }
}
