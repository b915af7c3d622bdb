/// Word wrapping and truncation measured in terminal cells.
public enum TextWrapper {
    /// Wraps `text` into lines of at most `width` cells, breaking at spaces and splitting words longer
    /// than a line. With `maxLines` > 0, text beyond the last line is cut and marked with `ellipsis`;
    /// 0 allows any number of lines. Empty text gives one empty line.
    public static func wrap(_ text: String, width: Int, maxLines: Int, ellipsis: String) -> [String] {
        let width = max(1, width)
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        var lines: [String] = []
        var current = ""
        for word in words {
            for piece in pieces(of: word, width: width) {
                if current.isEmpty {
                    current = piece
                } else if TextWidth.of(current) + 1 + TextWidth.of(piece) <= width {
                    current += " " + piece
                } else {
                    lines.append(current)
                    current = piece
                }
            }
        }
        lines.append(current)
        guard maxLines > 0, lines.count > maxLines else { return lines }
        let overflow = lines[(maxLines - 1)...].joined(separator: " ")
        return Array(lines.prefix(maxLines - 1)) + [truncate(overflow, width: width, ellipsis: ellipsis, force: true)]
    }

    /// `text` cut to `width` cells, ending in `ellipsis` when it was cut (or always, with `force`).
    public static func truncate(_ text: String, width: Int, ellipsis: String, force: Bool = false) -> String {
        if !force, TextWidth.of(text) <= width { return text }
        let room = width - TextWidth.of(ellipsis)
        guard room > 0 else { return String(ellipsis.prefix(max(0, width))) }
        var kept = ""
        var used = 0
        for grapheme in text {
            let graphemeWidth = TextWidth.of(grapheme)
            if used + graphemeWidth > room { break }
            kept.append(grapheme)
            used += graphemeWidth
        }
        while kept.last?.isWhitespace == true { kept.removeLast() }
        return kept + ellipsis
    }

    /// A word split into chunks that each fit in `width` cells.
    private static func pieces(of word: String, width: Int) -> [String] {
        guard TextWidth.of(word) > width else { return [word] }
        var result: [String] = []
        var chunk = ""
        for grapheme in word {
            if TextWidth.of(chunk) + TextWidth.of(grapheme) > width, !chunk.isEmpty {
                result.append(chunk)
                chunk = ""
            }
            chunk.append(grapheme)
        }
        if !chunk.isEmpty { result.append(chunk) }
        return result
    }
}
