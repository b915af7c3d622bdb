import Foundation
import SnapshotTesting
import Testing
import VitrineComponents
import VitrineCore
import VitrineThemes
import VitrineTestSupport

/// AsyncEmblem: the shimmer is a pure function of time, moves a band over the tile and only the band;
/// loaded shows the image, failed the placeholder with no error mark; snapshots at fixed frame times.
@Suite struct AsyncEmblemTests {
    let theme = try! DefaultTheme.load()
    let url = URL(string: "https://images.invalid/x.png")!
    static let page = Color.rgb(1, 2, 3)

    private func draw(_ phase: AsyncEmblem.Phase, time: Duration = .zero, layout: Emblem.Layout = .large,
                      profile: ColorProfile = .trueColor, reduceMotion: Bool = false, placeholder: Emblem.Icon = .accountBalance) -> Canvas {
        var context = RenderContext(theme: theme.light, time: time, profile: profile)
        context.reduceMotion = reduceMotion
        let emblem = AsyncEmblem(.init(url: url, placeholder: placeholder, layout: layout, phase: phase))
        var canvas = Canvas(size: emblem.size(fitting: 40, context: context), fill: Cell(" ", style: Style(background: Self.page)))
        emblem.render(in: canvas.bounds, on: &canvas, context: context)
        return canvas
    }

    private func changedCells(_ first: Canvas, _ second: Canvas) -> Int {
        (0 ..< first.size.height).flatMap { y in (0 ..< first.size.width).map { first[$0, y] != second[$0, y] } }.filter { $0 }.count
    }

    @Test func theShimmerIsAFunctionOfTimeOnly() {
        let frame = Duration.nanoseconds(1_000_000_000 / 30)
        #expect(draw(.loading, time: frame * 7) == draw(.loading, time: frame * 7))
        #expect(draw(.loading, time: .milliseconds(250)) == draw(.loading, time: .milliseconds(1250)), "one sweep a second")
        #expect(draw(.loading, time: .milliseconds(250)) != draw(.loading, time: .milliseconds(500)))
    }

    @Test func eachFrameChangesOnlyCellsTheBandMovedOver() {
        let frame = Duration.nanoseconds(1_000_000_000 / 30)
        let changes = (0 ..< 30).map { changedCells(draw(.loading, time: frame * $0), draw(.loading, time: frame * ($0 + 1))) }
        #expect(changes.allSatisfy { $0 < 16 * 8 / 2 }, "never the whole 16×8 tile: \(changes)")
        #expect(changes.reduce(0, +) > 30, "but the band does move")
    }

    @Test func theBandLightsTheBackgroundTowardTheShimmerColor() {
        let shimmer = Shimmer(cells: Size(width: 16, height: 8))
        let levels = (0 ..< 16).map { shimmer.level(column: $0, row: 0, at: .milliseconds(300)) }
        #expect(levels.max() == Shimmer.levels - 1 && levels.min() == 0, "\(levels)")
        let background = theme.light.color("theme.color.emblem.brand.background")
        #expect(Shimmer.color(background, highlight: .rgb(255, 255, 255), level: 0) == background)
        #expect(Shimmer.color(.rgb(0, 0, 0), highlight: .rgb(255, 255, 255), level: 7) == .rgb(179, 179, 179))
    }

