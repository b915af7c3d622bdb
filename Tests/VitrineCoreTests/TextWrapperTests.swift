import Testing
@testable import VitrineCore

@Suite struct TextWrapperTests {
    /// Text whose scalars each stand alone is split on scalars: the same words as split on graphemes, for
    /// every such scalar beside spaces, no-break spaces and letters (the space and the no-break space are
    /// the only white space among them).
    @Test func wordsSplitOnScalarsAreThoseSplitOnGraphemes() {
        let alone = (UInt32(0) ..< 0x30000).filter { TextWidth.standsAlone($0) }.map { Character(Unicode.Scalar($0)!) }
        #expect(alone.filter(\.isWhitespace) == [" ", "\u{A0}"])
        for chunk in stride(from: 0, to: alone.count, by: 40) {
            let text = alone[chunk ..< min(chunk + 40, alone.count)].map { "\($0)x \u{A0}\($0)" }.joined()
            #expect(TextWrapper.words(of: text) == text.split(whereSeparator: \.isWhitespace).map(String.init), "\(text)")
        }
        #expect(TextWrapper.words(of: "a\u{301} b\tc\u{2003}d") == ["a\u{301}", "b", "c", "d"], "the grapheme way for the rest")
    }

    @Test func wrapsAtSpacesWithinTheWidth() {
        #expect(TextWrapper.wrap("the quick brown fox jumps", width: 10, maxLines: 0, ellipsis: "…")
            == ["the quick", "brown fox", "jumps"])
    }

    @Test func cutsTheLastAllowedLineWithAnEllipsis() {
        #expect(TextWrapper.wrap("the quick brown fox jumps", width: 10, maxLines: 2, ellipsis: "…")
            == ["the quick", "brown fox…"])
        #expect(TextWrapper.wrap("the quick brown fox jumps", width: 10, maxLines: 1, ellipsis: "...")
            == ["the qui..."])
    }

    @Test func splitsWordsLongerThanALine() {
        #expect(TextWrapper.wrap("abcdefghij", width: 4, maxLines: 0, ellipsis: "…") == ["abcd", "efgh", "ij"])
    }

    @Test func measuresWideGraphemesInCells() {
        #expect(TextWrapper.wrap("漢字漢字 漢", width: 5, maxLines: 0, ellipsis: "…") == ["漢字", "漢字", "漢"])
        #expect(TextWrapper.truncate("漢字漢字", width: 5, ellipsis: "…") == "漢字…")
    }

    @Test func emptyTextIsOneEmptyLine() {
        #expect(TextWrapper.wrap("", width: 10, maxLines: 1, ellipsis: "…") == [""])
        #expect(TextWrapper.wrap("   ", width: 10, maxLines: 0, ellipsis: "…") == [""])
    }

    @Test func truncateLeavesShortTextAlone() {
        #expect(TextWrapper.truncate("short", width: 10, ellipsis: "…") == "short")
        #expect(TextWrapper.truncate("longer text", width: 1, ellipsis: "…") == "…")
        #expect(TextWrapper.truncate("longer text", width: 0, ellipsis: "…") == "")
    }

    /// Found by the text fuzzer: a wide grapheme in a one-column line.
    @Test func aGraphemeWiderThanTheLineTakesALineOfItsOwn() {
        let input = "e\u{301}lo" + String(repeating: "\u{1}", count: 20) + " 🦊 \u{202E}evPila"
        let lines = TextWrapper.wrap(TerminalText.sanitized(input), width: 0, maxLines: 0, ellipsis: "…")
        #expect(lines.contains("🦊"))
        #expect(lines.allSatisfy { TextWidth.of($0) <= 1 || $0.count == 1 }, "\(lines)")
    }
}
