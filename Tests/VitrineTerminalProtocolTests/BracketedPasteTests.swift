import Testing
import VitrineCore
import VitrineTerminalProtocol

/// Bracketed paste: `ESC [ 200 ~ … ESC [ 201 ~` becomes one ``Key/paste(_:)``, bounded, and nothing in
/// it is ever delivered as keys.
@Suite struct BracketedPasteTests {
    private func filtered(_ keys: [Key], drainEvery: Int = .max) -> [TerminalEvent] {
        var filter = TerminalAnswerFilter()
        var out: [TerminalEvent] = []
        for (index, key) in keys.enumerated() {
            out += filter.feed(.key(key))
            if (index + 1) % drainEvery == 0 { out += filter.drain() }
        }
        return out + filter.drain()
    }

    private func keys(_ text: String) -> [Key] {
        text.map { character in
            switch character {
            case "\u{1B}": return .escape
            case "\n": return .enter
            default: return .character(character)
            }
        }
    }

    private let start = "\u{1B}[200~", end = "\u{1B}[201~"

    @Test func aPasteIsOneEventWithItsLineBreaks() {
        #expect(filtered(keys("j" + start + "Card frozen\nq" + end + "k"))
            == [.key(.character("j")), .key(.paste("Card frozen\nq")), .key(.character("k"))], "the q inside is text, not quit")
    }

    @Test func escapeSequencesInsideAPasteLoseTheirEscape() {
        #expect(filtered(keys(start + "a\u{1B}[31mb\u{1B}[20x" + end)) == [.key(.paste("a[31mb[20x"))])
    }

    @Test func otherSequencesAfterEscBracketTwoStayKeys() {
        #expect(filtered(keys("\u{1B}[2A")) == [.key(.escape)] + keys("[2A").map { .key($0) })
        #expect(filtered(keys("\u{1B}[20q")) == [.key(.escape)] + keys("[20q").map { .key($0) })
    }

    @Test func aStrayEndIsDroppedAndAnUnfinishedPasteIsDeliveredAtTheDrain() {
        #expect(filtered(keys("x" + end + "y")) == [.key(.character("x")), .key(.character("y"))])
        #expect(filtered(keys(start + "abc"), drainEvery: 9) == [.key(.paste("abc"))])
    }

    @Test func aHugePasteIsCutAtTheLimit() throws {
        let events = filtered(keys(start + String(repeating: "x", count: 20_000) + end + "k"))
        guard case let .key(.paste(text)) = try #require(events.first) else {
            Issue.record("no paste: \(events.prefix(3))")
            return
        }
        #expect(text.count == TerminalAnswerFilter.maximumPaste)
        #expect(events.dropFirst() == [.key(.character("k"))])
    }

    @Test func aPasteOfCombiningMarksIsBoundedToo() throws {
        // Each mark arrives as its own key and joins the character before it: one character that never stops growing.
        let marks = [Key.character("e")] + Array(repeating: Key.character("\u{301}"), count: 20_000)
        let events = filtered(keys(start) + marks + keys(end))
        guard case let .key(.paste(text)) = try #require(events.first) else {
            Issue.record("no paste: \(events.prefix(3))")
            return
        }
        #expect(text.unicodeScalars.count == TerminalAnswerFilter.maximumPaste)
    }
}
