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
    public static let sweep = Duration.seconds(1)
    static let halfWidth = 4.0
    /// How much of the highlight colour the band's centre takes.
    static let strength = 0.7

    /// The tile's size in cells.
    public var cells: Size

    public init(cells: Size) {
        self.cells = cells
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
        let phase = (time.inSeconds / Self.sweep.inSeconds).truncatingRemainder(dividingBy: 1)
        let span = Double(cells.width - 1 + 2 * (cells.height - 1))
        return -Self.halfWidth + phase * (span + 2 * Self.halfWidth)
    }

    private func level(column: Int, row: Int, center: Double) -> Int {
        let intensity = max(0, 1 - abs(Double(column + 2 * row) - center) / Self.halfWidth)
        return Int((intensity * Double(Self.levels - 1)).rounded())
    }

    /// `background` lit by the band at `level` (level 0 is `background` itself).
    public static func color(_ background: Color, highlight: Color, level: Int) -> Color {
        level == 0 ? background : background.mixed(with: highlight, amount: strength * Double(level) / Double(levels - 1))
    }

    /// True when `profile` cannot show the band as colours: its levels come down to fewer than half as
    /// many palette entries (at 256 colours a pale tile and white leave two, and the band's centre
    /// becomes the page's white, a hole in the tile). The band is then drawn as shade glyphs instead.
    public static func needsDithering(_ background: Color, highlight: Color, profile: ColorProfile) -> Bool {
        guard profile == .ansi256 || profile == .ansi16 else { return false }
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
