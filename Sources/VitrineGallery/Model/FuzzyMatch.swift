/// Fuzzy matching for search: the query's characters in order anywhere in the text, case-insensitively;
/// a better score for matches that start words, run together and come early.
enum FuzzyMatch {
    /// The score of `query` in `text`, higher is better; nil when the characters are not all there in order.
    static func score(_ query: String, in text: String) -> Int? {
        let needle = Array(query.lowercased()), haystack = Array(text.lowercased())
        guard let first = needle.first else { return 0 }
        // Each place the first character occurs may start the best match ("dang" in "badge/danger" is
        // the word after the slash, not the "d" of "badge").
        let starts = haystack.indices.filter { haystack[$0] == first }
        let best = starts.compactMap { score(needle, in: haystack, from: $0) }.max()
        return best.map { $0 - haystack.count / 8 }
    }

    /// The score of the match that takes `needle`'s first character at `start` and each next one as
    /// soon as it comes.
    private static func score(_ needle: [Character], in haystack: [Character], from start: Int) -> Int? {
        var score = 0, position = start, previous = start - 2
        for character in needle {
            guard let found = haystack[position...].firstIndex(of: character) else { return nil }
            let startsWord = found == 0 || !haystack[found - 1].isLetter
            score += (found == previous + 1 ? 8 : 0) + (startsWord ? 6 : 0) - min(found - position, 10)
            previous = found
            position = found + 1
        }
        return score - min(start, 10)
    }
}
