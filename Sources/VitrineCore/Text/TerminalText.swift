/// Makes untrusted text safe to draw: nothing it contains can reach the terminal as a control.
public enum TerminalText {
    /// The Unicode scalars kept in text of `characters` grapheme clusters: 16 a character, room for the
    /// longest emoji sequences (10) but not for a storm of combining marks, which all join one character.
    public static func scalarLimit(characters: Int) -> Int { characters * 16 }

    /// `text` without escape sequences (CSI, OSC, DCS and the like, 7-bit or 8-bit), C0/C1 control
    /// characters, bidirectional overrides or noncharacters (U+FDD0–U+FDEF, U+FFFE and U+FFFF of every plane:
    /// no terminal draws them and XML forbids two of them, so an SVG with one did not open). Tabs and line
    /// breaks become `whitespace`.
    public static func sanitized(_ text: String, whitespace: Character = " ") -> String {
        if isClean(text) { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D:
                output.append(contentsOf: String(whitespace).unicodeScalars)
            case 0x1B:
                skipEscape(after: &scalars)
            case 0x9B, 0x9D, 0x90, 0x98, 0x9E, 0x9F:
                skipSequence(introducer: scalar.value, in: &scalars)
            case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069:
                continue
            default:
                if !isNoncharacter(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// Whether `scalar` is one of Unicode's 66 noncharacters.
    public static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0 ... 0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }

    /// Whether `text` has nothing `sanitized` removes or replaces (no C0 or C1 control, DEL, bidirectional
    /// override or noncharacter), found from its UTF-8 bytes without decoding: most text is clean.
    private static func isClean(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for index in bytes.indices {
                switch bytes[index] {
                case 0x00 ..< 0x20, 0x7F:
                    return false
                case 0xC2 where index + 1 < bytes.count && (0x80 ... 0x9F).contains(bytes[index + 1]):
                    return false  // U+0080–U+009F
                case 0xE2 where index + 2 < bytes.count:
                    let (second, third) = (bytes[index + 1], bytes[index + 2])
                    if second == 0x80 && (0xAA ... 0xAE).contains(third) { return false }  // U+202A–U+202E
                    if second == 0x81 && (0xA6 ... 0xA9).contains(third) { return false }  // U+2066–U+2069
                case 0xEF where index + 2 < bytes.count:
                    let (second, third) = (bytes[index + 1], bytes[index + 2])
                    if second == 0xB7 && (0x90 ... 0xAF).contains(third) { return false }  // U+FDD0–U+FDEF
                    if second == 0xBF && third >= 0xBE { return false }  // U+FFFE, U+FFFF
                case 0xF0 ... 0xF4 where index + 3 < bytes.count:
                    // U+nFFFE and U+nFFFF of the other planes: the plane's low four bits all set, then BF BE|BF.
                    if bytes[index + 1] & 0x0F == 0x0F && bytes[index + 2] == 0xBF && bytes[index + 3] >= 0xBE { return false }
                default:
                    continue
                }
            }
            return true
        }
    }

    /// Skips what follows an ESC: a CSI, a string sequence, or one final character.
    private static func skipEscape(after scalars: inout String.UnicodeScalarView.Iterator) {
        guard let next = scalars.next() else { return }
        switch next {
        case "[": skipSequence(introducer: 0x9B, in: &scalars)
        case "]": skipSequence(introducer: 0x9D, in: &scalars)
        case "P", "X", "^", "_": skipSequence(introducer: 0x90, in: &scalars)
        default:
            // Two-character escapes with intermediates (ESC ( B …) end at the first final byte.
            var current = next
            while (0x20...0x2F).contains(current.value), let following = scalars.next() { current = following }
        }
    }

    /// Skips the body of a CSI (up to its final byte) or of a string sequence (up to BEL or ST).
    private static func skipSequence(introducer: UInt32, in scalars: inout String.UnicodeScalarView.Iterator) {
        if introducer == 0x9B {
            while let scalar = scalars.next(), !(0x40...0x7E).contains(scalar.value), scalar.value != 0x1B {}
            return
        }
        while let scalar = scalars.next() {
            if scalar.value == 0x07 || scalar.value == 0x9C { return }
            if scalar.value == 0x1B {
                _ = scalars.next()  // ST is ESC \ ; any other ESC also ends the string
                return
            }
        }
    }
}
