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
    /// the top itself. Parts are split on the slash byte (``slashSeparatedParts(keepingEmpty:)``).
    public var foldedRelativePath: String? {
        var parts: [String] = []
        for part in slashSeparatedParts() where part != "." {
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
            } else {
                parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
