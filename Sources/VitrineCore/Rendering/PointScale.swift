/// The one conversion from the design system's points to terminal cells, shared by every component.
///
/// A column is 4 pt wide and a row 8 pt tall, because a cell is about twice as tall as it is wide:
/// a 40 pt square becomes 10 × 5 cells, and the 40/48/64/80 pt emblem heights become 5/6/8/10 rows.
public enum PointScale {
    public static let pointsPerColumn = 4.0
    public static let pointsPerRow = 8.0

    /// The most cells a side may take: more than any terminal shows, and a bound on every canvas and
    /// bitmap a size in points becomes (themes are checked too; this holds whatever the value).
    public static let maximumCells = 1000

    /// The cells a `width` × `height` pt box takes, each side rounded to the nearest cell, from 1 to
    /// ``maximumCells`` (a side that is not a number is 1).
    public static func cells(width: Double, height: Double) -> Size {
        Size(width: side(width / pointsPerColumn), height: side(height / pointsPerRow))
    }

    private static func side(_ cells: Double) -> Int {
        guard cells.isFinite else { return 1 }
        return Int(min(Double(maximumCells), max(1, cells.rounded())))
    }
}
