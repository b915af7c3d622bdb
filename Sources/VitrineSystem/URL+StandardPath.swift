import FoundationEssentials

extension URL {
    /// The absolute path of this file URL with its `.` and `..` components and repeated slashes taken out,
    /// as `standardizedFileURL.path` gives it (links are not followed), but worked out on the path's text:
    /// URL's standardisation costs some twenty thousand instructions a call, and `t` compares theme files
    /// several times a press. The text is split on its slash bytes, as URL splits it: a slash followed by
    /// a combining mark is one `Character`, and a split by characters cost twice the rest of the call.
    public var standardPath: String {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var parts: [Substring.UTF8View] = []
        for part in path.utf8.split(separator: slash) {
            if part.count == 1, part.first == dot { continue }
            if part.count == 2, part.allSatisfy({ $0 == dot }) {
                _ = parts.popLast()
                continue
            }
            parts.append(part)
        }
        guard !parts.isEmpty else { return "/" }
        var standard = ""
        standard.reserveCapacity(parts.reduce(0) { $0 + $1.count + 1 })
        for part in parts {
            standard.append("/")
            standard.append(contentsOf: Substring(part))
        }
        return standard
    }
}
