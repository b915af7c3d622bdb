import VitrineCore

/// The loading shimmer: a soft band sweeping diagonally across a tile, a pure function of time.
///
/// The band is 8 cells wide (intensity falls off linearly from its centre) and crosses the tile in
/// `sweep`; a cell's distance along the sweep is `column + 2 × row`, since cells are twice as tall as
/// wide. Intensities are quantised to 8 levels, so a cell changes only when its level does and a frame
/// rewrites only the cells the band moved over. Where the palette cannot show the levels as colours
/// (``needsDithering(_:highlight:profile:)``), the band is drawn in shade glyphs of the highlight
/// over the tile.
public struct Shimmer: Sendable {
    public static let levels = 8
    /// One sweep across the tile, unless the theme sets `theme.motion.shimmer.duration`.
    public static let sweep = Duration.seconds(1)
    static let halfWidth = 4.0
    /// How much of the highlight colour the band's centre takes.
    static let strength = 0.7

    /// The tile's size in cells.
    public var cells: Size
    /// How long one sweep takes.
    public var sweep: Duration
    /// How the band moves through a sweep: a CSS-like cubic Bézier (x1 y1 x2 y2), or evenly when nil.
    public var easing: [Double]?

    public init(cells: Size, sweep: Duration = Shimmer.sweep, easing: [Double]? = nil) {
        self.cells = cells
        self.sweep = sweep > .zero ? sweep : Shimmer.sweep
        self.easing = easing?.count == 4 ? easing : nil
    }

    /// The level (0 … 7) of cell (column, row) at `time`.
    public func level(column: Int, row: Int, at time: Duration) -> Int {
        level(column: column, row: row, center: center(at: time))
    }

    /// Every cell's level at `time`, row by row: what one frame needs, worked out once a cell.
    public func levels(at time: Duration) -> [Int] {
        let center = center(at: time)
        return (0 ..< cells.height).flatMap { row in (0 ..< cells.width).map { level(column: $0, row: row, center: center) } }
    }

    /// Where the band's centre is along `column + 2 × row` at `time`.
    private func center(at time: Duration) -> Double {
        let linear = (time.inSeconds / sweep.inSeconds).truncatingRemainder(dividingBy: 1)
        let phase = easing.map { Self.bezier($0, at: linear) } ?? linear
        let span = Double(cells.width - 1 + 2 * (cells.height - 1))
        return -Self.halfWidth + phase * (span + 2 * Self.halfWidth)
    }

    private func level(column: Int, row: Int, center: Double) -> Int {
        let intensity = max(0, 1 - abs(Double(column + 2 * row) - center) / Self.halfWidth)
        return Int((intensity * Double(Self.levels - 1)).rounded())
    }

    /// The progress a cubic Bézier timing curve gives at time `x` (0…1): y where the curve's x is `x`,
    /// found by bisection (the curve's x grows with t when x1 and x2 are in 0…1, as the format requires).
    public static func bezier(_ points: [Double], at x: Double) -> Double {
        func component(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0 ..< 30 {
            let middle = (low + high) / 2
            if component(middle, points[0], points[2]) < x { low = middle } else { high = middle }
        }
        return component((low + high) / 2, points[1], points[3])
    }

    /// `background` lit by the band at `level` (level 0 is `background` itself).
    public static func color(_ background: Color, highlight: Color, level: Int) -> Color {
        level == 0 ? background : background.mixed(with: highlight, amount: strength * Double(level) / Double(levels - 1))
    }

    /// True when `profile` cannot show the band as colours: its levels come down to fewer than half as
    /// many palette entries (at 256 colours a pale tile and white leave two, and the band's centre
    /// becomes the page's white, a hole in the tile). The band is then drawn as shade glyphs instead.
    public static func needsDithering(_ background: Color, highlight: Color, profile: ColorProfile) -> Bool {
        guard profile.sendsPaletteEntries else { return false }
        let entries = Set((0 ..< levels).map { profile.convert(color(background, highlight: highlight, level: $0)) })
        return entries.count < levels / 2
    }

    /// The shade glyph a cell of the band at `level` is drawn with when dithered (nil outside the band):
    /// light shade at its edges, medium at its centre, so the tile always shows through.
    public static func ditherGlyph(level: Int, glyphs: GlyphSet) -> String? {
        switch level {
        case 0: return nil
        case ..<(levels / 2): return glyphs == .unicode ? "░" : "."
        default: return glyphs == .unicode ? "▒" : ":"
        }
    }
}
