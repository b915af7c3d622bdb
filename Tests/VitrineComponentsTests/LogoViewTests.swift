import Testing
import VitrineComponents
import VitrineCore
import VitrineThemes
import VitrineTestSupport

@Suite struct LogoViewTests {
    let theme = try! DefaultTheme.load()
    static let page = Color.rgb(1, 2, 3)

    private func draw(_ content: LogoView.Content, appearance: Appearance = .light, size: Size = Size(width: 40, height: 12),
                      profile: ColorProfile = .trueColor) -> Canvas {
        var canvas = Canvas(size: size, fill: Cell(" ", style: Style(background: Self.page)))
        let context = RenderContext(theme: theme.resolved(for: appearance), profile: profile,
                                    otherAppearanceTheme: theme.resolved(for: appearance.toggled))
        LogoView(content).render(in: canvas.bounds, on: &canvas, context: context)
        return canvas
    }

    @Test func framesFollowTheSpecsSizesThroughThePointScale() {
        let context = RenderContext(theme: theme.light)
        #expect(LogoView(.init(type: .square)).size(fitting: 100, context: context) == Size(width: 10, height: 5))
        #expect(LogoView(.init(type: .wide)).size(fitting: 100, context: context) == Size(width: 30, height: 5))
        #expect(LogoView(.init(type: .wide, height: 80)).size(fitting: 100, context: context) == Size(width: 60, height: 10))
        #expect(LogoView(.init(type: .wide)).size(fitting: 15, context: context) == Size(width: 15, height: 2), "shrinks, keeping its shape")
    }

    @Test func artThatFitsIsTextInTheTokensColors() {
        let canvas = draw(.init(type: .wide))
        #expect(canvas.trimmedLines[2] == " █▌ ▐█▄▄▛ █  b a c k b a s e", "27 columns centred in a 30-column frame")
        let light = theme.light
        #expect(canvas[1, 2].style == Style(foreground: light.color(LogoTokens.primary), background: Self.page))
        #expect(canvas[5, 2].style.foreground == light.color(LogoTokens.secondary), "the colour layer's 2")
        #expect(canvas[13, 2].style.foreground == light.color(LogoTokens.secondary))
        #expect(canvas[3, 2] == Cell(" ", style: Style(background: Self.page)), "spaces are transparent")
    }

