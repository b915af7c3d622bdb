import VitrineCore

/// Something in a theme that loads but deserves a look: a token of a type Vitrine does not read yet (left
/// out), a deprecated token a component reads. `themes validate` prints them; `--strict` fails on them.
public struct ThemeWarning: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    /// Where the token's value is written, when looked up (``TokenLocator``).
    public var line: Int?
    public var column: Int?
    public var tokenPath: String
    public var message: String

    public init(file: String, tokenPath: String, message: String) {
        self.file = file
        self.tokenPath = tokenPath
        self.message = message
    }

    /// `file:line:column: token path: message` (omitting what is unknown), sanitised like a ``ThemeError``.
    public var description: String {
        TerminalText.sanitized("\(file)" + (line.map { ":\($0)" } ?? "") + (column.map { ":\($0)" } ?? "") + ": \(tokenPath): \(message)")
    }
}
