import Testing
import VitrineCore

@Suite struct ColorProfileTests {
    @Test(arguments: [
        (Color.rgb(255, 0, 0), Color.indexed(196)),
        (.rgb(128, 128, 128), .indexed(244)),
        (.rgb(0x10, 0x13, 0x18), .indexed(233)),
        (.rgb(255, 255, 255), .indexed(231)),
        (.rgb(0x2D, 0x3F, 0xC2), .indexed(20)),
        (.rgb(0xE6, 0xEB, 0xFF), .indexed(189)),
        (.rgb(0xED, 0xEF, 0xF2), .indexed(255)),
        (.rgb(0x0F, 0x33, 0x20), .indexed(22)),
        (.indexed(42), .indexed(42)),
    ])
    /// A pale lavender stays lavender (not grey 255), a near-grey stays grey, a dark green stays green.
    func convertsTo256ByPerceptualDistance(color: Color, expected: Color) {
        #expect(ColorProfile.ansi256.convert(color) == expected)
    }

    @Test(arguments: [
        (Color.rgb(255, 0, 0), Color.indexed(9)),
        (.rgb(127, 127, 127), .indexed(8)),
        (.rgb(0x0B, 0x4F, 0xA8), .indexed(4)),
        (.rgb(0xFD, 0xE3, 0xE3), .indexed(7)),
        (.indexed(196), .indexed(9)),
        (.indexed(3), .indexed(3)),
    ])
    func convertsTo16ByPerceptualDistance(color: Color, expected: Color) {
        #expect(ColorProfile.ansi16.convert(color) == expected)
    }

    @Test func monochromeDropsColorAndTrueColorKeepsIt() {
        #expect(ColorProfile.monochrome.convert(.rgb(1, 2, 3)) == .terminalDefault)
        #expect(ColorProfile.trueColor.convert(.rgb(1, 2, 3)) == .rgb(1, 2, 3))
        #expect(ColorProfile.ansi256.convert(.terminalDefault) == .terminalDefault)
    }

    @Test func stylesKeepAttributesWhenConverted() {
        let style = Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 0), attributes: [.bold, .reverse])
        var converter = StyleConverter(profile: .monochrome)
        #expect(converter.convert(style) == Style(attributes: [.bold, .reverse]))
    }

    @Test(arguments: [
        (16_777_216, [String: String](), ColorProfile.trueColor),
        (256, [:], .ansi256),
        (16, [:], .ansi16),
        (88, [:], .ansi16),
        (8, [:], .ansi8),
        (0, [:], .monochrome),
        (256, ["NO_COLOR": "1"], .monochrome),
        (16_777_216, ["NO_COLOR": ""], .monochrome),
    ])
    func detectsTheProfileFromColorsAndNoColor(colors: Int, environment: [String: String], expected: ColorProfile) {
        #expect(ColorProfile.detect(colors: colors, environment: environment) == expected)
    }

    /// An 8-colour terminfo entry cannot express colours 8–15 (`setab 8` is `ESC[48m`): nothing converted
    /// for it is past 7, whatever the colour, and each bright colour keeps its hue.
    @Test func atEightColoursNothingIsSentPastSeven() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0 ..< 2000 {
            let (r, g, b) = (UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator))
            for color in [Color.rgb(r, g, b), .indexed(r), .authored(r, g, b, PaletteFallback(ansi256: g, ansi16: b % 16))] {
                guard case let .indexed(index) = ColorProfile.ansi8.convert(color) else { Issue.record("\(color) is not a palette entry"); continue }
                #expect(index < 8, "\(color) → \(index)")
            }
        }
        for bright in UInt8(9) ..< 16 { #expect(ColorProfile.ansi8.convert(.indexed(bright)) == .indexed(bright - 8)) }
        #expect(ColorProfile.ansi8.convert(.rgb(0x80, 0x80, 0x80)) == .indexed(0) || ColorProfile.ansi8.convert(.rgb(0x80, 0x80, 0x80)) == .indexed(7),
                "a mid grey is black or white, not the red or blue plain distance finds")
        #expect(ColorProfile.ansi8.convert(.rgb(0xA3, 0x16, 0x1A)) == .indexed(1))
        #expect(ColorProfile.ansi16.fewerColors == .ansi8 && ColorProfile.ansi8.fewerColors == .monochrome)
    }

    @Test func trueColorIsAnnouncedByColorterm() {
        #expect(ColorProfile.announcesTrueColor(["COLORTERM": "truecolor"]))
        #expect(ColorProfile.announcesTrueColor(["COLORTERM": "24bit"]))
        #expect(!ColorProfile.announcesTrueColor(["COLORTERM": "yes"]))
        #expect(!ColorProfile.announcesTrueColor([:]))
        #expect(!ColorProfile.announcesTrueColor(["COLORTERM": "truecolor", "NO_COLOR": ""]), "NO_COLOR wins")
    }

    @Test func parsesHexColors() {
        #expect(Color(hex: "#fff") == .rgb(255, 255, 255))
        #expect(Color(hex: "#2D3FC2") == .rgb(0x2D, 0x3F, 0xC2))
        #expect(Color(hex: "#2D3FC280") == .rgb(0x2D, 0x3F, 0xC2))
        #expect(Color(hex: "2D3FC2") == nil)
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "#zzzzzz") == nil)
        #expect(Color.rgb(0x0A, 0xBC, 0x01).description == "#0abc01")
    }
}

@Suite struct AuthoredColorTests {
    @Test func anAuthoredColourIsItsRGBWithTheChosenEntriesAtFewerColours() {
        let color = Color.rgb(0xE6, 0xEB, 0xFF).withFallback(PaletteFallback(ansi256: 189, ansi16: 12))
        #expect(ColorProfile.trueColor.convert(color) == .rgb(0xE6, 0xEB, 0xFF))
        #expect(ColorProfile.ansi256.convert(color) == .indexed(189))
        #expect(ColorProfile.ansi16.convert(color) == .indexed(12))
        #expect(color.contrastRatio(with: .rgb(0xE6, 0xEB, 0xFF)) == 1, "contrast is measured on the colour itself")
        let only16 = Color.rgb(0xE6, 0xEB, 0xFF).withFallback(PaletteFallback(ansi16: 4))
        #expect(ColorProfile.ansi256.convert(only16) == ColorProfile.ansi256.convert(.rgb(0xE6, 0xEB, 0xFF)))
        #expect(Color.indexed(3).withFallback(PaletteFallback(ansi16: 4)) == .indexed(3), "a palette colour needs no fallback")
        #expect(Color.rgb(1, 2, 3).withFallback(PaletteFallback()) == .rgb(1, 2, 3))
    }
}
