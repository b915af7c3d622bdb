import Testing
import VitrineCore

@Suite struct TextWrapperTests {
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
