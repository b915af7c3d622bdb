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

    @Test func glyphsAreTextAndBlocksAndShapesAreGraphicsAsSentAtTheProfile() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        let ink = Style(foreground: .rgb(0x77, 0x77, 0x77), background: .rgb(0xFF, 0xFF, 0xFF))
        canvas.put("Ab", at: .zero, style: ink)
        canvas.put("▀◖", at: Point(x: 2, y: 0), style: ink)
        canvas.put(" ", at: Point(x: 4, y: 0), style: ink)
        let pairs = ContrastPair.pairs(in: canvas, profile: .trueColor)
        #expect(pairs == [ContrastPair(kind: .text, foreground: ink.foreground, background: ink.background): 2,
                          ContrastPair(kind: .graphic, foreground: ink.foreground, background: ink.background): 2],
                "a space shows no pair")
        let sent = ContrastPair.pairs(in: canvas, profile: .ansi256).keys.first!
        #expect(sent.foreground == .indexed(243) && sent.background == .indexed(231), "colours as the profile sends them")
        #expect(ContrastPair.pairs(in: canvas, profile: .monochrome).isEmpty)
    }
}
