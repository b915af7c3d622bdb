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
    /// `story`, `sheet:KIND` (`sheet:matrix`), or `compare:AXIS` (`compare:modes`).
    public var stage: String

    public init(story: String?, set: [String], theme: String, mode: String, blitter: String, stage: String) {
        self.story = story
        self.set = set
        self.theme = theme
        self.mode = mode
        self.blitter = blitter
        self.stage = stage
    }
}
