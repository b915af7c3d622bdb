import Testing
import VitrineCore
@testable import VitrineTerminal

@Suite struct SentScreenTests {
    /// Codes as a terminal without colours would make them: text, attributes and width only.
    private struct MonochromeCoder: CellCoder {
        func code(_ cell: borrowing Cell, isWide: Bool) -> CellCode {
            CellCode(text: CellCode.textBits(of: cell.glyph), attributes: cell.style.attributes.rawValue, pair: 0, isWide: isWide)
        }
    }

    /// `screen.send` with a ``MonochromeCoder``.
    private func send(_ frame: Canvas, within area: Rect? = nil, to screen: inout SentScreen,
                      _ body: (Point, UnsafeBufferPointer<Cell>, UnsafeBufferPointer<CellCode>) -> Void = { _, _, _ in }) {
        var coder = MonochromeCoder()
        screen.send(frame, within: area, coder: &coder, body)
    }

    /// Each run sent for `frame`: its first point and its cells' text.
    private func runs(_ frame: Canvas, within area: Rect? = nil, after screen: inout SentScreen) -> [(Point, [String])] {
        var runs: [(Point, [String])] = []
        send(frame, within: area, to: &screen) { start, cells, _ in runs.append((start, cells.map(\.text))) }
        return runs
    }

    private func canvas(_ rows: String...) -> Canvas {
        var canvas = Canvas(size: Size(width: 6, height: rows.count))
        for (y, row) in rows.enumerated() { canvas.put(row, at: Point(x: 0, y: y), style: .plain) }
        return canvas
    }

    @Test func theFirstFrameIsSentWholeAndTheSameFrameAgainSendsNothing() {
        var screen = SentScreen()
        let frame = canvas("abcdef", "ghijkl")
        #expect(runs(frame, after: &screen).map(\.0) == [Point(x: 0, y: 0), Point(x: 0, y: 1)], "one run a row")
        #expect(runs(frame, after: &screen).isEmpty)
    }

    @Test func onlyCellsThatLookDifferentAreSentInRunsThatNeverJoinRows() {
        var screen = SentScreen()
        send(canvas("abcdef", "ghijkl"), to: &screen)
        var next = canvas("aXYdef", "ghijkZ")
        next.put("e", at: Point(x: 4, y: 0), style: Style(foreground: .indexed(1)))
        let sent = runs(next, after: &screen)
        #expect(sent.map(\.0) == [Point(x: 1, y: 0), Point(x: 5, y: 1)], "a colour this terminal does not show changes nothing")
        #expect(sent.map(\.1) == [["X", "Y"], ["Z"]])
        var bold = next
        bold.put("e", at: Point(x: 4, y: 0), style: Style(attributes: .bold))
        #expect(runs(bold, after: &screen).map(\.1) == [["e"]])
    }

    /// Runs of like cells are coded at once: every code sent is the coder's for that cell alone, whatever
    /// the run's length, where it ends (a wide grapheme, another style, the area's edge) and the area.
    @Test func runsOfLikeCellsAreSentWithTheCodeOfEachCellAlone() {
        var frame = Canvas(size: Size(width: 12, height: 4))
        frame.put("aaaa漢aaaab", at: Point(x: 0, y: 0), style: .plain)
        frame.put("  xx    漢", at: Point(x: 0, y: 1), style: .plain)
        frame.put("aaa", at: Point(x: 3, y: 1), style: Style(attributes: .bold))
        frame.put("漢漢aaaaaaa", at: Point(x: 0, y: 2), style: .plain)
        frame.put("aaaaaaaaaaaa", at: Point(x: 0, y: 3), style: .plain)
        frame.put("a", at: Point(x: 11, y: 3), style: Style(attributes: .underline))
        for area in [nil, Rect(x: 1, y: 0, width: 7, height: 4), Rect(x: 5, y: 1, width: 6, height: 3)] {
            // A screen of another character, so that every cell of the area is sent.
            var screen = SentScreen(), sent: [Point: CellCode] = [:]
            send(Canvas(size: frame.size, fill: Cell("#")), to: &screen)
            send(frame, within: area, to: &screen) { start, _, codes in
                for (offset, code) in codes.enumerated() { sent[Point(x: start.x + offset, y: start.y)] = code }
            }
            let coder = MonochromeCoder(), shown = area ?? frame.bounds
            #expect(sent.keys.allSatisfy { shown.inset(left: 0, right: -1).contains($0) }, "only the area and a continuation past it")
            for y in shown.y ..< shown.maxY {
                for x in shown.x ..< shown.maxX where frame[x, y].isContinuation == false {
                    let isWide = x + 1 < 12 && frame[x + 1, y].isContinuation
                    #expect(sent[Point(x: x, y: y)] == coder.code(frame[x, y], isWide: isWide), "(\(x), \(y)) in \(String(describing: area))")
                }
            }
        }
    }

