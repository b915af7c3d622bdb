import FoundationEssentials

extension URL {
    /// This file URL's path, as `path` gives it (percent escapes decoded, no trailing slash but the root's).
    /// `path` builds a set of bytes on every call, and its first call costs the start-up a look through every
    /// protocol conformance of the static binary (some 0.2 M instructions); this reads `path(percentEncoded:)`,
    /// which builds none, and drops the trailing slashes.
    public var filePath: String {
        let path = path(percentEncoded: false)
        guard let last = path.utf8.lastIndex(where: { $0 != UInt8(ascii: "/") }) else { return path.isEmpty ? path : "/" }
        return String(path[...last])
    }
}
