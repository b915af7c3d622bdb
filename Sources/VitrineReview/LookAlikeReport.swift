import VitrineCatalog
import VitrineCore
import VitrineThemes

/// Looks that stand for different things but show as one: badge variants, emblem appearances and status
/// dots. Two looks are *the same* when every style they show is, as sent at a profile; one *reads as*
/// another when what sets it apart from the rest of its family is the same hue: its main colour (the tile,
/// the pill, the dot: the colour most of its own cells show), greys aside, or all its hues (a red tile
/// reads as danger whatever its icon, and so does a red icon on a grey tile). Either misleads when
/// one of the two means something on its own (a category that looks like danger); looks that only tell
/// things apart and meet are a loss, not a lie. To a simulated colour-blind eye two semantic looks are
/// one when their colours, style by style, are no farther apart than ``simulatedTolerance``: reported,
/// as WCAG 1.4.1 asks for a cue besides colour, but a loss a theme cannot always avoid. Two looks that mean
/// nothing on their own (categories) are alike when a person could not tell them apart: their tiles, and
/// their other colours, hard to tell apart (a hue moved from tile to icon is another look).
public struct LookAlikeReport: Sendable {
    /// Two meanings of one family that look alike in one appearance.
    public struct Pair: Sendable {
        /// How the two looks meet.
        public enum Likeness: String, Sendable {
            /// Every style the same as sent.
            case same
            /// The same distinguishing hues as sent.
            case readsAs = "reads as"
            /// Indistinguishable to a simulated eye.
            case simulated
            /// Two looks that mean nothing on their own (categories) whose tiles and other colours a person
            /// could take for one another (``Color/isHardToTellApart(from:)``).
            case hardToTellApart = "hard to tell apart"
        }

        public let family: String
        public let appearance: Appearance
        public let likeness: Likeness
        /// The simulated eye, for ``Likeness/simulated``.
        public let vision: ColorVision?
        public let first: (storyID: String, meaning: Meaning)
        public let second: (storyID: String, meaning: Meaning)

        /// True when, to normal colour vision, one of the two means something on its own, which the other
        /// then seems to say too: a failure.
        public var misleads: Bool { vision == nil && (first.meaning.isSemantic || second.meaning.isSemantic) }
    }

    public let pairs: [Pair]

    /// Colours closer than this (Oklab distance; about 0.02 is just noticeable) are one to a simulated eye.
    public static let simulatedTolerance = 0.04

    /// Compares the first story of each meaning with the first of every other meaning of its family, under
    /// `theme` in each of `appearances` at `profile`, and, for semantic meanings, to each of `visions`.
    public init(catalog: StoryCatalog, theme: Theme, appearances: [Appearance], profile: ColorProfile, visions: [ColorVision] = []) {
        var pairs: [Pair] = []
        for appearance in appearances {
            let looks = Look.all(catalog: catalog, theme: theme, appearance: appearance, profile: profile)
            for (i, first) in looks.enumerated() {
                for (j, second) in looks.enumerated() where j > i && second.meaning.family == first.meaning.family {
                    func pair(_ likeness: Pair.Likeness, _ vision: ColorVision? = nil) -> Pair {
                        Pair(family: first.meaning.family, appearance: appearance, likeness: likeness, vision: vision,
                             first: (first.storyID, first.meaning), second: (second.storyID, second.meaning))
                    }
                    // Looks that only tell things apart (categories) meet when a person cannot tell them apart;
                    // one that means something, when the other would seem to say it too.
                    let semantic = first.meaning.isSemantic || second.meaning.isSemantic
                    if let likeness = semantic ? first.likeness(to: second) : first.tellingApart(from: second) {
                        pairs.append(pair(likeness))
                    } else if first.meaning.isSemantic, second.meaning.isSemantic {
                        for vision in visions where Self.alike(Set(first.styles.map { Self.simulated($0, vision) }),
                                                               Set(second.styles.map { Self.simulated($0, vision) })) {
                            pairs.append(pair(.simulated, vision))
                        }
                    }
                }
            }
        }
        self.pairs = pairs
    }

    /// The story that shows each meaning: the first in the catalogue that has it, in catalogue order.
    public static func representatives(in catalog: StoryCatalog) -> [(story: Story, meaning: Meaning)] {
        var representatives: [(story: Story, meaning: Meaning)] = []
        for story in catalog.allStories {
            guard let meaning = story.meaning, !representatives.contains(where: { $0.meaning == meaning }) else { continue }
            representatives.append((story, meaning))
        }
        return representatives
    }