    @Test func theDynamicLogoFollowsTheAppearanceAndTheFixedOnesDoNot() {
        let dynamicLight = draw(.init(type: .square), appearance: .light), dynamicDark = draw(.init(type: .square), appearance: .dark)
        #expect(dynamicLight.lines[0].hasPrefix("▗▆▆") && dynamicDark.lines[0].hasPrefix("▗▄▄"), "the dark asset's art")
        for variant in [LogoView.Variant.light, .dark] {
            let inLight = draw(.init(type: .square, variant: variant), appearance: .light)
            let inDark = draw(.init(type: .square, variant: variant), appearance: .dark)
            #expect(inLight == inDark, "\(variant) stays the same in both modes")
            let own = theme.resolved(for: variant == .light ? .light : .dark)
            #expect(inLight[0, 0].style.foreground == own.color(LogoTokens.primary))
            #expect(inLight[5, 4].looksLike(Cell("▀", style: Style(foreground: own.color(LogoTokens.primary), background: own.color(LogoTokens.page)))),
                    "on its own page colour (its upper halves drawn as lower halves, colours swapped)")
            #expect(inLight[10, 0].style.background == Self.page, "only its frame is filled")
        }
    }

    /// Art of blocks, shades and line symbols with room for it twice over is drawn larger by whole cells:
    /// harbour-bank's 10×5 lighthouse fills an 80 pt frame (20×10) and a 120 pt one (30×15), its waves still
    /// a line of `≈` as wide as the frame, where it once stayed 10×5 in the middle.
    @Test func markArtIsDrawnLargerInALargeFrame() throws {
        let url = DefaultTheme.url.deletingLastPathComponent().appendingPathComponent("harbour-bank.json")
        let harbour = try Theme.load(from: url, requiredTokens: [])
        func drawn(height: Double) -> (inked: Int, waves: Int) {
            var canvas = Canvas(size: Size(width: 40, height: 16), fill: Cell(" ", style: Style(background: Self.page)))
            LogoView(.init(type: .square, height: height)).render(in: canvas.bounds, on: &canvas, context: RenderContext(theme: harbour.light))
            let inked = canvas.allCells.filter { $0.style.background != Self.page || ($0.text != " " && $0.text != "≈") }.count
            return (inked, canvas.lines.map { $0.filter { $0 == "≈" }.count }.max() ?? 0)
        }
        let natural = drawn(height: 40), twice = drawn(height: 80), thrice = drawn(height: 120)
        #expect(natural.waves == 10 && twice.waves == 20 && thrice.waves == 30, "\(natural) \(twice) \(thrice)")
        #expect(2 * twice.inked >= 5 * natural.inked && thrice.inked >= 2 * twice.inked, "\(natural) \(twice) \(thrice)")
    }

    /// xterm's, urxvt's and mlterm's default fonts draw `▀` a pixel short of the cell's top, which striped the
    /// logo marks: over a colour the art's upper halves are lower halves with the colours swapped.
    @Test func theArtsUpperHalvesAreLowerHalvesOverAColour() {
        for appearance in Appearance.allCases {
            let canvas = draw(.init(type: .square), appearance: appearance)
            #expect(!canvas.allCells.contains { $0.text == "▀" && $0.style.background != .terminalDefault }, "\(appearance)")
            #expect(canvas.allCells.contains { $0.text == "▄" }, "\(appearance): the art's halves are drawn")
        }
    }

    @Test func artLargerThanTheFrameIsScaledIntoIt() {
        let canvas = draw(.init(type: .wide, height: 24), size: Size(width: 40, height: 6))
        #expect(!canvas.lines.joined().contains("b a c k"), "not drawn as text")
        for y in 0 ..< 6 {
            for x in 0 ..< 40 where x >= 18 || y >= 3 { #expect(canvas[x, y] == Cell(" ", style: Style(background: Self.page)), "\(x),\(y)") }
        }
        let inked = (0 ..< 3).flatMap { y in (0 ..< 18).map { canvas[$0, y] } }
            .filter { $0.style.foreground == theme.light.color(LogoTokens.primary) || $0.style.background == theme.light.color(LogoTokens.primary) }
        #expect(inked.count >= 6, "the mark is drawn, scaled, inside the 18×3 frame")
        let tiny = draw(.init(type: .wide), size: Size(width: 3, height: 1))
        #expect(tiny.size == Size(width: 3, height: 1))
        var nothing = Canvas(size: .zero)
        LogoView(.init()).render(in: nothing.bounds, on: &nothing, context: RenderContext(theme: theme.light))
    }

    @Test func monochromeUsesAttributesOnly() {
        let canvas = draw(.init(type: .wide, variant: .dark), profile: .monochrome)
        #expect(canvas[5, 2].style == Style(attributes: .bold), "secondary is bold")
        #expect(canvas[1, 2].style == Style(), "primary is plain")
        #expect(canvas[3, 2].style.background == Self.page, "no page fill without colour")
    }

    @Test(arguments: [LogoView.Variant.dynamic, .light, .dark])
    func anAsciiLocaleGetsOnlyAscii(variant: LogoView.Variant) {
        for type in LogoView.LogoType.allCases {
            for profile in [ColorProfile.trueColor, .monochrome] {
                var canvas = Canvas(size: Size(width: 40, height: 6))
                LogoView(.init(type: type, variant: variant)).render(in: canvas.bounds, on: &canvas,
                                                                     context: RenderContext(theme: theme.light, profile: profile, glyphs: .ascii))
                #expect(canvas.lines.joined().unicodeScalars.allSatisfy { $0.isASCII }, "\(type) \(variant) \(profile)")
                #expect(canvas.lines.joined().contains(profile == .monochrome ? "#" : "'"), "the art is still there")
            }
        }
    }

    @Test func logosAreDecorativeUnlessTheyNameTheBrand() {
        #expect(LogoView(.init()).accessibilityLabel == "")
        #expect(LogoView(.init(isAccessibilityElement: true)).accessibilityLabel == "Logo")
        #expect(LogoView(.init(isAccessibilityElement: true, accessibilityLabel: "Harbour\u{7} Bank")).accessibilityLabel == "Harbour Bank")
        #expect(LogoView(.init(type: .wide, variant: .dark)).tokensRead(under: theme.light)
            == ["theme.asset.app-logo-wide-dark", LogoTokens.page.path, LogoTokens.primary.path, LogoTokens.secondary.path])
        let assets = LogoView.requiredTokens.filter { $0.path.rawValue.hasPrefix("theme.asset.") }
        #expect(assets.filter { !$0.isOptional }.count == 6, "the spec's six assets")
        #expect(assets.filter(\.isOptional).count == 24, "each may have its own art at 24, 40, 80 and 120 pt")
    }
}

