import VitrineCatalog
import VitrineCore
import VitrineThemes

/// The contrast of every pair of colours the catalogue's stories draw under a theme, measured on the
/// rendered cells as sent at a colour profile, with the tokens behind each colour.
///
/// Each pair has the kind the component declared for its cells (``CellRole``): text and meaningful
/// graphics are gated, decorative surfaces and logotypes are listed but never fail, and a picture's
/// pixels are not measured against each other.
public struct ContrastReport: Sendable {
    /// One pair one story shows in one appearance.
    public struct Entry: Sendable {
        public let storyID: String
        public let appearance: Appearance
        public let pair: ContrastPair
        /// How many cells show the pair.
        public let cells: Int
        /// The tokens the story read whose colour, as sent, is the pair's foreground; its background.
        public let foregroundTokens: [TokenPath]
        public let backgroundTokens: [TokenPath]
        /// Why WCAG 2 sets no minimum for the pair, when it does not.
        public let exemption: Exemption?

        /// True when WCAG 2 sets no minimum for the pair.
        public var isExempt: Bool { exemption != nil }

        /// The ratio the pair needs when text needs `textMinimum`: large text 3:1 (4.5:1 at AAA), 3:1 for a
        /// meaningful graphic, 1 (none) for a decorative surface or an exempt pair.
        public func required(textMinimum: Double) -> Double {
            isExempt ? 1 : pair.kind.minimumRatio(textMinimum: textMinimum)
        }

        /// True when the pair is below what it needs (``required(textMinimum:)``).
        public func fails(textMinimum minimum: Double) -> Bool {
            pair.ratio < required(textMinimum: minimum)
        }
    }

    public let entries: [Entry]

    /// Renders every story of `catalog` under `theme` in each of `appearances` at `profile`.
    public init(catalog: StoryCatalog, theme: Theme, appearances: [Appearance], profile: ColorProfile, width: Int = 80) {
        entries = catalog.allStories.flatMap { story in
            appearances.flatMap { appearance in
                Self.entries(for: story, context: RenderContext(theme: theme.resolved(for: appearance), profile: profile,
                                                                otherAppearanceTheme: theme.resolved(for: appearance.toggled)),
                             width: width)
            }
        }
    }

    /// The pairs `story` shows under `context` (its theme's appearance, its profile), worst first.
    public static func entries(for story: Story, context: RenderContext, width: Int = 80) -> [Entry] {
        entries(for: story, recording: story.recordedRender(width: width, context: context), context: context)
    }

    /// Why a pair needs no minimum contrast (WCAG 2).
    public enum Exemption: String, Sendable {
        /// An inactive (disabled) component: 1.4.3 and 1.4.11.
        case inactive
        /// A logo's art and name: 1.4.3.
        case logotype
    }

    /// The pairs of `recording`, a render of `story` under `context`, worst first.
    public static func entries(for story: Story, recording: StoryRecording, context: RenderContext) -> [Entry] {
        let tokens = tokensBySentColor(recording.reads, context: context)
        return ContrastPair.pairs(in: recording.canvas, profile: context.profile, roles: recording.roles).map { pair, cells in
            Entry(storyID: story.id, appearance: context.theme.appearance, pair: pair, cells: cells,
                  foregroundTokens: tokens[pair.foreground] ?? [], backgroundTokens: tokens[pair.background] ?? [],
                  exemption: story.isInactive ? .inactive : pair.kind == .logotype ? .logotype : nil)
        }.sorted { ($0.pair.ratio, $0.pair.kind.rawValue) < ($1.pair.ratio, $1.pair.kind.rawValue) }
    }

    /// The colour tokens read (and the page the story stands on), by the colour each is sent as.
    private static func tokensBySentColor(_ reads: [TokenRead], context: RenderContext) -> [Color: [TokenPath]] {
        var tokens: [Color: [TokenPath]] = [:]
        let reads = reads + [TokenRead(path: RenderContext.pageToken.path, appearance: context.theme.appearance)]
        for read in reads {
            guard case let .color(color)? = context.theme(for: read.appearance).token(read.path)?.value else { continue }
            let sent = context.profile.convert(color)
            if !(tokens[sent]?.contains(read.path) ?? false) { tokens[sent, default: []].append(read.path) }
        }
        return tokens
    }
}
