/// What a check found: a rule broken, where (a theme file, and the line and column when known), and how badly.
public struct CIFinding: Sendable {
    public enum Level: String, Sendable {
        case error, warning, note

        /// Errors first, then warnings, then notes.
        var rank: Int {
            switch self {
            case .error: return 0
            case .warning: return 1
            case .note: return 2
            }
        }
    }

    /// `contrast/text`, `theme/invalid`, `baseline/changed`.
    public let rule: String
    /// How loud a reviewer sees it (one policy for every command, docs/ci/README.md): errors for what is
    /// broken (a theme that does not load, contrast below its minimum), warnings for what misleads (a meaning
    /// that moved, a deprecated token read), notices for visual changes meant to be reviewed.
    public let level: Level
    /// True when the finding fails its check (and the command exits 1): every error, and the visual changes
    /// a baseline or diff reports, whatever their level.
    public let fails: Bool
    /// One line.
    public let message: String
    /// What the findings at one place share, for an annotation that stands for several
    /// (`theme.color.background.danger-subtle changed since the baseline`); nil: the first one's message.
    public let topic: String?
    /// More lines (a side-by-side picture, the tokens).
    public let details: String
    public let file: String?
    public let line: Int?
    public let column: Int?

    public init(rule: String, level: Level = .error, fails: Bool? = nil, message: String, topic: String? = nil, details: String = "",
                file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.topic = topic
        self.rule = rule
        self.level = level
        self.fails = fails ?? (level == .error)
        self.message = message
        self.details = details
        self.file = file
        self.line = line
        self.column = column
    }
}
