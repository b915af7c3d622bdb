/// What a check found: a rule broken, where (a theme file, and the line and column when known), and how badly.
public struct CIFinding: Sendable {
    public enum Level: String, Sendable {
        case error, warning, note
    }

    /// `contrast/text`, `theme/invalid`, `baseline/changed`.
    public let rule: String
    public let level: Level
    /// One line.
    public let message: String
    /// More lines (a side-by-side picture, the tokens).
    public let details: String
    public let file: String?
    public let line: Int?
    public let column: Int?

    public init(rule: String, level: Level = .error, message: String, details: String = "", file: String? = nil, line: Int? = nil,
                column: Int? = nil) {
        self.rule = rule
        self.level = level
        self.message = message
        self.details = details
        self.file = file
        self.line = line
        self.column = column
    }
}
