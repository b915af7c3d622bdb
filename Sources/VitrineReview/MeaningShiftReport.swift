import VitrineCatalog
import VitrineCore
import VitrineThemes

/// Meanings that moved between two themes: a look that, under the new theme, reads as another meaning of
/// its family did under the old one and no longer as its own did (the success and danger colours swapped:
/// each theme is consistent on its own, so `contrast` passes, but danger now says what success said).
public struct MeaningShiftReport: Sendable {
    /// One meaning in one appearance that now reads as another did.
    public struct Shift: Sendable {
        public let family: String
        public let appearance: Appearance
        /// The meaning that moved, and the story that shows it.
        public let meaning: Meaning
        public let storyID: String
        /// The meaning whose look under the old theme it now has.
        public let readsAs: Meaning
        /// How: the same look, or the same distinguishing hues.
        public let likeness: LookAlikeReport.Pair.Likeness
    }

    public let shifts: [Shift]

    /// Compares each meaning's look under `new` with every look of its family under `old`, in each of
    /// `appearances` at `profile`; only semantic meanings count, in either place (a category that took
    /// another category's hue is a change, not a lie).
    public init(catalog: StoryCatalog, from old: Theme, to new: Theme, appearances: [Appearance], profile: ColorProfile) {
        shifts = appearances.flatMap { appearance in
            Self.shifts(from: LookAlikeReport.Look.all(catalog: catalog, theme: old, appearance: appearance, profile: profile),
                        to: LookAlikeReport.Look.all(catalog: catalog, theme: new, appearance: appearance, profile: profile), appearance: appearance)
        }
    }

    /// The meanings of `after` that read as another of `before` did, and no longer as their own did.
    static func shifts(from before: [LookAlikeReport.Look], to after: [LookAlikeReport.Look], appearance: Appearance) -> [Shift] {
        var shifts: [Shift] = []
        for look in after {
            guard let own = before.first(where: { $0.meaning == look.meaning }), look.likeness(to: own) == nil else { continue }
            for other in before where other.meaning.family == look.meaning.family && other.meaning != look.meaning
                && (look.meaning.isSemantic || other.meaning.isSemantic) {
                guard let likeness = look.likeness(to: other) else { continue }
                shifts.append(Shift(family: look.meaning.family, appearance: appearance, meaning: look.meaning, storyID: look.storyID,
                                    readsAs: other.meaning, likeness: likeness))
            }
        }
        return shifts
    }
}
