import VitrineCore

/// An emblem whose icon is fetched from a URL (the spec's `BB.AsyncEmblem`): a ``Shimmer`` over the
/// tile while loading, the image once loaded, the placeholder if loading failed.
///
/// The component only draws its `phase`; an ``AsyncEmblemImageLoader`` run by the gallery moves it on.
/// The shimmer reads the render context's time only, so a frame at a given time is always the same.
public struct AsyncEmblem: Component, Inspectable, Sendable {
    public private(set) var content: Content

    public init(_ content: Content) {
        self.content = content
    }

    public static var requiredTokens: [TokenRequirement] {
        Emblem.requiredTokens + [shimmerToken.requirement, sweepToken.optionalRequirement, easingToken.optionalRequirement]
    }

    /// Optional: how long the shimmer takes to cross the tile, and how it moves.
    public static let sweepToken = DurationToken("theme.motion.shimmer.duration")
    public static let easingToken = CubicBezierToken("theme.motion.shimmer.easing")

    /// The band's highlight colour.
    public static let shimmerToken = ColorToken("theme.color.emblem.shimmer")

    public var isAnimating: Bool { content.phase == .loading }

    /// The label, then the value and the hint as a screen reader reads them after it ("Savings, 1,204 euros,
    /// opens the account").
    public var accessibilityLabel: String {
        TerminalText.sanitized([content.accessibilityLabel, content.accessibilityValue, content.accessibilityHint]
            .compactMap { $0 }.filter { !$0.isEmpty }.joinedText(separator: ", "))
    }

    public var inspectorNotes: [String] {
        // A file by its name (its folder is wherever the checkout or the working directory is).
        let url = TerminalText.sanitized(content.url.isFileURL ? "the file \(content.url.lastPathComponent)" : content.url.absoluteString)
        switch content.phase {
        case .loading: return ["Loading \(url): a shimmer band sweeps the tile once a second."]
        case .loaded: return ["Loaded \(url); content mode \(content.contentMode.rawValue)."]
        case let .failed(reason): return ["Failed to load \(url) (\(reason)); showing the placeholder."]
        }
    }

    /// The emblem the loaded or failed states draw.
    private var emblem: Emblem {
        let icon: Emblem.Icon
        if case let .loaded(image) = content.phase { icon = .image(.bitmap(image)) } else { icon = content.placeholder }
        return Emblem(.init(appearance: content.appearance, layout: content.layout, icon: icon, contentMode: content.contentMode))
    }

    public func size(fitting maxWidth: Int, context: RenderContext) -> Size {
        emblem.size(fitting: maxWidth, context: context)
    }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        guard content.phase == .loading else {
            emblem.render(in: area, on: &canvas, context: context)
            return
        }
        let tile = EmblemTile(appearance: content.appearance, layout: content.layout, theme: context.theme)
        let sweep = context.theme.valueIfPresent(Self.sweepToken).map { Duration.milliseconds(Int64($0.rounded())) } ?? Shimmer.sweep
        let shimmer = Shimmer(cells: tile.cells, sweep: sweep, easing: context.theme.valueIfPresent(Self.easingToken))
        let highlight = context.theme.color(Self.shimmerToken)
        // With motion reduced the band rests in the middle of the tile.
        let time = context.reduceMotion ? shimmer.sweep / 2 : context.time
        // Levels once a cell and colours once a level: the pixels only look them up (this runs 30 times a second).
        let levels = shimmer.levels(at: time)
        let dithers = Shimmer.needsDithering(tile.background, highlight: highlight, profile: context.profile)
        let shades = (0 ..< Shimmer.levels).map { Shimmer.color(tile.background, highlight: highlight, level: dithers ? 0 : $0) }
        let (columns, rows) = context.blitter.pixelsPerCell
        let mask = tile.mask(context: context)
        let pixels = tile.pixels(mask: mask, context: context) { x, y in shades[levels[y / rows * tile.cells.width + x / columns]] }
        canvas.draw(pixels, at: area.origin, blitter: context.blitter, monochrome: context.isMonochrome, clip: area)
        context.mark(.decorative, Rect(origin: area.origin, size: tile.cells).intersection(area))
        if context.isMonochrome { drawMonochromeBand(levels, cells: tile.cells, area: area, on: &canvas, glyphs: context.glyphs) }
        if dithers {
            drawDitheredBand(levels, cells: tile.cells, area: area, on: &canvas, tile: tile.background, highlight: highlight,
                             glyphs: context.glyphs)
        }
    }

    /// Where the palette flattens the band's colours, its cells inside the tile take shade glyphs of
    /// the highlight over the tile's colour.
    private func drawDitheredBand(_ levels: [Int], cells: Size, area: Rect, on canvas: inout Canvas, tile: Color, highlight: Color,
                                  glyphs: GlyphSet) {
        for row in 0 ..< cells.height {
            for column in 0 ..< cells.width {
                guard let glyph = Shimmer.ditherGlyph(level: levels[row * cells.width + column], glyphs: glyphs) else { continue }
                let point = Point(x: area.x + column, y: area.y + row)
                guard area.contains(point), canvas[point.x, point.y].isFilled(with: tile) else { continue }
                canvas.put(glyph, at: point, style: Style(foreground: highlight, background: tile), clip: area)
            }
        }
    }

    /// Without colour the band shows as a diagonal of shaded cells over the ink.
    private func drawMonochromeBand(_ levels: [Int], cells: Size, area: Rect, on canvas: inout Canvas, glyphs: GlyphSet) {
        let ink = glyphs == .unicode ? "█" : " ", shade = glyphs == .unicode ? "▒" : ":"
        for row in 0 ..< cells.height {
            for column in 0 ..< cells.width where levels[row * cells.width + column] >= Shimmer.levels / 2 {
                let point = Point(x: area.x + column, y: area.y + row)
                guard canvas[point.x, point.y].text == ink else { continue }
                canvas.put(shade, at: point, style: .plain, clip: area)
            }
        }
    }
}

extension AsyncEmblem {
    /// An image, which changes while it loads.
    public var accessibilityTraits: AccessibilityTraits { content.phase == .loading ? [.image, .updatesFrequently] : .image }
}
