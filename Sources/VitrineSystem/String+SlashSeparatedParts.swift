import VitrineCore

extension String {
    /// The parts of this `/`-separated path, split on the slash byte as the kernel splits it (empty parts
    /// kept when `keepingEmpty`). Not by `Character`: a slash followed by a combining mark is one
    /// character, so that split left a slash inside a part, and a part opened with `openat` and
    /// `O_NOFOLLOW` is then walked through below that slash, a link there followed.
    public func slashSeparatedParts(keepingEmpty: Bool = false) -> [String] {
        utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: !keepingEmpty).map { String(Substring($0)) }
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
