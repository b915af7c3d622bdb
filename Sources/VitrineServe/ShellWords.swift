/// A command line split into words as a POSIX shell would, without expanding anything: blanks separate,
/// single quotes keep everything, double quotes keep all but `\"` and `\\`, a backslash keeps the next
/// character. What `y` writes (``ReproduceCommand``) comes back word for word.
enum ShellWords {
    /// The words of `line`; nil when a quote is left open.
    static func split(_ line: String) -> [String]? {
        var words: [String] = []
        var word = "", inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""): quote = nil
            case ("'", _): word.append(character)
            case ("\"", "\\"), (nil, "\\"): escaped = true
            case ("\"", _): word.append(character)
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case (nil, " "), (nil, "\t"):
                if inWord { words.append(word) }
                (word, inWord) = ("", false)
            default:
                word.append(character)
                inWord = true
            }
            if escaped { inWord = true }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(word) }
        return words
    }
}
