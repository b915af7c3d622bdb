import Testing
import VitrineComponents
import VitrineCore
import VitrineThemes
import VitrineTestSupport

@Suite struct EmblemTests {
    let theme = try! DefaultTheme.load()
    static let page = Color.rgb(1, 2, 3)

    private func draw(_ content: Emblem.Content, profile: ColorProfile = .trueColor, theme resolved: ResolvedTheme? = nil) -> Canvas {
        let context = RenderContext(theme: resolved ?? theme.light, profile: profile)
        let emblem = Emblem(content)
        var canvas = Canvas(size: emblem.size(fitting: 80, context: context), fill: Cell(" ", style: Style(background: Self.page)))
        emblem.render(in: canvas.bounds, on: &canvas, context: context)
        return canvas
    }

    @Test func appearancesUseTheSpecsTokenNames() {
        #expect(Emblem.Appearance.brand.backgroundToken == "theme.color.emblem.brand.background")
        #expect(Emblem.Appearance.category1.foregroundToken == "theme.color.emblem.category-1.foreground")
        #expect(Emblem.Appearance.category10.borderToken == "theme.color.emblem.category-10.border")
    }

    @Test func layoutsTakeTheirSizeFromTheTokens() {
        let context = RenderContext(theme: theme.light)
        #expect(Emblem.Layout.allCases.map { Emblem(.init(layout: $0)).size(fitting: 80, context: context) }
            == [Size(width: 10, height: 5), Size(width: 12, height: 6), Size(width: 16, height: 8), Size(width: 20, height: 10)])
        let custom = theme.light.replacing("theme.dimension.height.emblem.md", with: .dimension(96))
        #expect(Emblem(.init()).size(fitting: 80, context: RenderContext(theme: custom)) == Size(width: 24, height: 12))
        #expect(Emblem.Layout.medium.cornerRadius(in: theme.light) == 0.25)
    }

    @Test(arguments: Emblem.Appearance.allCases)
    func eachAppearanceUsesItsTokens(appearance: Emblem.Appearance) {
        let canvas = draw(.init(appearance: appearance))
        let colors = Set((0 ..< 6).flatMap { y in (0 ..< 12).flatMap { [canvas[$0, y].style.background, canvas[$0, y].style.foreground] } })
        #expect(colors.contains(theme.light.color(appearance.backgroundToken)))
        #expect(colors.contains(theme.light.color(appearance.foregroundToken)), "the icon")
        #expect(canvas[0, 0].style.background == Self.page, "rounded corners show the page")
        for token in [appearance.backgroundToken, appearance.foregroundToken, appearance.borderToken] {
            #expect(theme.light.token(token.path) != nil && theme.dark.token(token.path) != nil, "the bundled theme has \(token)")
        }
    }

    @Test func theBorderIsTheShapesEdgeInTheBorderColor() {
        let canvas = draw(.init(), theme: theme.light.replacing("theme.color.emblem.brand.border", with: .color(.rgb(255, 0, 0))))
        #expect(canvas[0, 3].style.background == .rgb(255, 0, 0) || canvas[0, 3].style.foreground == .rgb(255, 0, 0), "left edge")
        #expect(canvas[1, 3].style.background != .rgb(255, 0, 0), "inside is the background")
    }

    /// At large and extra large a glyph the block font has is drawn at the tile's scale, in pixels; one it
    /// lacks, and any glyph on a smaller tile, sits bold on the middle row.
    @Test func aGlyphIsDrawnAtTheTilesScaleOrSitsBoldOnTheMiddleRow() {
        let large = draw(.init(layout: .large, icon: .glyph("€ and more")))
        let foreground = theme.light.color("theme.color.emblem.brand.foreground")
        let inked = large.allCells.filter { $0.style.foreground == foreground || $0.style.background == foreground }
        #expect(!large.lines.joined().contains("€") && inked.count >= 8, "€ in block pixels, several rows tall: \(large.lines)")
        let canvas = draw(.init(layout: .large, icon: .glyph("山")))
        #expect(canvas.lines[3].trimmingCharacters(in: .whitespaces) == "山")
        let x = Array(canvas.lines[3]).firstIndex(of: "山")!
        #expect(canvas[x, 3].style == Style(foreground: theme.light.color("theme.color.emblem.brand.foreground"),
                                            background: theme.light.color("theme.color.emblem.brand.background"), attributes: .bold))
    }

    @Test func imagesFitOrFillTheIconSquare() {
        let wide = Bitmap(width: 4, height: 2, fill: .rgb(200, 0, 0))
        let fit = draw(.init(layout: .xLarge, icon: .image(.bitmap(wide)), contentMode: .fit))
        let fill = draw(.init(layout: .xLarge, icon: .image(.bitmap(wide)), contentMode: .fill))
        let red = { (canvas: Canvas) in
            (0 ..< 10).flatMap { y in (0 ..< 20).map { canvas[$0, y] } }
                .filter { $0.style.background == .rgb(200, 0, 0) || $0.style.foreground == .rgb(200, 0, 0) }.count
        }
        #expect(red(fit) > 0 && red(fill) > red(fit), "fill covers the square, fit letterboxes")
        let broken = Emblem(.init(icon: .image(.unavailable(reason: "x.png: not a readable PNG: bad"))))
        #expect(broken.inspectorNotes.last == "Image unavailable (x.png: not a readable PNG: bad); showing the account-balance icon instead.")
        #expect(draw(broken.content) == draw(.init()), "the default icon")
    }

    @Test func monochromeIsInkWithTheIconAsAHole() {
        let canvas = draw(.init(), profile: .monochrome)
        let text = canvas.lines.joined()
        #expect(text.contains("█") && text.contains(" "))
        #expect(Set((0 ..< 6).flatMap { y in (0 ..< 12).map { canvas[$0, y].style.foreground } }) == [.terminalDefault])
    }
}
