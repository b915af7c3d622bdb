import Testing
@testable import VitrineCore

@Suite struct CanvasTests {
    @Test func anotherCanvasIsCopiedCellForCellAndAWideGlyphTheEdgeCutsBecomesASpace() {
        var half = Canvas(size: Size(width: 4, height: 2))
        half.put("a漢b", at: .zero, style: Style(foreground: .rgb(1, 2, 3)))
        half.put("xy", at: Point(x: 0, y: 1), style: Style())
        var target = Canvas(size: Size(width: 6, height: 3))
        target.put("漢字漢", at: Point(x: 0, y: 0), style: Style())
        target.draw(half, in: Rect(x: 1, y: 0, width: 3, height: 2))
        #expect(target.lines == [" a漢漢", " xy   ", "      "],
                "the copy writes over half of 漢 on its left, which becomes a space, and all of 字; b falls outside")
        var cut = Canvas(size: Size(width: 3, height: 1))
        cut.draw(half, in: Rect(x: 0, y: 0, width: 2, height: 1))
        #expect(cut.lines == ["a  "] && cut[1, 0].style == Style(foreground: .rgb(1, 2, 3)), "漢 cut by the area's edge: a space in its style")
        var shifted = Canvas(size: Size(width: 3, height: 1))
        shifted.draw(half, in: Rect(x: -2, y: 0, width: 4, height: 1))
        #expect(shifted.lines == [" b "], "漢 cut by the canvas's left edge: its right half a space")
    }

    @Test func writesOutsideTheCanvasAreIgnoredNotTrapped() {
        var canvas = Canvas(size: Size(width: 4, height: 2))
        canvas.put("x", at: Point(x: -1, y: 0), style: .plain)
        canvas.put("x", at: Point(x: 4, y: 1), style: .plain)
        canvas.put("x", at: Point(x: 0, y: 2), style: .plain)
        canvas.put("hello", at: Point(x: -2, y: 0), style: .plain)
        canvas.put("far", at: Point(x: 100, y: -100), style: .plain)
        canvas.fill(Rect(x: -5, y: -5, width: 3, height: 3), with: Cell("#"))
        #expect(canvas.lines == ["llo ", "    "])
        #expect(canvas[9, 9] == .blank)
    }

    @Test func negativeAndZeroSizesGiveAnEmptyCanvas() {
        var canvas = Canvas(size: Size(width: -3, height: 5))
        canvas.put("x", at: .zero, style: .plain)
        #expect(canvas.size == Size(width: 0, height: 5))
        #expect(canvas.lines == ["", "", "", "", ""])
    }

    @Test func wideGraphemesTakeTwoCellsAndAreNeverCutInHalf() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        let advance = canvas.put("漢字x", at: .zero, style: .plain)
        #expect(advance == 5)
        #expect(canvas[1, 0].isContinuation)
        #expect(canvas.lines == ["漢字x"])

        var clipped = Canvas(size: Size(width: 3, height: 1))
        clipped.put("a漢", at: Point(x: 1, y: 0), style: .plain)
        #expect(clipped.lines == [" a "], "a wide grapheme cut by the right edge becomes a space")
    }

    @Test func overwritingHalfAWideGraphemeBlanksTheOtherHalf() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.put("漢字", at: .zero, style: .plain)
        canvas.put("x", at: Point(x: 1, y: 0), style: .plain)
        #expect(canvas.lines == [" x字"])
        canvas.put("y", at: Point(x: 2, y: 0), style: .plain)
        #expect(canvas.lines == [" xy "])
    }

    @Test func clipRectangleLimitsWrites() {
        var canvas = Canvas(size: Size(width: 6, height: 2))
        canvas.put("abcdef", at: Point(x: 0, y: 0), style: .plain, clip: Rect(x: 1, y: 0, width: 3, height: 1))
        canvas.put("zz", at: Point(x: 0, y: 1), style: .plain, clip: Rect(x: 1, y: 0, width: 3, height: 1))
        #expect(canvas.lines == [" bcd  ", "      "])
    }

    @Test func controlCharactersAndEscapesNeverReachACell() {
        var canvas = Canvas(size: Size(width: 10, height: 1))
        canvas.put("a\u{1B}[31mb\u{7}c", at: .zero, style: .plain)
        #expect(canvas.lines == ["abc       "])
    }

    @Test func changesListOnlyDifferingCells() {
        var before = Canvas(size: Size(width: 5, height: 2))
        before.put("hello", at: .zero, style: .plain)
        var after = before
        after.put("J", at: Point(x: 0, y: 0), style: .plain)
        after.put("!", at: Point(x: 4, y: 1), style: Style(attributes: .bold))
        #expect(after.changes(since: before).map(\.point) == [Point(x: 0, y: 0), Point(x: 4, y: 1)])
        #expect(after.changes(since: after).isEmpty)
        #expect(after.changes(since: nil).count == 10)
        #expect(after.changes(since: Canvas(size: Size(width: 4, height: 2))).count == 10, "a new size repaints everything")
    }

    /// Two cells look alike when a person sees the same: a space's foreground and its bold, dim or italic show
    /// nowhere, its background, underline and reverse do; a half block and its swapped twin are one.
    @Test func cellsLookAlikeWhenAPersonSeesTheSame() {
        let (red, blue, green) = (Color.rgb(255, 0, 0), Color.rgb(0, 0, 255), Color.rgb(0, 255, 0))
        #expect(Cell(" ", style: Style(foreground: red, background: blue)).looksLike(Cell(" ", style: Style(foreground: green, background: blue, attributes: .bold))))
        #expect(!Cell(" ", style: Style(foreground: red, background: blue)).looksLike(Cell(" ", style: Style(foreground: red, background: green))))
        #expect(!Cell(" ", style: Style(foreground: red, background: blue, attributes: .underline)).looksLike(Cell(" ", style: Style(foreground: green, background: blue, attributes: .underline))),
                "an underline shows the foreground")
        #expect(!Cell(" ", style: Style(foreground: red, background: blue, attributes: .reverse)).looksLike(Cell(" ", style: Style(foreground: green, background: blue, attributes: .reverse))),
                "reverse shows it as the background")
        #expect(!Cell("x", style: Style(foreground: red, background: blue)).looksLike(Cell("x", style: Style(foreground: green, background: blue))))
        #expect(Cell("▀", style: Style(foreground: red, background: blue)).looksLike(Cell("▄", style: Style(foreground: blue, background: red))))
    }

    /// Text whose scalars each stand alone is put a cell a scalar (two for a wide one, none for a soft
    /// hyphen) without grapheme breaking: the same cells the grapheme path puts, an edge cutting a wide one
    /// leaving a space.
    @Test func scalarsStandingAlonePutTheCellsTheirGraphemesWould() {
        let text = "a·│→◽b\u{AD}c"
        var fast = Canvas(size: Size(width: 12, height: 2)), slow = fast
        #expect(fast.put(text, at: .zero, style: .plain) == 8)
        #expect(slow.put(text + "e\u{301}", at: .zero, style: .plain) == 9, "a combining mark sends it all to the graphemes")
        #expect((0 ..< 8).map { fast[$0, 0] } == (0 ..< 8).map { slow[$0, 0] })
        #expect((0 ..< 7).map { fast[$0, 0].text } == ["a", "·", "│", "→", "◽", "", "b"] && fast[7, 0].text == "c")
        fast.put("◽x", at: Point(x: 0, y: 1), style: .plain, clip: Rect(x: 1, y: 1, width: 5, height: 1))
        #expect(fast[0, 1] == .blank && fast[1, 1].text == " " && fast[2, 1].text == "x")
    }

    @Test func trimmedLinesDropOnlyTrailingSpaces() {
        var canvas = Canvas(size: Size(width: 6, height: 2))
        canvas.put(" a b", at: .zero, style: .plain)
        #expect(canvas.trimmedLines == [" a b", ""])
    }

    @Test func changesReportAWideGraphemeOnceWithoutItsContinuation() {
        let before = Canvas(size: Size(width: 3, height: 1))
        var after = before
        after.put("漢", at: .zero, style: .plain)
        #expect(after.changes(since: before).map(\.point) == [Point(x: 0, y: 0)])
    }

    /// Each colour is mapped, a cell styled like its neighbour included; attributes and text are kept.
    @Test func mappingColoursMapsBothColoursOfEveryCellAndKeepsTheRest() {
        let (red, blue) = (Color.rgb(200, 0, 0), Color.rgb(0, 0, 200))
        var canvas = Canvas(size: Size(width: 4, height: 2), fill: Cell(" ", style: Style(background: red)))
        canvas.put("ab", at: Point(x: 1, y: 0), style: Style(foreground: blue, background: red, attributes: .bold))
        canvas.put("c", at: Point(x: 3, y: 1), style: Style(foreground: red, background: blue))
        let mapped = canvas.mappingColors { $0 == red ? .rgb(1, 1, 1) : $0 == blue ? .rgb(2, 2, 2) : $0 }
        for y in 0 ..< 2 {
            for x in 0 ..< 4 {
                let (before, after) = (canvas[x, y], mapped[x, y])
                #expect(after.glyph == before.glyph && after.style.attributes == before.style.attributes)
                #expect(after.style.foreground == (before.style.foreground == red ? .rgb(1, 1, 1) : before.style.foreground == blue ? .rgb(2, 2, 2) : before.style.foreground))
                #expect(after.style.background == (before.style.background == red ? .rgb(1, 1, 1) : .rgb(2, 2, 2)), "\(x), \(y)")
            }
        }
    }
}
