extension String {
    /// The parts of this `/`-separated path, split on the slash byte as the kernel splits it (empty parts
    /// kept when `keepingEmpty`). Not by `Character`: a slash followed by a combining mark is one
    /// character, so that split left a slash inside a part, and a part opened with `openat` and
    /// `O_NOFOLLOW` is then walked through below that slash, a link there followed.
    public func slashSeparatedParts(keepingEmpty: Bool = false) -> [String] {
        utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: !keepingEmpty).map { String(Substring($0)) }
    }
}
