import FoundationEssentials
import VitrineCore
import VitrineSystem

/// Finds where a token is written, as a line and column, for errors and warnings about its value: CI
/// annotations and SARIF results then point at the line (a theme that loads keeps no positions; each file
/// is looked at again, once, only when a message needs it: the bytes the load read, kept while the file is unchanged).
public struct TokenLocator {
    /// Each file's bytes as read for a location; nil when it could not be read.
    private var files: [String: [UInt8]?] = [:]
    /// Each location looked up, by file and token path (a CI report asks for the same token story after
    /// story, and each look-up walks the file from its start).
    private var found: [String: (line: Int, column: Int)?] = [:]

    public init() {}

    /// The line and column of `tokenPath`'s `$value` in `file` (of the member itself when it has none:
    /// `$extends`, a group); nil when the file does not hold it.
    public mutating func locate(_ tokenPath: String, in file: String) -> (line: Int, column: Int)? {
        let key = file + "\u{0}" + tokenPath
        if let known = found[key] { return known }
        let place = lookUp(tokenPath, in: file)
        found[key] = .some(place)
        return place
    }

    private mutating func lookUp(_ tokenPath: String, in file: String) -> (line: Int, column: Int)? {
        if files[file] == nil {
            // Through the theme reader: the bytes the load just read, not read again (ThemeFileBytes).
            files[file] = ThemeSourceReader.bytes(of: URL(fileURLWithPath: file))
        }
        guard let bytes = files[file] ?? nil else { return nil }
        let keys = tokenPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return JSONReader.location(ofMember: keys + ["$value"], in: bytes) ?? JSONReader.location(ofMember: keys, in: bytes)
    }
}

extension ThemeError {
    /// This error and its others, each with the line and column of the token it is about when it had none.
    public func located(by locator: inout TokenLocator) -> ThemeError {
        var located = self
        if line == nil, let tokenPath, let place = locator.locate(tokenPath, in: file) { (located.line, located.column) = place }
        located.others = others.map { $0.located(by: &locator) }
        located.warnings = warnings.map { $0.located(by: &locator) }
        return located
    }
}

extension ThemeWarning {
    /// This warning with the line and column of the token it is about.
    public func located(by locator: inout TokenLocator) -> ThemeWarning {
        var located = self
        if line == nil, let place = locator.locate(tokenPath, in: file) { (located.line, located.column) = place }
        return located
    }
}
