import VitrineCore

extension StoryCatalog {
    /// The story id nearest `id`, for "did you mean": the one fewest letters away (a slip of a third of
    /// the id at most, two letters at least), or the only one that contains it. Nil when none is near.
    public func suggestion(for id: String) -> String? {
        let ids = allStories.map(\.id)
        let typed = Array(id.lowercased())
        let limit = max(2, typed.count / 3)
        let nearest = ids.map { ($0, Self.distance(typed, Array($0.lowercased()))) }.min { $0.1 < $1.1 }
        if let (candidate, distance) = nearest, distance <= limit { return candidate }
        let containing = ids.filter { $0.lowercased().contains(id.lowercased()) }
        return !id.isEmpty && containing.count == 1 ? containing[0] : nil
    }

    /// The Levenshtein distance between `a` and `b`.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0 ... b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The message for an id no story has: with the nearest id when there is one.
    public func unknownStory(_ id: String) -> String {
        let story = "unknown story \"\(TerminalText.sanitized(id))\""
        guard let near = suggestion(for: id) else { return story + "; `vitrine stories` lists them" }
        return story + ": did you mean \(near)? (`vitrine stories` lists them)"
    }
}