    @Test func aWideGraphemeIsSentWithItsContinuationAndWhatLaterReplacesTheContinuationIsSent() {
        var screen = SentScreen()
        send(canvas("abcdef"), to: &screen)
        var wide = canvas("abcdef")
        wide.put("漢", at: Point(x: 2, y: 0), style: .plain)
        var codes: [CellCode] = []
        send(wide, to: &screen) { start, cells, runCodes in
            #expect(start == Point(x: 2, y: 0) && cells.map(\.text) == ["漢", ""])
            codes = Array(runCodes)
        }
        #expect(codes.first?.isWide == true && codes.last == .unsent)
        // "d" again where the continuation was: the terminal shows a blank there now, not the "d" sent before.
        #expect(runs(canvas("abcdef"), after: &screen).map(\.1) == [["c", "d"]])
    }

    @Test func aGraphemeOfSeveralScalarsIsAlwaysSent() {
        var screen = SentScreen()
        var frame = canvas("ab")
        frame.put("e\u{301}", at: Point(x: 3, y: 0), style: .plain)
        send(frame, to: &screen)
        #expect(runs(frame, after: &screen).map(\.1) == [["e\u{301}"]])
    }

    @Test func aNewSizeOrForgettingSendsTheWholeFrame() {
        var screen = SentScreen()
        let frame = canvas("abcdef")
        send(frame, to: &screen)
        screen.forget()
        #expect(runs(frame, after: &screen).map(\.1) == [["a", "b", "c", "d", "e", "f"]])
        var wider = Canvas(size: Size(width: 7, height: 1))
        wider.put("abcdef", at: .zero, style: .plain)
        #expect(runs(wider, after: &screen).map(\.1.count) == [7])
    }

    @Test func aCodeKeepsWhatItWasMadeWithAndDiffersWhenAnyPartDoes() {
        let code = CellCode(text: CellCode.textBits(of: Glyph("▀")), attributes: TextAttributes.bold.rawValue, pair: 65535, isWide: false)
        #expect(code.attributes == TextAttributes.bold.rawValue && code.pair == 65535 && !code.isWide && !code.alwaysSent)
        #expect(code.scalarValue == 0x2580, "▀")
        let variants = [
            CellCode(text: CellCode.textBits(of: Glyph("▄")), attributes: TextAttributes.bold.rawValue, pair: 65535, isWide: false),
            CellCode(text: CellCode.textBits(of: Glyph("▀")), attributes: 0, pair: 65535, isWide: false),
            CellCode(text: CellCode.textBits(of: Glyph("▀")), attributes: TextAttributes.bold.rawValue, pair: 65534, isWide: false),
            CellCode(text: CellCode.textBits(of: Glyph("▀")), attributes: TextAttributes.bold.rawValue, pair: 65535, isWide: true),
        ]
        #expect(variants.allSatisfy { $0 != code })
        let several = CellCode(text: CellCode.textBits(of: Glyph("👍🏽")), attributes: 0, pair: 0, isWide: true)
        #expect(several.alwaysSent && several.scalarValue == nil, "sent from its text, every time")
        #expect(CellCode.unsent.alwaysSent && CellCode.unsent.scalarValue == nil)
    }

    @Test func onlyTheAreaGivenIsLookedAtAndAWideGraphemeOnItsLastColumnTakesItsContinuation() {
        var screen = SentScreen()
        send(canvas("abcdef", "ghijkl"), to: &screen)
        var next = canvas("Xbcdef", "ghijkl")
        next.put("漢", at: Point(x: 2, y: 1), style: .plain)
        let area = Rect(x: 1, y: 0, width: 2, height: 2)
        #expect(runs(next, within: area, after: &screen).map(\.1) == [["漢", ""]], "the X outside the area is not looked at")
        #expect(runs(next, after: &screen).map(\.1) == [["X"]], "so it is still to send")
        var wider = Canvas(size: Size(width: 7, height: 2))
        wider.put("abcdef", at: .zero, style: .plain)
        #expect(runs(wider, within: area, after: &screen).count == 2, "a new size is sent whole, whatever the area")
    }
}
