import VitrineCore
import VitrineThemes

/// The contrast of every pair of colours the catalogue's stories draw under a theme, measured on the
/// rendered cells as sent at a colour profile, with the tokens behind each colour.
///
/// A text pair (a glyph on its cell) is always counted, custom colours included. A graphic pair (a shape
/// drawn in blocks against what surrounds it) is counted when both colours come from the theme, so the
/// pixels of a photo are not measured against each other.
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
    }

    public let entries: [Entry]

    /// Renders every story of `catalog` under `theme` in each of `appearances` at `profile`.
    public init(catalog: StoryCatalog, theme: Theme, appearances: [Appearance], profile: ColorProfile, width: Int = 80) {
        var entries: [Entry] = []
        for story in catalog.allStories {
            for appearance in appearances {
                let context = RenderContext(theme: theme.resolved(for: appearance), profile: profile,
                                            otherAppearanceTheme: theme.resolved(for: appearance.toggled))
                let tokens = Self.tokensBySentColor(story: story, context: context)
                let canvas = story.standaloneCanvas(width: width, context: context)
                for (pair, cells) in ContrastPair.pairs(in: canvas, profile: profile) {
                    let (foreground, background) = (tokens[pair.foreground] ?? [], tokens[pair.background] ?? [])
                    guard pair.kind == .text || (!foreground.isEmpty && !background.isEmpty) else { continue }
                    entries.append(Entry(storyID: story.id, appearance: appearance, pair: pair, cells: cells,
                                         foregroundTokens: foreground, backgroundTokens: background))
                }
            }
        }
        self.entries = entries.sorted { ($0.storyID, $0.appearance.rawValue, $0.pair.ratio) < ($1.storyID, $1.appearance.rawValue, $1.pair.ratio) }
    }

    /// The colour tokens the story reads (and the page it stands on), by the colour each is sent as.
    private static func tokensBySentColor(story: Story, context: RenderContext) -> [Color: [TokenPath]] {
        var tokens: [Color: [TokenPath]] = [:]
        let reads = story.tokensRead(context: context) + [TokenRead(path: RenderContext.pageToken.path, appearance: context.theme.appearance)]
        for read in reads {
            guard case let .color(color)? = context.theme(for: read.appearance).token(read.path)?.value else { continue }
            let sent = context.profile.convert(color)
            if !(tokens[sent]?.contains(read.path) ?? false) { tokens[sent, default: []].append(read.path) }
        }
        return tokens
    }
}
