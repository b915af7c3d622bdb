/// Display width in terminal cells, independent of the C library's locale tables.
///
/// Combining marks, format characters and zero-width joiners take 0 cells; East Asian Wide and
/// Fullwidth characters and emoji presentation sequences take 2; everything else takes 1.
public enum TextWidth {
    /// The cells `text` takes, grapheme by grapheme.
    public static func of(_ text: String) -> Int {
        // Printable ASCII, most of what the gallery draws: one cell a byte, no grapheme breaking.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        // Scalars that are each a grapheme of their own whatever stands beside them (Latin, punctuation,
        // arrows, box drawing, the gallery's status bar and inspector): their widths add up, no breaking.
        var width = 0
        for scalar in text.unicodeScalars {
            guard standsAlone(scalar.value) else { return text.reduce(0) { $0 + of($1) } }
            width += scalarWidth(scalar)
        }
        return width
    }

    /// True for a scalar that never joins a neighbour into one grapheme cluster (grapheme break property
    /// Other or Control): printable Latin up to the combining marks, general punctuation, arrows, box
    /// drawing, blocks and geometric shapes.
    static func standsAlone(_ value: UInt32) -> Bool {
        (0x20 ..< 0x7F).contains(value) || (0xA0 ..< 0x300).contains(value) || (0x2010 ... 0x2027).contains(value)
            || (0x2030 ... 0x205E).contains(value) || (0x2190 ... 0x21FF).contains(value) || (0x2500 ... 0x25FF).contains(value)
    }

    /// True when every scalar of `text` is a grapheme of its own (``standsAlone(_:)``): the text can be
    /// measured, put and split scalar by scalar, as its graphemes would be.
    static func everyScalarStandsAlone(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { standsAlone($0.value) }
    }

    /// The cells one grapheme cluster takes (0, 1 or 2).
    public static func of(_ grapheme: Character) -> Int {
        if let ascii = grapheme.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first(where: { scalarWidth($0) > 0 }) else { return 0 }
        if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        return scalarWidth(first)
    }

    /// The width of a single scalar taken alone.
    static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 { return 0 }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        // Latin-1 and the Latin extensions up to the combining marks (but the soft hyphen, a format
        // character), box drawing and block elements (art): one cell, without looking up properties.
        if value < 0x300 { return value == 0xAD ? 0 : 1 }
        if (0x2500...0x259F).contains(value) { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and final consonants
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(value) ? 2 : 1
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode 15 that are not emoji.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        return wideRanges.contains { $0.contains(value) }
    }
}
