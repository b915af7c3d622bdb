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
        #expect(filtered("\u{1B}[X") == [.key(.escape)] + keys("[X"), "ESC [ without ? is no answer")
    }

    /// Only an ESC with nothing after it is a lone ESC (ncurses has held it for the escape delay already: the
    /// event reader does not wait again); `ESC [` and an answer under way are undecided, not lone.
    @Test func onlyAnEscWithNothingAfterItIsALoneEscape() {
        var filter = TerminalAnswerFilter()
        _ = filter.feed(.key(.escape))
        #expect(filter.holdsLoneEscape && filter.isUndecided)
        _ = filter.feed(.resize(Size(width: 80, height: 24)))
        #expect(filter.holdsLoneEscape, "a resize held behind it changes nothing")
        _ = filter.feed(.key(.character("[")))
        #expect(!filter.holdsLoneEscape && filter.isUndecided)
        _ = filter.drain()
        _ = filter.feed(.key(.escape))
        _ = filter.feed(.key(.character("]")))
        #expect(!filter.holdsLoneEscape && filter.isUndecided, "an OSC answer under way")
        #expect(!TerminalAnswerFilter().holdsLoneEscape)
    }

    /// The kitty keyboard protocol's keys (pushed with flags 1 where the terminal has it) are the keys they
    /// stand for; its answer, arriving late, is dropped like DA1's; what is neither comes out as it came.
    @Test func keyboardProtocolKeysAreReadAndItsLateAnswerDropped() {
        #expect(filtered("\u{1B}[27u") == [.key(.escape)], "Esc, with nothing to wait for")
        #expect(filtered("\u{1B}[99;5uj") == [.key(.control("c"))] + keys("j"), "Ctrl-C")
        #expect(filtered("\u{1B}[112;5u") == [.key(.control("p"))], "Ctrl-P")
        #expect(filtered("\u{1B}[9;2u\u{1B}[13u\u{1B}[127u") == [.key(.backTab), .key(.enter), .key(.backspace)])
        #expect(filtered("\u{1B}[106;3u").isEmpty, "Alt-j: no binding, dropped")
        #expect(filtered("\u{1B}[?1uj") == keys("j"), "the late answer to CSI ? u")
        #expect(filtered("\u{1B}[200~x\u{1B}[201~") == [.key(.paste("x"))], "a paste is still a paste")
        #expect(filtered("\u{1B}[27x") == [.key(.escape)] + keys("[27x"), "no u: as it came")
        #expect(filtered("\u{1B}[2") == [.key(.escape)] + keys("[2"), "cut short: as it came")
    }

    /// A key's release (event type 3) is no key: `q` let go once quit the gallery, Ctrl-C let go ended it. A
    /// press (1) and a repeat (2) are the key.
    @Test func aKeysReleaseIsNotAPress() {
        #expect(filtered("\u{1B}[113;1:3u").isEmpty, "q released")
        #expect(filtered("\u{1B}[99;5:3u").isEmpty, "Ctrl-C released")
        #expect(filtered("\u{1B}[27;1:3u\u{1B}[106;1:3uk") == keys("k"), "Esc and j released, then k")
        #expect(filtered("\u{1B}[113;1:1u") == keys("q"), "q pressed")
        #expect(filtered("\u{1B}[106;1:2u\u{1B}[106;1:2u") == keys("jj"), "j held: repeats")
        #expect(filtered("\u{1B}[99;5:1u") == [.key(.control("c"))])
    }

    /// ncurses reads a key's sequence whose bytes come together; one a slow link split reaches the filter a
    /// character at a time, and is still the key.
    @Test func aCursorKeyWhoseBytesCameApartIsStillTheKey() {
        #expect(filtered("\u{1B}[B\u{1B}OA\u{1B}[Z") == [.key(.down), .key(.up), .key(.backTab)])
        #expect(filtered("\u{1B}[5~\u{1B}[6~\u{1B}OH\u{1B}[4~") == [.key(.pageUp), .key(.pageDown), .key(.home), .key(.end)])
        #expect(filtered("\u{1B}Ox") == [.key(.escape)] + keys("Ox"))
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
