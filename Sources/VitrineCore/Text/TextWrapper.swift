/// Word wrapping and truncation measured in terminal cells.
public enum TextWrapper {
    /// Wraps `text` into lines of at most `width` cells, breaking at spaces and splitting words longer
    /// than a line (a grapheme wider than the whole line, 2 cells in 1, takes a line of its own). With `maxLines` > 0, text beyond the last line is cut and marked with `ellipsis`;
    /// 0 allows any number of lines. Empty text gives one empty line.
    public static func wrap(_ text: String, width: Int, maxLines: Int, ellipsis: String) -> [String] {
        let width = max(1, width)
        let words = Self.words(of: text)
        var lines: [String] = []
        var current = ""
        var currentWidth = 0  // kept as lines grow, so each grapheme is measured once
        for word in words {
            for (piece, pieceWidth) in pieces(of: word, width: width) {
                if current.isEmpty {
                    (current, currentWidth) = (piece, pieceWidth)
                } else if currentWidth + 1 + pieceWidth <= width {
                    current += " " + piece
                    currentWidth += 1 + pieceWidth
                } else {
                    lines.append(current)
                    (current, currentWidth) = (piece, pieceWidth)
                }
            }
        }
        lines.append(current)
        guard maxLines > 0, lines.count > maxLines else { return lines }
        let overflow = Array(lines[(maxLines - 1)...]).joinedText(separator: " ")
        return Array(lines.prefix(maxLines - 1)) + [truncate(overflow, width: width, ellipsis: ellipsis, force: true)]
    }

    /// The words of `text`, split at white space. Text whose every scalar is a grapheme of its own (most:
    /// ``TextWidth/standsAlone(_:)``) is split scalar by scalar, without breaking it into graphemes; the
    /// only white space among such scalars is the space and the no-break space.
    static func words(of text: String) -> [String] {
        guard TextWidth.everyScalarStandsAlone(text) else {
            return text.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        return text.unicodeScalars.split { $0.value == 0x20 || $0.value == 0xA0 }.map(String.init)
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

    /// A word split into chunks that each fit in `width` cells, with their widths.
    private static func pieces(of word: String, width: Int) -> [(String, Int)] {
        let wordWidth = TextWidth.of(word)
        guard wordWidth > width else { return [(word, wordWidth)] }
        var result: [(String, Int)] = []
        var chunk = "", chunkWidth = 0
        for grapheme in word {
            let graphemeWidth = TextWidth.of(grapheme)
            if chunkWidth + graphemeWidth > width, !chunk.isEmpty {
                result.append((chunk, chunkWidth))
                (chunk, chunkWidth) = ("", 0)
            }
            chunk.append(grapheme)
            chunkWidth += graphemeWidth
        }
        if !chunk.isEmpty { result.append((chunk, chunkWidth)) }
        return result
    }
}
