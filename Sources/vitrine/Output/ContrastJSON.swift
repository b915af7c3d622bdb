import FoundationEssentials
import VitrineCore
import VitrineReview

/// `contrast --format json`: every pair with its verdict, then every look-alike, under a format version
/// (bumped when a field changes meaning or goes; new fields may come without one).
struct ContrastJSON: Encodable {
    struct Pair: Encodable {
        let story, mode, profile, kind, foreground, background: String
        let ratio, required: Double
        let passes, exempt: Bool
        let cells: Int
        let foregroundTokens, backgroundTokens: [String]
    }

    struct LookAlike: Encodable {
        let stories: [String]
        let meanings: [String]
        let family, mode, profile, likeness: String
        /// The simulated eye, for a pair only a colour-blind eye confuses.
        let vision: String?
        /// True when one of the two means something the other then seems to say: a failure.
        let misleads: Bool
    }

    let version = 1
    let passes: Bool
    let pairs: [Pair]
    let lookAlikes: [LookAlike]

    init(entries: [(ColorProfile, ContrastReport.Entry)], lookAlikes: [(ColorProfile, LookAlikeReport.Pair)], textMinimum: Double) {
        pairs = entries.map { profile, entry in
            Pair(story: entry.storyID, mode: entry.appearance.rawValue, profile: profile.argumentName, kind: entry.pair.kind.rawValue,
                 foreground: entry.pair.foreground.description, background: entry.pair.background.description,
                 ratio: (entry.pair.ratio * 100).rounded() / 100, required: entry.required(textMinimum: textMinimum),
                 passes: !entry.fails(textMinimum: textMinimum), exempt: entry.isExempt,
                 cells: entry.cells, foregroundTokens: entry.foregroundTokens.map(\.rawValue),
                 backgroundTokens: entry.backgroundTokens.map(\.rawValue))
        }
        self.lookAlikes = lookAlikes.map { profile, pair in
            LookAlike(stories: [pair.first.storyID, pair.second.storyID], meanings: [pair.first.meaning.name, pair.second.meaning.name],
                      family: pair.family, mode: pair.appearance.rawValue, profile: profile.argumentName, likeness: pair.likeness.rawValue,
                      vision: pair.vision?.rawValue, misleads: pair.misleads)
        }
        passes = pairs.allSatisfy(\.passes) && !self.lookAlikes.contains(where: \.misleads)
    }

    /// The document, pretty-printed with sorted keys.
    func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
