/// What a served gallery shows, as its followers (`ssh -t host -- --follow NAME`) and `sessions` need it:
/// the same things a link names, each as the command line spells it. The colour profile is left out: each
/// follower draws with what its own terminal can show.
public struct SharedView: Codable, Equatable, Sendable {
    /// The story's id (`badge/danger`), when one is shown.
    public var story: String?
    /// The story's edited fields, as `--set` takes them (`text=Card frozen`).
    public var set: [String]
    /// The theme, by the name a link gives it (`harbour-bank`, or `brand@KEY` for a stored one).
    public var theme: String
    /// `light` or `dark`.
    public var mode: String
    /// How pixels become cells (`--blitter`).
    public var blitter: String
    /// What the stage shows.
    public var stage: Stage

    /// What the stage shows: the story, a sheet of a kind, or compare mode on an axis. Sent as the command
    /// line's words, `story`, `sheet:KIND` (`sheet:matrix`) or `compare:AXIS` (`compare:modes`); the kinds and
    /// axes are the gallery's (a follower shows the story for one it does not know).
    public enum Stage: Equatable, Sendable, Codable {
        case story
        case sheet(String)
        case compare(String)

        /// The stage a word names (anything else is the story).
        public init(word: String) {
            if word.hasPrefix("sheet:") {
                self = .sheet(String(word.dropFirst("sheet:".count)))
            } else if word.hasPrefix("compare:") {
                self = .compare(String(word.dropFirst("compare:".count)))
            } else {
                self = .story
            }
        }

        /// The word that names it.
        public var word: String {
            switch self {
            case .story: return "story"
            case let .sheet(kind): return "sheet:" + kind
            case let .compare(axis): return "compare:" + axis
            }
        }

        public init(from decoder: any Decoder) throws {
            self.init(word: try decoder.singleValueContainer().decode(String.self))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(word)
        }
    }

    public init(story: String?, set: [String], theme: String, mode: String, blitter: String, stage: Stage) {
        self.story = story
        self.set = set
        self.theme = theme
        self.mode = mode
        self.blitter = blitter
        self.stage = stage
    }
}
