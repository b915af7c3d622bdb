import VitrineCore

/// The loading shimmer: a soft band sweeping diagonally across a tile, a pure function of time.
///
/// The band is 8 cells wide (intensity falls off linearly from its centre) and crosses the tile in
/// `sweep`; a cell's distance along the sweep is `column + 2 × row`, since cells are twice as tall as
/// wide. Intensities are quantised to 8 levels, so a cell changes only when its level does and a frame
/// rewrites only the cells the band moved over.
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

    /// `background` lit by the band at `level`.
    public static func color(_ background: Color, highlight: Color, level: Int) -> Color {
        background.mixed(with: highlight, amount: strength * Double(level) / Double(levels - 1))
    }
}
