import Glibc
import Testing
import VitrineCore

/// WCAG 2 contrast, measured on the cells as sent.
@Suite struct ContrastTests {
    @Test func ratiosFollowWCAG2() {
        #expect(Color.rgb(0, 0, 0).contrastRatio(with: .rgb(255, 255, 255)) == 21)
        #expect(Color.rgb(9, 9, 9).contrastRatio(with: .rgb(9, 9, 9)) == 1)
        #expect(abs(Color(hex: "#767676")!.contrastRatio(with: .rgb(255, 255, 255))! - 4.54) < 0.01, "the AA grey on white")
        #expect(Color.terminalDefault.contrastRatio(with: .rgb(0, 0, 0)) == nil, "the terminal's default is unknown")
    }

    /// Luminance comes from the sRGB table (threshold 0.04045) shared with Oklab: for every 8-bit value
    /// it is WCAG 2's own formula (threshold 0.03928).
    @Test func luminanceIsWCAG2sFormulaForEveryChannelValue() {
        for value in 0 ... 255 {
            let c = Double(value) / 255
            let wcag = c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            let grey = UInt8(value)
            #expect(abs(Color.rgb(grey, grey, grey).relativeLuminance! - wcag) < 1e-12, "\(value)")
        }
    }

    @Test func glyphsAreTextAndBlocksAndShapesAreGraphicsAsSentAtTheProfile() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        let ink = Style(foreground: .rgb(0x77, 0x77, 0x77), background: .rgb(0xFF, 0xFF, 0xFF))
        canvas.put("Ab", at: .zero, style: ink)
        canvas.put("▀◖\u{E0B4}", at: Point(x: 2, y: 0), style: ink)
        canvas.put(" ", at: Point(x: 5, y: 0), style: ink)
        let pairs = ContrastPair.pairs(in: canvas, profile: .trueColor)
        #expect(pairs == [ContrastPair(kind: .text, foreground: ink.foreground, background: ink.background): 2,
                          ContrastPair(kind: .graphic, foreground: ink.foreground, background: ink.background): 3],
                "a space shows no pair")
        let sent = ContrastPair.pairs(in: canvas, profile: .ansi256).keys.first!
        #expect(sent.foreground == .indexed(243) && sent.background == .indexed(231), "colours as the profile sends them")
        #expect(ContrastPair.pairs(in: canvas, profile: .monochrome).isEmpty)
    }

    static let page = Color.rgb(0xFF, 0xFF, 0xFF), tint = Color.rgb(0xE6, 0xEB, 0xFF), dot = Color.rgb(0x1E, 0x7B, 0x34)

    @Test func declaredRolesDecideTheKindAndADecorativeEdgeNeverGates() {
        var canvas = Canvas(size: Size(width: 6, height: 1), fill: Cell(" ", style: Style(background: Self.page)))
        canvas.put("▄▄", at: .zero, style: Style(foreground: Self.tint, background: Self.page))
        canvas.put("AB", at: Point(x: 2, y: 0), style: Style(foreground: Self.dot, background: Self.tint))
        canvas.put("▀▀", at: Point(x: 4, y: 0), style: Style(foreground: Self.tint, background: Self.page))
        let surface = CellRole.Mark(.decorative, Rect(x: 0, y: 0, width: 4, height: 1))
        let pairs = ContrastPair.pairs(in: canvas, profile: .trueColor, roles: [surface])
        #expect(pairs[ContrastPair(kind: .decorative, foreground: Self.tint, background: Self.page)] == 2)
        #expect(pairs[ContrastPair(kind: .graphic, foreground: Self.tint, background: Self.page)] == 2, "unmarked blocks stay graphics")
        #expect(pairs[ContrastPair(kind: .text, foreground: Self.dot, background: Self.tint)] == 2, "text on a surface stays text")
        #expect(!ContrastPair.Kind.decorative.isGated && ContrastPair.Kind.graphic.isGated)
        let logo = ContrastPair.pairs(in: canvas, profile: .trueColor, roles: [CellRole.Mark(.logotype, canvas.bounds)])
        #expect(Set(logo.keys.map(\.kind)) == [.logotype])
        #expect(ContrastPair.pairs(in: canvas, profile: .trueColor, roles: [CellRole.Mark(.picture, canvas.bounds)]).isEmpty)
    }

    /// Cells no mark holds repeat their left neighbour's pair without a look-up: each still counts at its own
    /// point, a mark in the middle of a row still decides its cells, and a wide grapheme counts once.
    @Test func everyCellOfARunCountsAndAMarkInsideTheRunDecidesItsOwn() {
        var canvas = Canvas(size: Size(width: 9, height: 2), fill: Cell(" ", style: Style(background: Self.page)))
        let ink = Style(foreground: Self.dot, background: Self.page)
        canvas.put("xxxxxxx", at: .zero, style: ink)
        canvas.put("界", at: Point(x: 7, y: 0), style: ink)
        canvas.put("xx", at: Point(x: 0, y: 1), style: Style(background: Self.page))
        let logo = CellRole.Mark(.logotype, Rect(x: 3, y: 0, width: 2, height: 1))
        let cells = ContrastPair.cellPairs(in: canvas, profile: .trueColor, roles: [logo])
        let text = ContrastPair(kind: .text, foreground: Self.dot, background: Self.page)
        let logotype = ContrastPair(kind: .logotype, foreground: Self.dot, background: Self.page)
        #expect(cells == [Point(x: 0, y: 0): text, Point(x: 1, y: 0): text, Point(x: 2, y: 0): text, Point(x: 3, y: 0): logotype,
                          Point(x: 4, y: 0): logotype, Point(x: 5, y: 0): text, Point(x: 6, y: 0): text, Point(x: 7, y: 0): text],
                "text in the terminal's default colour shows no pair")
        #expect(ContrastPair.pairs(in: canvas, profile: .trueColor, roles: [logo]) == [text: 6, logotype: 2])
    }

    /// A block and its reverse are one pair, kept with the surface as its background: the colour more edge
    /// cells show behind them, and on a tie the colour more cells are filled with.
    @Test func aBlockAndItsReverseAreOnePairOnTheSurface() {
        let (page, dot) = (Cell(" ", style: Style(background: Self.page)), Cell(" ", style: Style(background: Self.dot)))
        let up = Style(foreground: Self.dot, background: Self.page), down = Style(foreground: Self.page, background: Self.dot)
        var framed = Canvas(size: Size(width: 5, height: 3), fill: page)
        framed.put("▀", at: Point(x: 1, y: 1), style: up)
        framed.put("▄", at: Point(x: 2, y: 1), style: down)
        #expect(ContrastPair.pairs(in: framed, profile: .trueColor) == [ContrastPair(kind: .graphic, foreground: Self.dot, background: Self.page): 2])
        var tied = Canvas(size: Size(width: 4, height: 3), fill: dot)
        tied.put("    ", at: .zero, style: Style(background: Self.page))
        tied.put("▀▄", at: Point(x: 1, y: 1), style: up)
        tied.put("▄", at: Point(x: 2, y: 1), style: down)
        tied.put("x", at: Point(x: 3, y: 2), style: up)
        #expect(ContrastPair.pairs(in: tied, profile: .trueColor) == [ContrastPair(kind: .graphic, foreground: Self.page, background: Self.dot): 2,
                                                                      ContrastPair(kind: .text, foreground: Self.dot, background: Self.page): 1],
                "five edge cells each, but five cells filled with the dot against four with the page")
    }

    @Test func aGraphicMarkHoldsOnlyCellsInItsColourAndLaterMarksWin() {
        var canvas = Canvas(size: Size(width: 4, height: 1), fill: Cell(" ", style: Style(background: Self.page)))
        canvas.put("▄", at: .zero, style: Style(foreground: Self.tint, background: Self.page))
        canvas.put("▄", at: Point(x: 1, y: 0), style: Style(foreground: Self.dot, background: Self.tint))
        let marks = [CellRole.Mark(.decorative, canvas.bounds), CellRole.Mark(.graphic(Self.dot), canvas.bounds)]
        let pairs = ContrastPair.pairs(in: canvas, profile: .trueColor, roles: marks)
        #expect(pairs == [ContrastPair(kind: .decorative, foreground: Self.tint, background: Self.page): 1,
                          ContrastPair(kind: .graphic, foreground: Self.dot, background: Self.tint): 1])
    }

    @Test func aGraphicsFillCountsAgainstTheFillsBesideIt() {
        var canvas = Canvas(size: Size(width: 3, height: 1), fill: Cell(" ", style: Style(background: Self.page)))
        canvas.put(" ", at: Point(x: 1, y: 0), style: Style(background: Self.dot))
        let pairs = ContrastPair.pairs(in: canvas, profile: .trueColor, roles: [CellRole.Mark(.graphic(Self.dot), canvas.bounds)])
        #expect(pairs == [ContrastPair(kind: .graphic, foreground: Self.dot, background: Self.page): 2], "a full-cell bar against the page")
    }

    @Test func aMeaningfulGraphicNobodyCanSeeIsInvisible() {
        // A status dot drawn in the page's own colour: the blitter leaves nothing but page-coloured fills.
        let canvas = Canvas(size: Size(width: 3, height: 2), fill: Cell(" ", style: Style(background: Self.page)))
        let pairs = ContrastPair.pairs(in: canvas, profile: .trueColor, roles: [CellRole.Mark(.graphic(Self.page), canvas.bounds)])
        #expect(pairs == [ContrastPair(kind: .graphic, foreground: Self.page, background: Self.page): 1])
        #expect(pairs.keys.first!.isInvisible && pairs.keys.first!.ratio == 1)
        let merged = ContrastPair.pairs(in: canvas, profile: .ansi16, roles: [CellRole.Mark(.graphic(.rgb(0xF8, 0xF8, 0xF8)), canvas.bounds)])
        #expect(merged.keys.first?.isInvisible == true, "a near-white dot on white is one colour at 16 colours")
        var drawn = canvas
        drawn.put("▀", at: .zero, style: Style(foreground: Self.page, background: Self.page))
        #expect(ContrastPair.pairs(in: drawn, profile: .trueColor).isEmpty, "an unmarked block in one colour is a fill")
    }

    @Test func aSimulatedColourBlindEyeKeepsWhiteAndBlackAndMergesRedAndGreen() {
        let (red, green) = (Color(hex: "#d32f2f")!, Color(hex: "#388e3c")!)
        for vision in ColorVision.allCases {
            #expect(vision.simulate(.rgb(255, 255, 255)).perceptualDistance(to: .rgb(255, 255, 255))! < 0.01, "\(vision)")
            #expect(vision.simulate(.rgb(0, 0, 0)) == .rgb(0, 0, 0))
            #expect(vision.simulate(.terminalDefault) == .terminalDefault)
        }
        let seen = red.perceptualDistance(to: green)!
        for vision in [ColorVision.protan, .deutan] {
            let simulated = vision.simulate(red).perceptualDistance(to: vision.simulate(green))!
            #expect(simulated < seen / 2, "\(vision): \(simulated) against \(seen)")
        }
        #expect(ColorVision.tritan.simulate(red).perceptualDistance(to: ColorVision.tritan.simulate(green))! > seen / 2,
                "a tritan eye still tells red from green")
        #expect(Color.rgb(0xD3, 0x2F, 0x2F).isChromatic && !Color.indexed(8).isChromatic && !Color.terminalDefault.isChromatic)
    }

    /// What a person could take one for the other among a few told apart: xterm's magenta and bright
    /// magenta, white and light grey; not two greys far apart in lightness, a grey and a hue, or a design
    /// system's pastel category tiles (0.02 apart in Oklab, but each its own hue).
    @Test func colorsHardToTellApart() {
        let (magenta, brightMagenta, lightGrey, darkGrey, white) = (Color.indexed(5), Color.indexed(13), Color.indexed(7), Color.indexed(8), Color.indexed(15))
        #expect(magenta.isHardToTellApart(from: brightMagenta) && white.isHardToTellApart(from: lightGrey) && magenta.isHardToTellApart(from: magenta))
        #expect(!darkGrey.isHardToTellApart(from: lightGrey) && !magenta.isHardToTellApart(from: white) && !darkGrey.isHardToTellApart(from: magenta))
        #expect(!Color.rgb(0xFF, 0xE3, 0xE1).isHardToTellApart(from: .rgb(0xFE, 0xE6, 0xD5)), "blush and peach tiles: two hues")
        #expect(!Color.rgb(0xED, 0xEF, 0xF2).isHardToTellApart(from: .rgb(0xFF, 0xE3, 0xE1)), "a grey and a tint")
        #expect(!Color.terminalDefault.isHardToTellApart(from: white) && Color.terminalDefault.isHardToTellApart(from: .terminalDefault))
    }
}
