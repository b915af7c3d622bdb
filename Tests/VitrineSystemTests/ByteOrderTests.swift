import Testing
import VitrineSystem

/// Text ordered by its bytes: `<`'s order for text in NFC, and canonically equivalent spellings (which `<`
/// takes as equal) told apart.
@Suite struct ByteOrderTests {
    static let nfc = ["", "a", "ab", "abc", "b", "B", "Z", "~", "a.b", "a-b", "a.b.c", "\u{E9}", "\u{E9}t\u{E9}", "\u{2500}", "\u{1F600}", "token.$root"]

    @Test func textInNFCSortsAsLessThanSortsIt() {
        for left in Self.nfc {
            for right in Self.nfc {
                #expect(left.precedesByBytes(right) == (left < right), "\(left) and \(right)")
            }
        }
    }

    @Test func canonicallyEquivalentSpellingsAreTwo() {
        let (composed, decomposed) = ("caf\u{E9}", "cafe\u{301}")
        #expect(composed == decomposed)
        #expect(decomposed.precedesByBytes(composed)) // "e" (0x65) before the lead byte of é (0xC3)
        #expect(!composed.precedesByBytes(decomposed))
    }

    @Test func nothingPrecedesItself() {
        for text in Self.nfc {
            #expect(!text.precedesByBytes(text))
        }
    }
}

/// Strings joined without the standard library's generic `joined(separator:)`, and to the same result.
@Suite struct JoinedTextTests {
    @Test(arguments: [[String](), [""], ["a"], ["a", "b"], ["", ""], ["theme", "color", "\u{E9}"], ["a", "", "b"]])
    func joinedAsJoinedJoinsThem(parts: [String]) {
        for separator in ["", "/", ".", " → "] {
            #expect(parts.joinedText(separator: separator) == parts.joined(separator: separator))
        }
    }
}
