import Testing
import VitrineCore

/// Bitmaps to cells: exact colours with half blocks, two colours a cell with quadrants and sextants,
/// transparency showing what lies beneath, ink in monochrome, and ASCII.
@Suite struct BlitterTests {
    let red = Color.rgb(200, 0, 0), blue = Color.rgb(0, 0, 200), page = Color.rgb(250, 250, 250)

    private func draw(_ bitmap: Bitmap, _ blitter: Blitter, monochrome: Bool = false) -> Canvas {
        var canvas = Canvas(size: Size(width: 4, height: 2), fill: Cell(" ", style: Style(background: page)))
        canvas.draw(bitmap, at: .zero, blitter: blitter, monochrome: monochrome)
        return canvas
    }

    /// Two colours of one RGB that the theme sends apart at 16 colours (an emblem's border with its own
    /// entry, its tile with another) stay two: each half keeps its own, where they were merged into one.
    @Test func colorsOfOneRGBWithTheirOwnPaletteEntriesStayApart() {
        let tile = Color.rgb(0, 0x36, 0x3A).withFallback(PaletteFallback(ansi16: 0))
        let border = Color.rgb(0, 0x36, 0x3A).withFallback(PaletteFallback(ansi16: 8))
        let canvas = draw(Bitmap(width: 1, height: 2, pixels: [tile, border])!, .halfBlock)
        #expect(canvas[0, 0] == Cell("▄", style: Style(foreground: border, background: tile)), "\(canvas[0, 0])")
    }

    @Test func halfBlocksKeepEveryPixelsColor() {
        let bitmap = Bitmap(width: 3, height: 2, pixels: [red, red, nil, blue, nil, nil])!
        let canvas = draw(bitmap, .halfBlock)
        #expect(canvas[0, 0] == Cell("▄", style: Style(foreground: blue, background: red)),
                "a top half is the bottom half in the other colour: fonts' ▀ often leaves a line at the cell's top")
        #expect(canvas[1, 0] == Cell("▄", style: Style(foreground: page, background: red)), "transparent shows the page")
        #expect(canvas[2, 0] == Cell(" ", style: Style(background: page)), "all transparent: untouched")
        let lower = draw(Bitmap(width: 1, height: 2, pixels: [nil, blue])!, .halfBlock)
        #expect(lower[0, 0] == Cell("▄", style: Style(foreground: blue, background: page)), "the shape is the ink, the page the paper")
        var onDefault = Canvas(size: Size(width: 1, height: 1))
        onDefault.draw(Bitmap(width: 1, height: 2, pixels: [red, nil])!, at: .zero, blitter: .halfBlock, monochrome: false)
        #expect(onDefault[0, 0] == Cell("▀", style: Style(foreground: red)), "the terminal's default colour can only be a background")
        let solid = draw(Bitmap(width: 1, height: 2, fill: blue), .halfBlock)
        #expect(solid[0, 0] == Cell(" ", style: Style(background: blue)))
    }

    @Test func eachBlitterShowsASampleOfItsGlyphs() {
        #expect(Blitter.halfBlock.sample == "▀▄█")
        #expect(Blitter.quadrant.sample == "▘▝▀▖▌▞▛▗▚▐▜▄▙▟█")
        #expect(Blitter.sextant.sample.unicodeScalars.count == 15
                && Blitter.sextant.sample.unicodeScalars.allSatisfy { (0x1FB00 ... 0x1FB3B).contains($0.value) }, "Unicode 13's sextants")
    }

    @Test func quadrantsPickTheTwoFarthestColors() {
        let nearRed = Color.rgb(210, 10, 10), nearBlue = Color.rgb(0, 0, 210)
        let cell = draw(Bitmap(width: 2, height: 2, pixels: [red, nearRed, blue, nearBlue])!, .quadrant)[0, 0]
        #expect(cell.text == "▀", "the reds on top, the blues below")
        #expect([red, nearRed].contains(cell.style.foreground) && [blue, nearBlue].contains(cell.style.background))
        let overPage = draw(Bitmap(width: 2, height: 2, pixels: [red, nil, nil, red])!, .quadrant)[0, 0]
        #expect(overPage == Cell("▚", style: Style(foreground: red, background: page)), "transparent pixels take the page")
    }

    @Test func sextantGlyphsFollowUnicodesOrder() {
        func glyph(_ pixels: [Bool]) -> String {
            draw(Bitmap(width: 2, height: 3, pixels: pixels.map { $0 ? red : nil })!, .sextant)[0, 0].text
        }
        #expect(glyph([true, false, false, false, false, false]) == "\u{1FB00}")
        #expect(glyph([true, false, true, false, true, false]) == "▌")
        #expect(glyph([false, true, false, true, false, true]) == "▐")
        #expect(glyph([false, true, true, true, true, true]) == "\u{1FB3B}")
        #expect(glyph([false, false, true, false, false, false]) == "\u{1FB03}", "BLOCK SEXTANT-3")
        #expect(glyph([true, true, false, false, false, false]) == "\u{1FB02}", "BLOCK SEXTANT-12")
    }

    @Test func monochromeDrawsInkWithoutColors() {
        let bitmap = Bitmap(width: 2, height: 2, pixels: [red, nil, blue, red])!
        let canvas = draw(bitmap, .halfBlock, monochrome: true)
        #expect(canvas[0, 0] == Cell("█"))
        #expect(canvas[1, 0] == Cell("▄"))
        let ascii = draw(bitmap, .ascii, monochrome: true)
        #expect(ascii[0, 0] == Cell(" ", style: Style(attributes: .reverse)))
        #expect(ascii[1, 0].text == ".")
    }

    @Test func asciiUsesOnlyAscii() {
        let bitmap = Bitmap(width: 3, height: 2, pixels: [red, nil, red, red, blue, nil])!
        let canvas = draw(bitmap, .ascii)
        #expect(canvas.lines.joined().unicodeScalars.allSatisfy { $0.isASCII })
        #expect(canvas[0, 0] == Cell(" ", style: Style(background: red)))
        #expect(canvas[2, 0] == Cell("'", style: Style(foreground: red, background: page)))
    }

    @Test func drawingIsClippedAndNeverTraps() {
        var canvas = Canvas(size: Size(width: 3, height: 2))
        canvas.draw(Bitmap(width: 10, height: 10, fill: red), at: Point(x: -2, y: -2), blitter: .sextant, monochrome: false,
                    clip: Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(canvas[1, 0].style.background == red)
        #expect(canvas[0, 0] == .blank && canvas[2, 0] == .blank && canvas[1, 1] == .blank)
    }

    @Test func eachBlitterHasItsPixelShape() {
        #expect(Blitter.halfBlock.pixelAspect == 1)
        #expect(Blitter.quadrant.pixelAspect == 0.5)
        #expect(Blitter.sextant.pixelAspect == 0.75)
        #expect(Blitter.sextant.pixelSize(ofCells: Size(width: 10, height: 5)) == Size(width: 20, height: 15))
        #expect(Blitter.resolved(.sextant, glyphs: .ascii) == .ascii)
        #expect([Blitter.halfBlock.next, Blitter.quadrant.next, Blitter.sextant.next] == [.quadrant, .sextant, .halfBlock])
    }
}
