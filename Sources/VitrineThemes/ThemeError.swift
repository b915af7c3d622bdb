import VitrineCore

/// Why a theme could not be loaded: always names the file, and the line/column or token path when known.
public struct ThemeError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var tokenPath: String?
    public var message: String
    /// The theme's other errors found in the same load (every token a component reads is checked before
    /// the load fails), at most ``maximumOthers``; `description` names the first only.
    public var others: [ThemeError] = []
    /// What the theme would have been warned of, had it loaded (``Theme/warnings``): printed with the errors.
    public var warnings: [ThemeWarning] = []

    /// The most errors one load reports.
    public static let maximumOthers = 99

    /// This error and the others, each on its own.
    public var all: [ThemeError] {
        var first = self
        first.others = []
        return [first] + others
    }

    public init(file: String, line: Int? = nil, column: Int? = nil, tokenPath: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.tokenPath = tokenPath
        self.message = message
    }

    /// This error (and its others) with `transform` applied to its file and message: a served gallery names
    /// the server's folders by short words (``VitrineSystem/ServedPaths``).
    public func mapped(_ transform: (String) -> String) -> ThemeError {
        var mapped = self
        mapped.file = transform(file)
        mapped.message = transform(message)
        mapped.others = others.map { $0.mapped(transform) }
        mapped.warnings = warnings.map { warning in
            var mapped = warning
            (mapped.file, mapped.message) = (transform(warning.file), transform(warning.message))
            return mapped
        }
        return mapped
    }

    /// `file:line:column: token path: message`, omitting what is unknown. Safe to print: whatever the
    /// file held (escape sequences, control characters) is removed.
    public var description: String {
        var location = file
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        if let tokenPath { location += ": \(tokenPath)" }
        return TerminalText.sanitized("\(location): \(message)")
    }
}
