/// The name a slip of the keyboard was meant to be, for "did you mean": story ids, theme names.
public enum NearestName {
    /// The one of `names` fewest letters away from `typed` (a slip of a third of it at most, two letters at
    /// least), or the only one that contains it; nil when none is near.
    public static func to(_ typed: String, among names: [String]) -> String? {
        let letters = Array(typed.lowercased())
        let limit = max(2, letters.count / 3)
        let nearest = names.map { ($0, distance(letters, Array($0.lowercased()))) }.min { $0.1 < $1.1 }
        if let (candidate, distance) = nearest, distance <= limit { return candidate }
        let containing = names.filter { $0.lowercased().contains(typed.lowercased()) }
        return !typed.isEmpty && containing.count == 1 ? containing[0] : nil
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
}
