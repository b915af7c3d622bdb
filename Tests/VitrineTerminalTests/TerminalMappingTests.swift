import Foundation
import Synchronization
import CNcursesw
import Testing
import VitrineCore
@testable import VitrineTerminal

@Suite struct TerminalMappingTests {
    @Test func colorNumbersForEachKindOfTerminal() {
        #expect(TerminalColorNumber.number(for: .terminalDefault, colors: 256) == -1)
        #expect(TerminalColorNumber.number(for: .indexed(196), colors: 256) == 196)
        #expect(TerminalColorNumber.number(for: .indexed(9), colors: 8) == 1)
        #expect(TerminalColorNumber.number(for: .rgb(0xFF, 0x80, 0x00), colors: 1 << 24) == 0xFF8000)
        #expect(TerminalColorNumber.number(for: .rgb(0, 0, 0), colors: 1 << 24) == 8, "values below 8 are palette indexes")
    }

    /// A direct-colour terminal (xterm-direct) reads a number from 8 up as 0xRRGGBB: palette colour 231 sent
    /// as 231 showed as #0000e7, compare mode's 256-colour half a blue page. The first eight stay indexes.
    @Test func paletteColoursOnADirectColourTerminalGoAsTheirValues() {
        #expect(TerminalColorNumber.number(for: .indexed(231), colors: 1 << 24) == 0xFFFFFF)
        #expect(TerminalColorNumber.number(for: .indexed(224), colors: 1 << 24) == 0xFFD7D7)
        #expect(TerminalColorNumber.number(for: .indexed(9), colors: 1 << 24) == 0xFF0000)
        #expect(TerminalColorNumber.number(for: .indexed(4), colors: 1 << 24) == 4)
        #expect(TerminalColorNumber.number(for: .indexed(231), colors: 256) == 231)
    }

    @Test func decodesKeys() {
        #expect(KeyDecoder.functionKey(KEY_UP) == .up)
        #expect(KeyDecoder.functionKey(KEY_END) == .end)
        #expect(KeyDecoder.functionKey(KEY_F0 + 5) == .function(5))
        #expect(KeyDecoder.functionKey(KEY_MOUSE) == nil)
        #expect(KeyDecoder.characterKey(3) == .control("c"))
        #expect(KeyDecoder.characterKey(13) == .enter)
        #expect(KeyDecoder.characterKey(9) == .tab)
        #expect(KeyDecoder.characterKey(27) == .escape)
        #expect(KeyDecoder.characterKey(0x6A) == .character("j"))
        #expect(KeyDecoder.characterKey(0x6F22) == .character("漢"))
    }
}

