import Testing
import VitrineCore

@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("red\u{1B}[31mtext\u{1B}[0m", "redtext"),
        ("title\u{1B}]0;pwned\u{7}after", "titleafter"),
        ("osc\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "osclink"),
        ("dcs\u{1B}Pq#0;2;0;0;0\u{1B}\\end", "dcsend"),
        ("c1\u{9B}2Jcsi", "c1csi"),
        ("charset\u{1B}(Bok", "charsetok"),
        ("tab\there\nnew\rline", "tab here new line"),
        ("nul\u{0}bel\u{7}del\u{7F}", "nulbeldel"),
        ("bidi\u{202E}txet\u{2066}", "biditxet"),
        ("dangling escape\u{1B}", "dangling escape"),
        ("Zoë 漢字 🙂", "Zoë 漢字 🙂"),
    ])
    func sanitising(input: String, expected: String) {
        #expect(TerminalText.sanitized(input) == expected)
    }

    /// Every scalar `sanitized` removes, alone between two letters, and its neighbours that it keeps:
    /// the byte scan that lets clean text through untouched must find each one.
    @Test func everyRemovedScalarIsFoundAndItsNeighboursAreKept() {
        let removed = Array(0x00 ..< 0x09) + [0x0B, 0x0C] + Array(0x0E ..< 0x1B) + Array(0x1C ..< 0x20) + Array(0x7F ..< 0x90)
            + [0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x99, 0x9A, 0x9C] + Array(0x202A ... 0x202E) + Array(0x2066 ... 0x2069)
        let noncharacters = Array(0xFDD0 ... 0xFDEF) + (0 ... 16).flatMap { plane in [plane << 16 | 0xFFFE, plane << 16 | 0xFFFF] }
        for value in removed + noncharacters {
            let scalar = Unicode.Scalar(UInt32(value))!
            #expect(TerminalText.sanitized("a\(scalar)b") == "ab", "U+\(String(value, radix: 16))")
        }
        for value in [0xA0, 0xA9, 0x2029, 0x202F, 0x2065, 0x206A, 0x2500, 0x2026, 0xFDCF, 0xFDF0, 0xFFFD, 0xEFFFD, 0x1FFFD, 0x1F642, 0x10FFFD] {
            let text = "a\(Unicode.Scalar(UInt32(value))!)b"
            #expect(TerminalText.sanitized(text) == text, "U+\(String(value, radix: 16))")
        }
    }

    @Test func invalidUTF8IsReplacedBeforeItIsAString() {
        let bytes: [UInt8] = [0x41, 0xFF, 0xC3, 0x28, 0x1B, 0x5B, 0x32, 0x4A, 0x42]
        let text = TerminalText.sanitized(String(decoding: bytes, as: UTF8.self))
        #expect(text == "A\u{FFFD}\u{FFFD}(B")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
    }
}
