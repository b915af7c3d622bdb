import Testing
@testable import VitrineCore

@Suite struct GlyphTests {
    @Test(arguments: ["", " ", "a", "é", "e\u{301}", "█", "漢", "😀", "❤️", "👍🏽", "👩‍💻", "🇫🇷", "123456789012345"])
    func everyClusterComesBackByteForByte(text: String) {
        let glyph = Glyph(text)
        #expect(glyph.text == text)
        #expect(Array(glyph.text.utf8) == Array(text.utf8), "byte for byte, not only canonically equal")
        #expect(glyph.isEmpty == text.isEmpty)
        #expect(glyph == Glyph(text), "the same text gives the same glyph")
    }

    @Test func clustersOfSeveralScalarsAreKeptWholeInTheTable() {
        let family = "👨‍👩‍👧‍👦"  // 25 bytes, 7 scalars
        let marks = "a" + String(repeating: "\u{301}", count: 30)
        #expect(Glyph(family).text == family)
        #expect(Glyph(marks).text == marks)
        #expect(Glyph(family) == Glyph(family))
        #expect(Glyph(family) != Glyph(marks))
        // Canonically equal clusters stay apart: the terminal is sent the bytes written.
        #expect(Glyph("e\u{301}") != Glyph("é"))
        let (one, other) = ("a\u{301}\u{327}", "a\u{327}\u{301}")
        #expect(one == other, "Swift compares them canonically")
        #expect(Glyph(one) != Glyph(other))
        #expect(Array(Glyph(one).text.utf8) == Array(one.utf8) && Array(Glyph(other).text.utf8) == Array(other.utf8))
        #expect(Glyph(family).firstScalar?.scalar == "👨" && Glyph(family).firstScalar?.isOnly == false)
    }

    @Test func aFullTableKeepsANewLongClusterAsItsFirstScalar() {
        let table = GlyphTable(capacity: 1, byteCapacity: 1024)
        let first = "x" + String(repeating: "\u{301}", count: 10)
        #expect(table.glyph(for: first) == Glyph(tableNumber: 0))
        #expect(table.text(ofNumber: 0) == first)
        #expect(table.glyph(for: first) == Glyph(tableNumber: 0), "a cluster already kept keeps its number")
        #expect(table.glyph(for: "y" + String(repeating: "\u{301}", count: 10)) == Glyph("y"), "past 1 cluster")
        let bytes = GlyphTable(capacity: 10, byteCapacity: 20)
        #expect(bytes.glyph(for: "👨‍👩‍👧‍👦") == Glyph("👨"), "past 20 bytes")
    }

    @Test func theFirstScalarIsDecodedFromTheBytes() {
        #expect(Glyph("a").asciiByte == 0x61)
        #expect(Glyph("é").asciiByte == nil)
        for (text, scalar, isOnly) in [("é", "é", true), ("e\u{301}", "e", false), ("█", "█", true), ("😀", "😀", true),
                                       ("❤️", "❤", false), ("a", "a", true)] as [(String, Unicode.Scalar, Bool)] {
            #expect(Glyph(text).firstScalar?.scalar == scalar, "\(text)")
            #expect(Glyph(text).firstScalar?.isOnly == isOnly, "\(text)")
        }
        #expect(Glyph("").firstScalar == nil)
    }
}