/// The direct-colour entry opened for a terminal: kitty's is `kitty-direct`, not `xterm-kitty-direct`.
@Suite struct DirectColorEntryTests {
    /// Terminfo entries read from many threads at once, as parallel tests read them: one at a time inside the
    /// shim (two at once crashed in ncurses' `_nc_first_db`, taking the whole test run with them).
    @Test func entriesReadFromManyThreadsAtOnce() {
        let answers = Mutex([String?]())
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            let entry = NcursesTerminal.directColorEntry(for: index % 2 == 0 ? "xterm-256color" : "xterm-kitty")
            answers.withLock { $0.append(entry) }
        }
        let read = answers.withLock { $0 }
        #expect(read.count == 400 && Set(read) == ["xterm-direct", "kitty-direct"], "\(Set(read))")
    }

    @Test func eachTerminalGetsTheDirectEntryThatIsInstalled() {
        #expect(NcursesTerminal.directColorEntry(for: "xterm-256color") == "xterm-direct")
        #expect(NcursesTerminal.directColorEntry(for: "tmux-256color") == "tmux-direct")
        #expect(NcursesTerminal.directColorEntry(for: "xterm-kitty") == "kitty-direct", "kitty's own entry, installed by ncurses-term")
        #expect(NcursesTerminal.directColorEntry(for: "mlterm") == "mlterm-direct")
        #expect(NcursesTerminal.directColorEntry(for: "xterm-direct") == nil)
    }

    /// `--colors 16`/`256` (or a terminal that proved 256) where TERM's entry declares fewer opens the entry's
    /// sibling with that many when installed; nothing asked past 8, or TERM a sibling already, reads no entry.
    @Test func aRequestPastTheEntryOpensItsSiblingWithThatManyColours() {
        #expect(NcursesTerminal.colorSibling(of: "xterm", colors: 256) == "xterm-256color")
        #expect(NcursesTerminal.colorSibling(of: "xterm", colors: 16) == "xterm-16color")
        #expect(NcursesTerminal.colorSibling(of: "linux", colors: 256) == "linux-16color", "no linux-256color: the most there is")
        #expect(NcursesTerminal.colorSibling(of: "ansi", colors: 256) == nil)
        #expect(NcursesTerminal.colorSibling(of: "xterm", colors: 0) == nil)
        #expect(NcursesTerminal.colorSibling(of: "xterm-256color", colors: 256) == nil)
        #expect(NcursesTerminal.colorSibling(of: "xterm-16color", colors: 256) == "xterm-256color")
    }

    @Test func tmuxSaysWhatTheTerminalOutsideKeepsAndWhetherQueriesPassThrough() {
        let on = TmuxClient(answer: "256,clipboard,RGB,title 10 1\n")
        #expect(on.keepsTrueColor && on.allowsPassthrough && on.features == ["256", "clipboard", "RGB", "title"] && on.escapeTime == 10)
        let off = TmuxClient(answer: "256,title 500 0\n")
        #expect(!off.keepsTrueColor && !off.allowsPassthrough && off.escapeTime == 500)
        let detached = TmuxClient(answer: " 500 1\n")
        #expect(detached.features.isEmpty && detached.allowsPassthrough && detached.escapeTime == 500,
                "no client attached: no features, the options still read")
        #expect(on.passesTrueColor && !off.passesTrueColor && detached.passesTrueColor,
                "an inherited COLORTERM counts unless an attached client lacks RGB")
        #expect(TmuxClient(answer: "RGB 0 all").allowsPassthrough, "tmux 3.4 names it all")
        #expect(TmuxClient(answer: "RGB 1").escapeTime == nil, "an answer without the escape time")
        #expect(TmuxClient.command.last == "#{client_termname} #{client_termfeatures} #{escape-time} #{allow-passthrough}")
        // tmux passes 24-bit colour to xterm-kitty from its entry's Tc without listing an RGB feature.
        let kitty = TmuxClient(answer: "xterm-kitty 256,clipboard,title 10 0\n") { $0 == "xterm-kitty" }
        #expect(kitty.features == ["256", "clipboard", "title"] && kitty.keepsTrueColor && kitty.passesTrueColor)
        let alacritty = TmuxClient(answer: "alacritty 256,title 10 0\n") { $0 == "xterm-kitty" }
        #expect(!alacritty.keepsTrueColor && !alacritty.passesTrueColor)
    }

    @Test func terminalsThatDrawShapesThemselvesAreKnownByName() {
        #expect(TerminalCapabilities.drawnSymbols(["TERM": "xterm-kitty"]) == [.blockElements, .powerline])
        #expect(TerminalCapabilities.drawnSymbols(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]) == [.blockElements, .powerline])
        #expect(TerminalCapabilities.drawnSymbols(["TERM": "xterm-256color"]) == [], "xterm takes them from the font")
        #expect(TerminalCapabilities.drawnSymbols(["TERM": "alacritty"]) == .blockElements)
        #expect(TerminalCapabilities.drawnSymbols(["TERM": "foot"]) == .blockElements && TerminalCapabilities.drawsSextants(["TERM": "foot"]),
                "foot draws sextants, not the powerline curves")
        let tmux = ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux"]
        #expect(TerminalCapabilities.drawnSymbols(tmux, outerTerminal: "xterm-kitty") == [.blockElements, .powerline],
                "inside tmux the terminal outside draws them")
        #expect(TerminalCapabilities.drawnSymbols(tmux, outerTerminal: "st-256color") == [])
        #expect(TmuxClient(answer: "xterm-kitty RGB 10 0\n").clientTerminal == "xterm-kitty")
        #expect(!TerminalCapabilities.drawsSextants(["TERM": "st-256color"]))
    }
}
