import Testing
import VitrineComponents
import VitrineCore
import VitrineThemes
import VitrineTestSupport

@Suite struct BadgeTests {
    let theme = try! DefaultTheme.load()

    private func draw(_ content: Badge.Content, width: Int = 30, height: Int = 4, profile: ColorProfile = .trueColor,
                      glyphs: GlyphSet = .unicode) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: height), fill: Cell(" ", style: Style(background: .rgb(1, 2, 3))))
        Badge(content).render(in: canvas.bounds, on: &canvas,
                              context: RenderContext(theme: theme.light, profile: profile, glyphs: glyphs))
        return canvas
    }

    @Test func singleLinePillHasHalfCircleCapsAndPadding() {
        let canvas = draw(.init(text: "New", variant: .info))
        #expect(canvas.trimmedLines == ["▐ New ▌", "", "", ""])
        let info = theme.light
        #expect(canvas[2, 0].style == Style(foreground: info.color("theme.color.badge.info.foreground"),
                                            background: info.color("theme.color.badge.info.background")))
        #expect(canvas[0, 0].style == Style(foreground: info.color("theme.color.badge.info.background"), background: .rgb(1, 2, 3)),
                "a cap is the pill's colour over whatever lies beneath it")
        #expect(Badge(.init(text: "New")).size(fitting: 30, context: RenderContext(theme: theme.light)) == Size(width: 7, height: 1))
    }

    @Test func capsAreTheThemesChoiceElseTheBestTheOutputDrawsExactly() throws {
        func caps(_ theme: ResolvedTheme, drawn: DrawnSymbols = .blockElements, text: String = "Hi", width: Int = 9) -> Canvas {
            var context = RenderContext(theme: theme)
            context.drawnSymbols = drawn
            var canvas = Canvas(size: Size(width: width, height: 2))
            Badge(.init(text: text, numberOfLines: 2, maxWidth: width)).render(in: canvas.bounds, on: &canvas, context: context)
            return canvas
        }
        #expect(caps(theme.light).trimmedLines[0] == "▐ Hi ▌", "a headless render draws half blocks exactly")
        #expect(caps(theme.light, drawn: [.blockElements, .powerline]).trimmedLines[0] == "\u{E0B6} Hi \u{E0B4}",
                "kitty, WezTerm, Ghostty draw the curves themselves")
        // Where the font draws ▐ ▌ (xterm, st, urxvt, mlterm) they were notched or ragged: the pill's own colour
        // goes to the cell's edge instead, on every row of a wrapped pill too, and no glyph draws the ends.
        let square = caps(theme.light, drawn: [])
        let pill = square[1, 0].style
        #expect(pill.background == theme.light.color(Badge.Variant.default.backgroundToken))
        #expect(square.trimmedLines[0] == "  Hi" && (0 ..< 6).allSatisfy { square[$0, 0].style == pill && square[$0, 0].text != "▐" })
        let wrapped = caps(theme.light, drawn: [], text: "Two words")
        #expect(wrapped.trimmedLines == ["  Two", "  words"] && [wrapped[0, 0], wrapped[0, 1], wrapped[8, 1]].allSatisfy { $0.style == pill })
        let round = theme.light.replacing("theme.terminal.badge-caps", with: .string("round"))
        #expect(caps(round, drawn: [.blockElements, .powerline]).trimmedLines[0] == "◖ Hi ◗", "the theme's choice wins")
        #expect(caps(round, drawn: []).trimmedLines[0] == "◖ Hi ◗", "xterm's bitmap font draws them whole")
        #expect(caps(theme.light.replacing("theme.terminal.badge-caps", with: .string("block")), drawn: [.powerline]).trimmedLines[0] == "▐ Hi ▌")
        let folder = TemporaryFolder()
        let refused = folder.themeError(#"{"theme": {"terminal": {"badge-caps": {"$type": "string", "$value": "rund"}}}}"#, required: Badge.requiredTokens.filter(\.isOptional))
        #expect(refused?.message == #"a component needs one of "round", "block", "square", "powerline" here, not "rund""#)
        #expect(refused?.tokenPath == "theme.terminal.badge-caps")
        let hostile = "\\u001b[2J" + String(repeating: "x", count: 5000)
        let message = folder.themeError(#"{"theme": {"terminal": {"badge-caps": {"$type": "string", "$value": "\#(hostile)"}}}}"#,
                                        required: Badge.requiredTokens.filter(\.isOptional))?.message ?? ""
        #expect(message.hasPrefix("a component needs one of") && message.count < 160 && !message.contains("\u{1B}"),
                "a huge value with escape sequences is named cut and clean: \(message.count) characters")
    }

    @Test func wrapsOntoTheAllowedNumberOfLines() {
        let text = "one two three four five six seven"
        #expect(draw(.init(text: text, numberOfLines: 1, maxWidth: 14)).trimmedLines == ["▐ one two t… ▌", "", "", ""])
        #expect(draw(.init(text: text, numberOfLines: 2, maxWidth: 14)).trimmedLines
            == ["▗ one two    ▖", "▝ three fou… ▘", "", ""], "a wrapped pill's corners are rounded")
        #expect(draw(.init(text: text, numberOfLines: 0, maxWidth: 14)).trimmedLines
            == ["▗ one two    ▖", "▐ three four ▌", "▐ five six   ▌", "▝ seven      ▘"])
    }

    @Test func theAreaLimitsTheWidthWhenNarrowerThanMaxWidth() {
        let size = Badge(.init(text: "one two three", numberOfLines: 0, maxWidth: 40)).size(fitting: 11, context: RenderContext(theme: theme.light))
        #expect(size == Size(width: 11, height: 2))
    }

    @Test func textColorOverridesTheVariantAndItsToken() {
        let badge = Badge(.init(text: "x", variant: .danger, textColor: .rgb(9, 9, 9)))
        #expect(badge.tokensRead(under: theme.light) == ["theme.color.badge.danger.background"])
        #expect(draw(badge.content)[2, 0].style.foreground == .rgb(9, 9, 9))
        #expect(Badge(.init(variant: .danger)).tokensRead(under: theme.light)
            == ["theme.color.badge.danger.background", "theme.color.badge.danger.foreground"])
    }

    @Test func thePillIsAsWideAsItsTextAndChrome() {
        let badge = Badge(.init(text: "Newer", variant: .warning))
        #expect(badge.size(fitting: 30, context: RenderContext(theme: theme.light)).width == 9)
    }

    @Test func accessibilityLabelIsTheTextUnlessGivenAndNeverRaw() {
        #expect(Badge(.init(text: "New")).accessibilityLabel == "New")
        #expect(Badge(.init(text: "3", accessibilityLabel: "3 failed payments")).accessibilityLabel == "3 failed payments")
        #expect(Badge(.init(text: "x", accessibilityLabel: "bad\u{1B}[2Jlabel")).accessibilityLabel == "badlabel")
    }

    @Test func emptyTextKeepsAnEmptyPill() {
        #expect(draw(.init(text: "")).trimmedLines == ["▐  ▌", "", "", ""])
    }

    @Test func asciiLocaleUsesParentheses() {
        #expect(draw(.init(text: "Pending, really", maxWidth: 12), glyphs: .ascii).trimmedLines == ["( Pendi... )", "", "", ""])
    }

    @Test func monochromeTellsVariantsApartByAttributes() {
        let attributes = Badge.Variant.allCases.map { variant in
            draw(.init(text: "x", variant: variant), profile: .monochrome)[2, 0].style.attributes
        }
        #expect(Set(attributes.dropFirst()).count == 5, "neutral, info, success, warning and danger all differ")
        #expect(attributes.allSatisfy { $0.contains(.reverse) })
        #expect(draw(.init(text: "x"), profile: .monochrome)[2, 0].style.foreground == .terminalDefault)
    }

    @Test func hostileTextNeverReachesTheCanvas() {
        let canvas = draw(.init(text: "ok\u{1B}[2J\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}1mgo"))
        #expect(canvas.trimmedLines[0] == "▐ okgo ▌")
    }

    @Test func tinyAndEmptyAreasDoNotCrash() {
        for width in 0 ... 6 {
            for height in 0 ... 2 {
                var canvas = Canvas(size: Size(width: 8, height: 3))
                Badge(.init(text: "Complete", numberOfLines: 0)).render(
                    in: Rect(x: 1, y: 1, width: width, height: height), on: &canvas,
                    context: RenderContext(theme: theme.light))
                #expect(canvas.lines[0] == "        ", "nothing drawn outside the area")
            }
        }
    }
}
