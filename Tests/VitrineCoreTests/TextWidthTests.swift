import Testing
import VitrineCore

@Suite struct TextWidthTests {
    @Test(arguments: [
        ("a", 1), ("▀", 1), ("漢", 2), ("한", 2), ("ｶ", 1), ("Ａ", 2), ("😀", 2), ("❤️", 2), ("❤", 1),
        ("🇳🇱", 2), ("👩‍👩‍👧", 2), ("e\u{301}", 1), ("\u{301}", 0), ("\u{200B}", 0), ("\u{7}", 0),
    ])
    func graphemeWidths(text: String, width: Int) {
        #expect(TextWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func stringWidthAddsGraphemes() {
        #expect(TextWidth.of("Zoë 漢字 🙂") == 11)
        #expect(TextWidth.of("") == 0)
    }
}
