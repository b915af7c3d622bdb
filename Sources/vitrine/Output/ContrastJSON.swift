import FoundationEssentials
import VitrineCore
import VitrineReview

/// `contrast --format json`: each theme's verdict, every pair with its verdict, then every look-alike, each
/// naming its theme, under a format version (bumped when a field changes meaning or goes; new fields may come
/// without one).
struct ContrastJSON: Encodable {
    struct Pair: Encodable {
        let theme, story, mode, profile, kind, foreground, background: String
        let ratio, required: Double
        let passes, exempt: Bool
        let cells: Int
        let foregroundTokens, backgroundTokens: [String]
    }

    struct LookAlike: Encodable {
        let theme: String
        let stories: [String]
        let meanings: [String]
        let family, mode, profile, likeness: String
        /// The simulated eye, for a pair only a colour-blind eye confuses.
        let vision: String?
        /// True when one of the two means something the other then seems to say: a failure.
        let misleads: Bool
    }

    /// One a theme measured: its name and whether it passes.
    struct ThemeResult: Encodable {
        let name: String
        let passes: Bool
    }

    let version = 1
    let passes: Bool
    let themes: [ThemeResult]
    let pairs: [Pair]
    let lookAlikes: [LookAlike]

    init(themes measured: [(name: String, entries: [(ColorProfile, ContrastReport.Entry)], lookAlikes: [(ColorProfile, LookAlikeReport.Pair)])],
         textMinimum: Double) {
        pairs = measured.flatMap { theme in
            theme.entries.map { profile, entry in
                Pair(theme: theme.name, story: entry.storyID, mode: entry.appearance.rawValue, profile: profile.argumentName, kind: entry.pair.kind.rawValue,
                     foreground: entry.pair.foreground.description, background: entry.pair.background.description,
                     ratio: (entry.pair.ratio * 100).rounded() / 100, required: entry.required(textMinimum: textMinimum),
                     passes: !entry.fails(textMinimum: textMinimum), exempt: entry.isExempt,
                     cells: entry.cells, foregroundTokens: entry.foregroundTokens.map(\.rawValue),
                     backgroundTokens: entry.backgroundTokens.map(\.rawValue))
            }
        }
        lookAlikes = measured.flatMap { theme in
            theme.lookAlikes.map { profile, pair in
                LookAlike(theme: theme.name, stories: [pair.first.storyID, pair.second.storyID], meanings: [pair.first.meaning.name, pair.second.meaning.name],
                          family: pair.family, mode: pair.appearance.rawValue, profile: profile.argumentName, likeness: pair.likeness.rawValue,
                          vision: pair.vision?.rawValue, misleads: pair.misleads)
            }
        }
        let (pairs, lookAlikes) = (pairs, lookAlikes)
        themes = measured.map { theme in
            ThemeResult(name: theme.name, passes: pairs.allSatisfy { $0.theme != theme.name || $0.passes }
                && !lookAlikes.contains { $0.theme == theme.name && $0.misleads })
        }
        passes = themes.allSatisfy(\.passes)
    }

    /// The document, pretty-printed with sorted keys.
    func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
