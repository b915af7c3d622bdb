import Testing
import VitrineCore
import VitrineTerminalProtocol

/// Late terminal answers never reach the gallery as keys; everything else keeps its order.
@Suite struct TerminalAnswerFilterTests {
    /// Feeds the text as keys (ESC, BEL and printable characters), then drains.
    private func filtered(_ text: String, with extra: [Int: TerminalEvent] = [:]) -> [TerminalEvent] {
        var filter = TerminalAnswerFilter()
        var out: [TerminalEvent] = []
        for (index, character) in text.enumerated() {
            if let event = extra[index] { out += filter.feed(event) }
            let key: Key = switch character {
            case "\u{1B}": .escape
            case "\u{07}": .control("g")
            default: .character(character)
            }
            out += filter.feed(.key(key))
        }
        return out + filter.drain()
    }

    private func keys(_ text: String) -> [TerminalEvent] { text.map { .key(.character($0)) } }

    @Test func keysPassAndAnEscapeThatBeginsNoAnswerIsTheEscapeKey() {
        #expect(filtered("jk") == keys("jk"))
        #expect(filtered("\u{1B}") == [.key(.escape)])
        #expect(filtered("\u{1B}x") == [.key(.escape)] + keys("x"))
        #expect(filtered("\u{1B}\u{1B}") == [.key(.escape), .key(.escape)])
        #expect(filtered("\u{1B}[A") == [.key(.escape)] + keys("[A"), "ESC [ without ? is no answer")
    }

    @Test func oscAndDeviceAttributeAnswersAreDropped() {
        #expect(filtered("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}j") == keys("j"), "OSC ended by BEL")
        #expect(filtered("\u{1B}]11;rgb:0/0/0\u{1B}\\j") == keys("j"), "OSC ended by ST")
        #expect(filtered("\u{1B}[?62;22cj") == keys("j"))
        #expect(filtered("\u{1B}]11;rgb:1/2/3\u{1B}\\\u{1B}[?1;2c\u{1B}]11;x\u{07}q") == keys("q"), "answers back to back")
        #expect(filtered("\u{1B}P1+r524742=382F382F38\u{1B}\\\u{1B}P1$r0;48:2::1:2:3m\u{1B}\\j") == keys("j"),
                "late XTGETTCAP and DECRQSS answers (device control strings)")
        #expect(filtered("\u{1B}]11;rgb:1/2/3\u{1B}x") == [.key(.escape)] + keys("x"),
                "an ESC ending an OSC string that begins no answer is the Escape key")
    }

    @Test func otherEventsKeepTheirPlaceBehindAnUndecidedEscape() {
        let resize = TerminalEvent.resize(Size(width: 10, height: 4))
        #expect(filtered("\u{1B}x", with: [1: resize]) == [.key(.escape), resize] + keys("x"))
        #expect(filtered("\u{1B}", with: [:]) + [] == [.key(.escape)])
        var filter = TerminalAnswerFilter()
        #expect(filter.feed(.key(.escape)).isEmpty)
        #expect(filter.feed(resize).isEmpty)
        #expect(filter.drain() == [.key(.escape), resize], "an Escape then a resize: both, in order")
        #expect(filtered("\u{1B}]11;x\u{07}", with: [2: .signal(15)]) == [.signal(15)], "a signal inside an answer still arrives")
    }

    @Test func aPastedStormOfAnswerStartsIsDroppedWithoutGrowingAnything() {
        // 40,000 `ESC ]` once overflowed the stack of a recursive reader.
        let storm = String(repeating: "\u{1B}]", count: 40_000)
        #expect(filtered(storm + "\u{07}q") == keys("q"))
        #expect(filtered(storm).isEmpty, "cut short: dropped")
    }
}
