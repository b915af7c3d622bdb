import Testing
import VitrineComponents
import VitrineCore
import VitrineThemes
import VitrineTestSupport

@Suite struct AvatarTests {
    let theme = try! DefaultTheme.load()
    static let page = Color.rgb(1, 2, 3)

    private func draw(_ content: Avatar.Content, area: Size? = nil, profile: ColorProfile = .trueColor,
                      glyphs: GlyphSet = .unicode, blitter: Blitter = .halfBlock) -> Canvas {
        let size = area ?? content.size.cells
        var canvas = Canvas(size: size, fill: Cell(" ", style: Style(background: Self.page)))
        Avatar(content).render(in: canvas.bounds, on: &canvas,
                               context: RenderContext(theme: theme.light, profile: profile, glyphs: glyphs, blitter: blitter))
        return canvas
    }

    private func colors(_ canvas: Canvas) -> Set<Color> {
        Set((0 ..< canvas.size.height).flatMap { y in
            (0 ..< canvas.size.width).flatMap { x in [canvas[x, y].style.foreground, canvas[x, y].style.background] }
        })
    }

    @Test(arguments: [
        ("jd", "JD"), ("山田太郎", "山田"), ("🦊", "🦊"), ("e\u{301}lodie", "E\u{301}L"), ("jean-luc picard", "JE"),
        ("", ""), ("   ", ""), ("\u{1B}[31mx\u{07}y", "XY"), ("ßa", "ßA"), ("👩‍👩‍👧 x", "👩‍👩‍👧X"), ("\u{301}\u{200B}", ""),
    ])
    func initialsAreTwoUppercasedClusters(input: String, expected: String) {
        #expect(InitialsLabel.normalized(input) == expected)
        #expect(InitialsLabel.normalized(input).count <= 2)
    }

    @Test func sizesKeepTheDesignSystemsProportions() {
        #expect(AvatarSize.allCases.map(\.cells) == [Size(width: 8, height: 4), Size(width: 10, height: 5), Size(width: 16, height: 8)])
        #expect(Avatar(.init(size: .large)).size(fitting: 4, context: RenderContext(theme: theme.light)) == Size(width: 16, height: 8))
    }