    /// For each family, the colours more than half its looks show.
    static func commonColors(_ looks: [Set<Style>], families: [String]) -> [String: Set<Color>] {
        var shownBy: [String: [Color: Int]] = [:], sizes: [String: Int] = [:]
        for (look, family) in zip(looks, families) {
            sizes[family, default: 0] += 1
            for color in colors(of: look) { shownBy[family, default: [:]][color, default: 0] += 1 }
        }
        return shownBy.reduce(into: [:]) { common, entry in
            common[entry.key] = Set(entry.value.filter { 2 * $0.value > sizes[entry.key]! }.keys)
        }
    }

    static func colors(of look: Set<Style>) -> Set<Color> {
        Set(look.flatMap { [$0.foreground, $0.background] })
    }

    /// The page a look is drawn on (the background most edge cells show) and the colours it shows, the bare
    /// page left out: every cell's background but a blank on the page, and the colour of its glyph.
    static func colorsOffThePage(of canvas: Canvas) -> (page: Color?, colors: Set<Color>) {
        let bounds = canvas.bounds
        var edges: [Color: Int] = [:]
        for y in 0 ..< bounds.height {
            for x in 0 ..< bounds.width where y == 0 || y == bounds.height - 1 || x == 0 || x == bounds.width - 1 {
                edges[canvas[x, y].style.background, default: 0] += 1
            }
        }
        let page = edges.max { ($0.value, $1.key.description) < ($1.value, $0.key.description) }?.key
        var colors: Set<Color> = []
        canvas.withCells { cells in
            for cell in cells where !cell.isContinuation {
                let blank = cell.text == " "
                if !(blank && cell.style.background == page) { colors.insert(cell.style.background) }
                if !blank { colors.insert(cell.style.foreground) }
            }
        }
        return (page, colors)
    }

    /// The colour of `candidates` that most cells of `canvas` show (a cell shows its background, and a block
    /// its foreground too): the tile, the pill, the dot.
    static func mainColor(of canvas: Canvas, among candidates: Set<Color>) -> Color? {
        var counts: [Color: Int] = [:]
        canvas.withCells { cells in
            for cell in cells where !cell.isContinuation {
                counts[cell.style.background, default: 0] += 1
                if let scalar = cell.text.unicodeScalars.first, (0x2580 ... 0x259F).contains(scalar.value) { counts[cell.style.foreground, default: 0] += 1 }
            }
        }
        return counts.filter { candidates.contains($0.key) }.max { ($0.value, $1.key.description) < ($1.value, $0.key.description) }?.key
    }

    /// The recording as sent at `profile`, with a picture's pixels blanked: a photo is the content's, not
    /// the look's.
    static func withoutPictures(_ recording: StoryRecording, profile: ColorProfile) -> Canvas {
        var canvas = recording.canvas.converted(for: profile)
        let roles = CellRoles(recording.roles, profile: profile)
        for y in 0 ..< canvas.size.height {
            for x in 0 ..< canvas.size.width {
                let cell = canvas[x, y]
                guard roles.role(at: Point(x: x, y: y), foreground: cell.style.foreground, background: cell.style.background) == .picture else { continue }
                canvas.write(.blank, at: Point(x: x, y: y))
            }
        }
        return canvas
    }

    /// The styles a canvas shows: a space's foreground shows nothing and is left out.
    static func look(of canvas: Canvas) -> Set<Style> {
        canvas.withCells { cells in
            Set(cells.map { cell in
                var style = cell.style
                if cell.text == " " { style.foreground = .terminalDefault }
                return style
            })
        }
    }

    private static func simulated(_ style: Style, _ vision: ColorVision) -> Style {
        var style = style
        style.foreground = vision.simulate(style.foreground)
        style.background = vision.simulate(style.background)
        return style
    }

    /// True when every style of each look has one in the other with the same attributes and colours no
    /// farther apart than ``simulatedTolerance``.
    private static func alike(_ first: Set<Style>, _ second: Set<Style>) -> Bool {
        let tolerance = simulatedTolerance
        func covered(_ looks: Set<Style>, by others: Set<Style>) -> Bool {
            looks.allSatisfy { style in
                others.contains { other in
                    other.attributes == style.attributes && near(style.foreground, other.foreground, tolerance)
                        && near(style.background, other.background, tolerance)
                }
            }
        }
        return covered(first, by: second) && covered(second, by: first)
    }

    private static func near(_ first: Color, _ second: Color, _ tolerance: Double) -> Bool {
        first == second || (first.perceptualDistance(to: second) ?? .infinity) <= tolerance
    }
}
