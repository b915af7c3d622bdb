import Testing
import VitrineCore

@Suite struct ColorProfileTests {
    @Test(arguments: [
        (Color.rgb(255, 0, 0), Color.indexed(196)),
        (.rgb(128, 128, 128), .indexed(244)),
        (.rgb(0x10, 0x13, 0x18), .indexed(233)),
        (.rgb(255, 255, 255), .indexed(231)),
        (.rgb(0x2D, 0x3F, 0xC2), .indexed(26)),
        (.indexed(42), .indexed(42)),
    ])
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
        (8, [:], .ansi16),
        (0, [:], .monochrome),
        (256, ["NO_COLOR": "1"], .monochrome),
        (16_777_216, ["NO_COLOR": ""], .monochrome),
    ])
    func detectsTheProfileFromColorsAndNoColor(colors: Int, environment: [String: String], expected: ColorProfile) {
        #expect(ColorProfile.detect(colors: colors, environment: environment) == expected)
    }

    @Test func trueColorIsAnnouncedByColorterm() {
        #expect(ColorProfile.announcesTrueColor(["COLORTERM": "truecolor"]))
        #expect(ColorProfile.announcesTrueColor(["COLORTERM": "24bit"]))
        #expect(!ColorProfile.announcesTrueColor(["COLORTERM": "yes"]))
        #expect(!ColorProfile.announcesTrueColor([:]))
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