@Suite struct LogoSizesTests {
    @Test func aThemesArtForTheFramesHeightIsDrawnAndOptional() throws {
        let bank = try DefaultTheme.bundled("harbour-bank")
        let at40 = LogoView(.init(type: .wide, height: 40))
        #expect(at40.tokensRead(under: bank.light).first == "theme.asset.app-logo-wide-40pt", "the bank's art for 40 pt")
        var canvas = Canvas(size: at40.size(fitting: 100, context: RenderContext(theme: bank.light)))
        at40.render(in: canvas.bounds, on: &canvas, context: RenderContext(theme: bank.light))
        #expect(canvas.lines.joined(separator: "\n").contains("HARBOUR"), "legible in the standard frame, not scaled down")
        #expect(LogoView(.init(type: .wide, height: 80)).tokensRead(under: bank.light).first == "theme.asset.app-logo-wide",
                "no 80 pt art: the asset itself")
        #expect(DefaultTheme.loaded.light.token("theme.asset.app-logo-wide-40pt") == nil, "the default theme gives none, and loads")
    }

    /// The text a logo draws in its own frame at `height` points under `theme`.
    private func drawn(_ type: LogoView.LogoType, height: Double, under theme: ResolvedTheme) -> String {
        let logo = LogoView(.init(type: type, height: height))
        let context = RenderContext(theme: theme)
        var canvas = Canvas(size: logo.size(fitting: 100, context: context))
        logo.render(in: canvas.bounds, on: &canvas, context: context)
        return canvas.lines.joined(separator: "\n")
    }

    @Test func smallFramesShowTheArtThatFitsOrItsWordmark() throws {
        let theme = DefaultTheme.loaded.light
        #expect(drawn(.wide, height: 24, under: theme).contains("█▌B▐█  backbase"), "the default's 24 pt art, name and all")
        #expect(drawn(.square, height: 24, under: theme).contains("█▌B▐█"))
        let bank = try DefaultTheme.bundled("harbour-bank").light
        #expect(drawn(.wide, height: 24, under: bank).contains("HARBOUR"), "the bank names its own 24 pt art, not the default's")
        #expect(drawn(.wide, height: 32, under: theme).contains("█▌B▐█  backbase"), "no 32 pt art: the 24 pt art, which fits")
        #expect(drawn(.wide, height: 16, under: theme).contains("backbase"), "letters that would merge: the wordmark")
        #expect(drawn(.square, height: 16, under: theme).contains("B"), "the mark's letter")
        let square16 = drawn(.square, height: 16, under: bank)
        #expect(square16.contains("▄") || square16.contains("▀") || square16.contains("█"), "a mark without letters, scaled: \(square16)")
    }

    /// Every logo, in every bundled theme, light and dark, at every height the control offers (8 to 240 pt),
    /// in colour, ASCII and monochrome, draws art (or its wordmark) inside its frame: never a message, never
    /// an empty frame.
    @Test func everyLogoDrawsArtAtEveryOfferedHeight() throws {
        for name in DefaultTheme.bundledNames {
            let theme = try DefaultTheme.bundled(name)
            for appearance in Appearance.allCases {
                for type in LogoView.LogoType.allCases {
                    for variant in LogoView.Variant.allCases {
                        for height in stride(from: 8.0, through: 240, by: 8) {
                            for (profile, glyphs) in [(ColorProfile.ansi256, GlyphSet.unicode), (.ansi256, .ascii), (.monochrome, .unicode)] {
                                let logo = LogoView(.init(type: type, variant: variant, height: height))
                                let context = RenderContext(theme: theme.resolved(for: appearance), profile: profile, glyphs: glyphs,
                                                            otherAppearanceTheme: theme.resolved(for: appearance.toggled))
                                var canvas = Canvas(size: logo.size(fitting: 200, context: context))
                                logo.render(in: canvas.bounds, on: &canvas, context: context)
                                let text = canvas.lines.joined(separator: "\n")
                                let inked = text.contains { !$0.isWhitespace } || (0 ..< canvas.size.height).contains { y in
                                    (0 ..< canvas.size.width).contains { canvas[$0, y].style.background != canvas[0, 0].style.background } }
                                #expect(inked && !text.contains("no art"),
                                        "\(name) \(appearance) \(type) \(variant) \(height) pt \(profile) \(glyphs):\n\(text)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func blockArtIsScaledUpByWholeCells() {
        let theme = DefaultTheme.loaded
        let context = RenderContext(theme: theme.light)
        let logo = LogoView(.init(type: .square, height: 80))
        var canvas = Canvas(size: logo.size(fitting: 100, context: context))
        logo.render(in: canvas.bounds, on: &canvas, context: context)
        let primary = theme.light.color(LogoTokens.primary)
        let inked = (0 ..< canvas.size.height).flatMap { y in (0 ..< canvas.size.width).filter { x in
            canvas[x, y].style.foreground == primary || canvas[x, y].style.background == primary } }
        #expect(inked.count >= 2 * 10 * 2, "the 10×5 art fills the 20×10 frame twice as large, not its centre")
    }
}