    @Test(arguments: [ColorProfile.ansi256, .ansi16])
    func whereThePaletteFlattensTheBandItIsDitheredNeverAHole(profile: ColorProfile) {
        let background = theme.light.color("theme.color.emblem.brand.background")
        let highlight = theme.light.color("theme.color.emblem.shimmer")
        #expect(Shimmer.needsDithering(background, highlight: highlight, profile: profile),
                "a pale tile and white leave fewer than 4 entries")
        #expect(!Shimmer.needsDithering(background, highlight: highlight, profile: .trueColor))
        let canvas = draw(.loading, time: .milliseconds(450), profile: profile).converted(for: profile)
        let tile = profile.convert(background)
        var shaded = 0
        for y in 0 ..< canvas.size.height {
            for x in 0 ..< canvas.size.width where ["░", "▒"].contains(canvas[x, y].text) {
                shaded += 1
                #expect(canvas[x, y].style.background == tile, "the tile shows through the shade")
                #expect(canvas[x, y].style.foreground == profile.convert(highlight))
            }
        }
        #expect(shaded >= 8, "the band is a visible diagonal of shaded cells: \(shaded)")
        let sentColors = (0 ..< canvas.size.height).flatMap { y in (0 ..< canvas.size.width).map { canvas[$0, y].style.background } }
        #expect(!sentColors.contains(profile.convert(highlight)), "no cell of the tile is the page's white: no hole")
    }

    @Test func aThemeMaySetTheSweepsDurationAndEasing() throws {
        #expect(abs(Shimmer.bezier([0, 0, 1, 1], at: 0.3) - 0.3) < 0.001, "the linear curve")
        #expect(Shimmer.bezier([0.42, 0, 1, 1], at: 0.5) < 0.4, "ease-in starts slow")
        let folder = TemporaryFolder()
        let slow = try folder.loadTheme(##"""
            {"$extends": "\##(DefaultTheme.url.path)", "theme": {"motion": {"shimmer": {"duration": {"$type": "duration", "$value": "2s"}}}}}
            """##, required: AsyncEmblem.requiredTokens)
        func frame(_ theme: ResolvedTheme, _ milliseconds: Int) -> Canvas {
            let context = RenderContext(theme: theme, time: .milliseconds(milliseconds))
            let emblem = AsyncEmblem(.init(url: url, phase: .loading))
            var canvas = Canvas(size: emblem.size(fitting: 40, context: context))
            emblem.render(in: canvas.bounds, on: &canvas, context: context)
            return canvas
        }
        #expect(frame(slow.light, 500) == frame(theme.light, 250), "a two-second sweep is half as far along")
        #expect(frame(slow.light, 500) != frame(theme.light, 500))
        #expect(AsyncEmblem(.init(url: url)).tokensRead(under: slow.light).contains("theme.motion.shimmer.duration"))
        #expect(!AsyncEmblem(.init(url: url)).tokensRead(under: theme.light).contains("theme.motion.shimmer.duration"),
                "optional: the default theme gives none")
    }

    @Test func reducedMotionIsStill() {
        #expect(draw(.loading, time: .zero, reduceMotion: true) == draw(.loading, time: .milliseconds(700), reduceMotion: true))
        #expect(AsyncEmblem(.init(url: url)).isAnimating)
        #expect(!AsyncEmblem(.init(url: url, phase: .failed(reason: "x"))).isAnimating)
    }

    @Test func loadedShowsTheImageAndFailedThePlaceholderWithoutAnErrorMark() {
        let red = Bitmap(width: 4, height: 4, fill: .rgb(200, 0, 0))
        let loaded = draw(.loaded(red))
        #expect((0 ..< 8).contains { y in (0 ..< 16).contains { loaded[$0, y].style.background == .rgb(200, 0, 0) } })
        let failed = AsyncEmblem(.init(url: url, layout: .large, phase: .failed(reason: "HTTP status 404")))
        let plain = Emblem(.init(layout: .large))
        var expected = Canvas(size: Size(width: 16, height: 8), fill: Cell(" ", style: Style(background: Self.page)))
        plain.render(in: expected.bounds, on: &expected, context: RenderContext(theme: theme.light))
        #expect(draw(.failed(reason: "HTTP status 404")) == expected, "exactly the emblem with its placeholder")
        #expect(failed.inspectorNotes == ["Failed to load https://images.invalid/x.png (HTTP status 404); showing the placeholder."])
        var glyph = Canvas(size: Size(width: 16, height: 8), fill: Cell(" ", style: Style(background: Self.page)))
        Emblem(.init(layout: .large, icon: .glyph("€"))).render(in: glyph.bounds, on: &glyph, context: RenderContext(theme: theme.light))
        #expect(draw(.failed(reason: "x"), placeholder: .glyph("€")) == glyph, "a glyph placeholder is the emblem's glyph")
    }

    @Test func monochromeShowsTheBandAsShade() {
        let canvas = draw(.loading, time: .milliseconds(500), profile: .monochrome)
        #expect(canvas.lines.joined().contains("▒"))
    }

    @Test(arguments: [0, 5, 10, 15, 20, 25])
    func shimmerSnapshotsAtFixedFrameTimes(frame: Int) {
        let time = Duration.nanoseconds(1_000_000_000 / 30) * frame
        let text = Appearance.allCases.map { appearance in
            var context = RenderContext(theme: theme.resolved(for: appearance), time: time)
            context.reduceMotion = false
            let emblem = AsyncEmblem(.init(url: url, appearance: .brand, layout: .large))
            var canvas = Canvas(size: Size(width: 16, height: 8), fill: Cell(" ", style: Style(background: Self.page)))
            emblem.render(in: canvas.bounds, on: &canvas, context: context)
            return StyleLayer.describe(canvas)
        }.joined(separator: "\n")
        assertSnapshot(of: text, as: .lines, named: "frame-\(frame)")
    }
}
