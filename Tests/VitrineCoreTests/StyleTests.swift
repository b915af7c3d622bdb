import Testing
@testable import VitrineCore

@Suite struct StyleTests {
    static let colors: [Color] = [
        .terminalDefault, .indexed(0), .indexed(255), .rgb(0, 0, 0), .rgb(255, 128, 1),
        .authored(255, 128, 1, PaletteFallback()), .authored(255, 128, 1, PaletteFallback(ansi256: 0)),
        .authored(255, 128, 1, PaletteFallback(ansi16: 0)), .authored(255, 128, 1, PaletteFallback(ansi256: 255, ansi16: 15)),
        .authored(255, 128, 1, PaletteFallback(ansi8: 0)), .authored(255, 128, 1, PaletteFallback(ansi256: 255, ansi16: 15, ansi8: 7)),
        .authored(1, 2, 3, PaletteFallback(ansi16: 8, ansi8: 4)),
    ]

    @Test func everyColourComesBackAsItWentIn() {
        for color in Self.colors {
            #expect(Color(packed: color.packed) == color)
            let style = Style(foreground: color, background: color, attributes: [.bold, .reverse])
            #expect(style.foreground == color && style.background == color && style.attributes == [.bold, .reverse])
        }
    }

    /// Both colours and every combination of attributes side by side, each part read back whole: the
    /// background is split across the style's two words. A cell is then 16 bytes.
    @Test func aStyleKeepsBothColoursAndAnyAttributesInTwelveBytes() {
        for foreground in Self.colors {
            for background in Self.colors {
                for raw in [0, 1, 0x80, 0xFF] as [UInt8] {
                    let style = Style(foreground: foreground, background: background, attributes: TextAttributes(rawValue: raw))
                    #expect(style.foreground == foreground && style.background == background && style.attributes.rawValue == raw)
                }
            }
        }
        #expect(MemoryLayout<Style>.size == 12)
        #expect(MemoryLayout<Cell>.stride == 16)
    }

    @Test func stylesAreEqualExactlyWhenTheirColoursAndAttributesAre() {
        for (i, a) in Self.colors.enumerated() {
            for (j, b) in Self.colors.enumerated() {
                #expect((Style(foreground: a) == Style(foreground: b)) == (i == j))
                #expect((Style(background: a) == Style(background: b)) == (i == j))
            }
        }
        #expect(Style(attributes: .bold) != Style(attributes: .dim))
    }

    @Test func settingOnePartLeavesTheOthers() {
        var style = Style(foreground: .rgb(1, 2, 3), background: .indexed(4), attributes: .underline)
        style.attributes.formUnion(.bold)
        style.foreground = .authored(9, 9, 9, PaletteFallback(ansi256: 200, ansi16: 3))
        #expect(style == Style(foreground: .authored(9, 9, 9, PaletteFallback(ansi256: 200, ansi16: 3)),
                               background: .indexed(4), attributes: [.underline, .bold]))
        style.attributes = []
        #expect(style.foreground == .authored(9, 9, 9, PaletteFallback(ansi256: 200, ansi16: 3)))
    }

    @Test func aConverterGivesEachStyleItsOwnConversionWhateverCameBefore() {
        for profile in [ColorProfile.ansi256, .ansi16] {
            var converter = StyleConverter(profile: profile)
            let styles = Self.colors.flatMap { color in
                [Style(foreground: color), Style(foreground: color), Style(background: color, attributes: .bold)]
            }
            for style in styles + styles.reversed() {
                let expected = Style(foreground: profile.convert(style.foreground), background: profile.convert(style.background),
                                     attributes: style.attributes)
                #expect(converter.convert(style) == expected, "\(style) at \(profile)")
            }
        }
    }

    /// What ``StyleLayer/describe(_:)`` writes reads back as the same cells: wide graphemes, attributes,
    /// palette and default colours; anything else is not a description.
    @Test func aStyleLayerReadsBackAsTheSameCanvas() throws {
        var canvas = Canvas(size: Size(width: 9, height: 2))
        _ = canvas.put("a漢b", at: Point(x: 0, y: 0), style: Style(foreground: .rgb(1, 2, 3), background: .indexed(25), attributes: [.bold, .underline]))
        _ = canvas.put("😀", at: Point(x: 5, y: 1), style: Style(foreground: .indexed(9)))
        let text = StyleLayer.describe(canvas)
        let read = try #require(StyleLayer.canvas(from: text))
        #expect(read.size == canvas.size)
        #expect(StyleLayer.describe(read) == text)
        #expect(read[1, 0] == canvas[1, 0] && read[2, 0].isContinuation)
        #expect(StyleLayer.canvas(from: "ab\n--\nab\n--\na: fg=#zzzzzz bg=default") == nil, "a colour that is not one")
        #expect(StyleLayer.canvas(from: "ab\n--\nab") == nil, "no legend")
    }
}
