import VitrineCore

/// What changed between a baseline and the catalogue drawn now: for each story and theme, each mode and
/// profile whose cells differ (before and after, as a ``StoryChange``) and each mode whose tokens read
/// changed (the lines gone and the lines new), plus the stories the baseline lacks and those it has that
/// are gone.
public struct BaselineComparison: Sendable {
    /// One section of one record that differs.
    public struct Difference: Sendable {
        public let theme: String
        /// `light · 256`, or `light · tokens`.
        public let heading: String
        /// The cells, for a picture section.
        public let change: StoryChange?
        public let profile: ColorProfile?
        /// For a tokens section: each token read whose value differs (nil: not read then, or not now).
        public let tokens: [(path: String, before: String?, after: String?)]

        public var storyID: String { change?.storyID ?? storyIDOfTokens }
        private let storyIDOfTokens: String

        init(theme: String, storyID: String, heading: String, change: StoryChange? = nil, profile: ColorProfile? = nil,
             tokens: [(path: String, before: String?, after: String?)] = []) {
            self.theme = theme
            self.heading = heading
            self.change = change
            self.profile = profile
            self.tokens = tokens
            storyIDOfTokens = storyID
        }
    }

    public let differences: [Difference]
    /// Records drawn now that the baseline lacks (`default/badge/new.txt`).
    public let added: [String]
    /// Baseline files whose story or theme is gone.
    public let removed: [String]
    /// How many records were compared.
    public let compared: Int
    /// Meanings that now read as another did in the baseline, by theme and profile (``MeaningShiftReport``).
    public let meaningShifts: [(theme: String, profile: ColorProfile, shift: MeaningShiftReport.Shift)]

    /// Compares `current` (drawn now) with `stored` (read from the baseline, by path; nil where a file did
    /// not read as a record), and `files` (every record file the baseline holds); `meanings` names the story
    /// that shows each meaning (its first), whose looks are compared for meanings that moved.
    public init(current: [BaselineRecord], stored: [String: BaselineRecord?], files: [String], meanings: [String: Meaning] = [:]) {
        var differences: [Difference] = []
        var added: [String] = []
        for record in current {
            guard let found = stored[record.path] else {
                added.append(record.path)
                continue
            }
            let before = found?.sections ?? []
            for section in record.sections {
                let old = before.first { $0.heading == section.heading }
                guard old?.body != section.body else { continue }
                let difference = Self.difference(record: record, section: section, old: old)
                // Recorded by an older build that drew a half block the other way round: it looks the same.
                if old != nil, let change = difference.change, !change.isChanged { continue }
                differences.append(difference)
            }
        }
        let drawn = Set(current.map(\.path))
        self.differences = differences
        self.added = added
        removed = files.filter { !drawn.contains($0) }.sorted()
        compared = current.count
        meaningShifts = Self.meaningShifts(current: current, stored: stored, meanings: meanings)
    }

    /// For each theme and picture section where one of them changed, the looks of the stories `meanings` names
    /// as recorded and as drawn now (those both have), compared; sections that are the same are not read.
    private static func meaningShifts(current: [BaselineRecord], stored: [String: BaselineRecord?],
                                      meanings: [String: Meaning]) -> [(theme: String, profile: ColorProfile, shift: MeaningShiftReport.Shift)] {
        let shown = current.filter { meanings[$0.storyID] != nil && stored[$0.path] != nil }
        return shown.map(\.theme).firstOccurrences().flatMap { theme in
            let records = shown.filter { $0.theme == theme }
            let headings = records.first?.sections.map(\.heading).filter { !$0.hasSuffix(" · tokens") } ?? []
            return headings.flatMap { heading -> [(theme: String, profile: ColorProfile, shift: MeaningShiftReport.Shift)] in
                let words = heading.split(separator: " · ").map(String.init)
                guard words.count == 2, let appearance = Appearance(rawValue: words[0]), let profile = ColorProfile(rawValue: words[1]) else { return [] }
                let pairs = records.map { record in
                    (record, stored[record.path]??.sections.first { $0.heading == heading }, record.sections.first { $0.heading == heading })
                }
                guard pairs.contains(where: { $0.1?.body != $0.2?.body }) else { return [] }
                var then: [LookAlikeReport.Drawn] = [], now: [LookAlikeReport.Drawn] = []
                for (record, old, new) in pairs {
                    guard let meaning = meanings[record.storyID], let before = old.flatMap({ StyleLayer.canvas(from: $0.body) }),
                          let after = new.flatMap({ StyleLayer.canvas(from: $0.body) }) else { continue }
                    then.append((record.storyID, meaning, before))
                    now.append((record.storyID, meaning, after))
                }
                return MeaningShiftReport.shifts(from: LookAlikeReport.Look.all(then), to: LookAlikeReport.Look.all(now), appearance: appearance)
                    .map { (theme, profile, $0) }
            }
        }
    }

    /// True when nothing differs.
    public var isSame: Bool { differences.isEmpty && added.isEmpty && removed.isEmpty && meaningShifts.isEmpty }

    /// The `THEME/STORY` pairs that differ, added ones included, in order.
    public var changedRecords: [String] {
        var seen: [String] = []
        for path in differences.map({ BaselineRecord.path(theme: $0.theme, storyID: $0.storyID) }) + added where !seen.contains(path) {
            seen.append(path)
        }
        return seen
    }

    private static func difference(record: BaselineRecord, section: BaselineRecord.Section, old: BaselineRecord.Section?) -> Difference {
        let words = section.heading.split(separator: " · ").map(String.init)
        guard words.count == 2, let appearance = Appearance(rawValue: words[0]) else {
            return Difference(theme: record.theme, storyID: record.storyID, heading: section.heading)
        }
        if words[1] == "tokens" {
            let (before, after) = (values(old?.body), values(section.body))
            let paths = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
            return Difference(theme: record.theme, storyID: record.storyID, heading: section.heading,
                              tokens: paths.map { ($0, before[$0], after[$0]) })
        }
        let now = StyleLayer.canvas(from: section.body) ?? Canvas(size: Size(width: 0, height: 0))
        let then = old.flatMap { StyleLayer.canvas(from: $0.body) } ?? Canvas(size: Size(width: 0, height: 0))
        return Difference(theme: record.theme, storyID: record.storyID, heading: section.heading,
                          change: StoryChange(storyID: record.storyID, appearance: appearance, before: then, after: now, causes: []),
                          profile: ColorProfile(rawValue: words[1]))
    }

    /// A tokens section's `path = value` lines, by path.
    private static func values(_ body: String?) -> [String: String] {
        var values: [String: String] = [:]
        for line in (body ?? "").split(separator: "\n") {
            let parts = line.split(separator: " = ", maxSplits: 1)
            values[String(parts[0])] = parts.count == 2 ? String(parts[1]) : ""
        }
        return values
    }
}