    @Test func initialsSitBoldAndCenteredOnTheMiddleRow() {
        let canvas = draw(.init(size: .default, initials: "jd"))
        #expect(canvas.lines[2] == "    JD    ")
        let light = theme.light
        #expect(canvas[4, 2].style == Style(foreground: light.color(AvatarTokens.initials), background: light.color(AvatarTokens.background),
                                            attributes: .bold))
        #expect(canvas[0, 0].style.background == Self.page, "the corner shows the page")
        #expect(canvas.lines[0].contains("▄"), "the top edge is rounded with half blocks")
    }

    @Test func wideInitialsFitWithinFullCells() {
        let canvas = draw(.init(size: .small, initials: "山田"))
        let row = CenteredLabel.row(inHeight: 4)
        #expect(canvas.lines[row].contains("山田"))
        let x = Array(canvas.lines[row]).firstIndex(of: "山")!
        #expect(canvas[x, row].style.background == theme.light.color(AvatarTokens.background))
        let emoji = draw(.init(size: .small, initials: "🦊"))
        #expect(emoji.lines[row].contains("🦊"))
    }

    @Test func withoutImageOrInitialsTheIconShowsInItsColor() {
        let canvas = draw(.init(size: .large))
        #expect(colors(canvas).contains(theme.light.color(AvatarTokens.icon)))
        let custom = draw(.init(size: .large, iconColor: .rgb(9, 9, 9)))
        #expect(colors(custom).contains(.rgb(9, 9, 9)) && !colors(custom).contains(theme.light.color(AvatarTokens.icon)))
        #expect(Avatar(.init()).tokensRead(under: theme.light) == [AvatarTokens.background.path, AvatarTokens.icon.path])
        #expect(Avatar(.init(iconColor: .rgb(9, 9, 9))).tokensRead(under: theme.light) == [AvatarTokens.background.path])
    }

    @Test func anImageTakesPrecedenceAndIsClippedToTheCircle() {
        let image = LoadedImage.bitmap(Bitmap(width: 4, height: 4, fill: .rgb(200, 0, 0)))
        let canvas = draw(.init(size: .default, image: image, initials: "JD"))
        #expect(!canvas.lines.joined().contains("JD"))
        #expect(canvas[5, 2].style.background == .rgb(200, 0, 0))
        #expect(canvas[0, 0].style.background == Self.page, "clipped to the circle")
        #expect(!colors(canvas).contains(theme.light.color(AvatarTokens.background)), "the image covers the whole circle")
        #expect(Avatar(.init(image: image)).accessibilityLabel == "Profile picture")
    }

    @Test func aBrokenImageFallsBackAndTheInspectorSaysWhy() {
        let broken = LoadedImage.unavailable(reason: "nora.png: not a readable PNG: Not a PNG file")
        let withInitials = Avatar(.init(image: broken, initials: "ns"))
        #expect(withInitials.inspectorNotes.contains("Image unavailable (nora.png: not a readable PNG: Not a PNG file); showing the initials instead."))
        #expect(draw(withInitials.content).lines[2].contains("NS"))
        let withIcon = Avatar(.init(image: broken))
        #expect(withIcon.inspectorNotes.last == "Image unavailable (nora.png: not a readable PNG: Not a PNG file); showing the placeholder icon instead.")
        #expect(colors(draw(withIcon.content)).contains(theme.light.color(AvatarTokens.icon)))
        let empty = Avatar(.init(image: .bitmap(Bitmap(width: 0, height: 0)), initials: "A"))
        #expect(empty.inspectorNotes.last == "Image is empty; showing the initials instead.")
    }

    @Test func disabledTakesTheDisabledBackground() {
        let light = theme.light
        let canvas = draw(.init(size: .default, initials: "JD", isDisabled: true))
        #expect(canvas[4, 2].style == Style(foreground: light.color(AvatarTokens.initials), background: light.color(AvatarTokens.disabledBackground),
                                            attributes: .dim))
        let custom = draw(.init(size: .default, initials: "JD", isDisabled: true, disabledBackgroundColor: .rgb(7, 7, 7)))
        #expect(custom[4, 2].style.background == .rgb(7, 7, 7))
        #expect(Avatar(.init(initials: "JD", isDisabled: true)).tokensRead(under: theme.light)
            == [AvatarTokens.disabledBackground.path, AvatarTokens.initials.path])
        #expect(Avatar(.init(initials: "JD", isDisabled: true)).accessibilityLabel == "Avatar, JD, dimmed")
    }

    @Test func monochromeUsesInkAndAttributesOnly() {
        let canvas = draw(.init(size: .default, initials: "JD"), profile: .monochrome)
        #expect(colors(canvas) == [.terminalDefault, Self.page], "no colour but the page it was drawn on")
        #expect(canvas[4, 2].style.attributes == [.reverse, .bold])
        #expect(canvas[1, 2].text == "█")
        let icon = draw(.init(size: .large), profile: .monochrome)
        #expect(icon.lines.joined().contains(" ") && icon.lines.joined().contains("█"), "the icon is a hole in the ink")
    }

    @Test(arguments: Blitter.allCases)
    func asciiLocaleDrawsAsciiWhateverTheBlitter(blitter: Blitter) {
        let canvas = draw(.init(size: .large, initials: "ab"), glyphs: .ascii, blitter: blitter)
        #expect(canvas.lines.joined().unicodeScalars.allSatisfy { $0.isASCII })
        #expect(canvas.lines[3].contains("AB"))
    }

    @Test func drawsOnlyInsideItsAreaAndSurvivesTinyOnes() {
        var canvas = Canvas(size: Size(width: 20, height: 10), fill: Cell("x"))
        let context = RenderContext(theme: theme.light)
        Avatar(.init(size: .large, initials: "JD")).render(in: Rect(x: 2, y: 1, width: 5, height: 3), on: &canvas, context: context)
        for y in 0 ..< 10 {
            for x in 0 ..< 20 where !(2 ..< 7).contains(x) || !(1 ..< 4).contains(y) { #expect(canvas[x, y] == Cell("x")) }
        }
        for size in [Size.zero, Size(width: 1, height: 1), Size(width: -3, height: 2)] {
            var tiny = Canvas(size: size)
            Avatar(.init(initials: "JD")).render(in: tiny.bounds, on: &tiny, context: context)
        }
    }

    @Test func accessibilityLabelIsExplicitOrDescribesTheFace() {
        #expect(Avatar(.init(initials: "jd")).accessibilityLabel == "Avatar, JD")
        #expect(Avatar(.init()).accessibilityLabel == "Avatar placeholder")
        #expect(Avatar(.init(accessibilityLabel: "Nora\u{1B}[2J Sand")).accessibilityLabel == "Nora Sand")
        #expect(Avatar(.init(initials: "JD", accessibilityLabel: "x", isAccessibilityElement: false)).accessibilityLabel == "")
    }

}
