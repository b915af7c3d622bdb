import Testing
@testable import VitrineCore

@Suite struct TextWidthTests {
    @Test(arguments: [
        ("a", 1), ("▀", 1), ("漢", 2), ("한", 2), ("ｶ", 1), ("Ａ", 2), ("😀", 2), ("❤️", 2), ("❤", 1),
        ("🇳🇱", 2), ("👩‍👩‍👧", 2), ("e\u{301}", 1), ("\u{301}", 0), ("\u{200B}", 0), ("\u{7}", 0),
    ])
    func graphemeWidths(text: String, width: Int) {
        #expect(TextWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    /// Latin-1, the Latin extensions and the art's box drawing and block elements are measured without
    /// their properties: the same width their properties give.
    @Test func scalarsMeasuredWithoutPropertiesMeasureAsTheirPropertiesSay() {
        for value in Array(0xA0 ..< 0x300) + Array(0x2500 ... 0x259F) {
            let scalar = Unicode.Scalar(UInt32(value))!
            let properties = scalar.properties
            let expected = [.nonspacingMark, .enclosingMark, .format].contains(properties.generalCategory) ? 0
                : properties.isEmojiPresentation ? 2 : 1
            #expect(TextWidth.of(String(scalar)) == expected, "U+\(String(value, radix: 16))")
        }
    }

    /// A string of scalars that each stand alone is measured scalar by scalar, without breaking it into
    /// graphemes: the same width, because none of them joins its neighbour (each beside itself, beside
    /// every other, and beside ASCII); and one that joins (a combining mark, a variation selector) sends
    /// the whole string back to the graphemes.
    @Test func scalarsThatStandAloneAddUpAsTheirGraphemesDo() {
        let alone = (UInt32(0) ..< 0x30000).filter { TextWidth.standsAlone($0) && $0 >= 0x80 }.map { Character(Unicode.Scalar($0)!) }
        #expect(alone.count > 1000)
        let everything = String(alone) + "a" + String(alone.map { "\($0)\($0)x" }.joined())
        #expect(everything.count == everything.unicodeScalars.count, "each scalar is a grapheme of its own")
        #expect(TextWidth.of(everything) == everything.reduce(0) { $0 + TextWidth.of($1) })
        #expect(TextWidth.of("→ e\u{301} ▶\u{FE0F} ·") == 8, "a mark and an emoji selector join their scalars")
        #expect(TextWidth.of("│ 12 stories · ↑↓ …") == 19)
    }

    @Test func stringWidthAddsGraphemes() {
        #expect(TextWidth.of("Zoë 漢字 🙂") == 11)
        #expect(TextWidth.of("") == 0)
    }
}
