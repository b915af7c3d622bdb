/// How pixels become cells (after notcurses' blitters). A terminal cell is about twice as tall as it
/// is wide, so each blitter's pixels have their own shape:
///
/// | blitter | pixels a cell | pixel width : height | glyphs |
/// | --- | --- | --- | --- |
/// | `halfBlock` | 1 × 2 | 1 : 1 | `▀ ▄` and spaces; every pixel keeps its own colour |
/// | `quadrant` | 2 × 2 | 1 : 2 | `▘ ▝ ▖ ▗ ▌ ▐ ▚ ▞ ▙ ▛ ▜ ▟` …; two colours a cell |
/// | `sextant` | 2 × 3 | 3 : 4 | Unicode 13's sextants (U+1FB00…); two colours a cell |
/// | `ascii` | 1 × 2 | 1 : 1 | spaces, `'` and `.`, for locales that are not UTF-8 |
public enum Blitter: String, CaseIterable, Sendable {
    case halfBlock = "half"
    case quadrant
    case sextant
    case ascii

    /// Pixels across and down one cell.
    public var pixelsPerCell: (columns: Int, rows: Int) {
        switch self {
        case .halfBlock, .ascii: return (1, 2)
        case .quadrant: return (2, 2)
        case .sextant: return (2, 3)
        }
    }

    /// The bitmap size that covers `cells` exactly.
    public func pixelSize(ofCells cells: Size) -> Size {
        Size(width: max(0, cells.width) * pixelsPerCell.columns, height: max(0, cells.height) * pixelsPerCell.rows)
    }

    /// The cells that hold any of the pixels `x ..< x + width`, `y ..< y + height` (pixel 0, 0 being the
    /// top-left of cell 0, 0; pixels left of or above it are left out).
    public func cells(holdingPixels x: Int, _ y: Int, width: Int, height: Int) -> Rect {
        let (columns, rows) = pixelsPerCell
        let (left, top) = (max(0, x) / columns, max(0, y) / rows)
        let (right, bottom) = ((max(0, x + width) + columns - 1) / columns, (max(0, y + height) + rows - 1) / rows)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// A pixel's width over its height, taking a cell as twice as tall as wide.
    public var pixelAspect: Double {
        Double(pixelsPerCell.rows) / Double(2 * pixelsPerCell.columns)
    }

    /// The blitter to use when `preferred` was asked for: ASCII whenever the glyph set has no blocks.
    public static func resolved(_ preferred: Blitter, glyphs: GlyphSet) -> Blitter {
        glyphs == .ascii ? .ascii : preferred
    }
}

extension Blitter {
    /// How the inspector names the blitter.
    public var displayName: String {
        switch self {
        case .halfBlock: return "half blocks"
        case .quadrant: return "quadrants"
        case .sextant: return "sextants"
        case .ascii: return "ASCII pixels"
        }
    }

    /// The blitter's glyphs in mask order, blank left out (at most 15: sextants have 62), for a user to see
    /// whether their font draws them (`vitrine caps`).
    public var sample: String {
        let (columns, rows) = pixelsPerCell
        let masks = 1 ..< min(1 << (columns * rows), 16)
        return masks.map { BlockGlyphs.glyph($0, blitter: self) }.filter { $0 != " " }.joinedText(separator: "")
    }

    /// The next block blitter in the cycle half → quadrant → sextant → half (ASCII is never chosen, only forced).
    public var next: Blitter {
        switch self {
        case .halfBlock: return .quadrant
        case .quadrant: return .sextant
        case .sextant, .ascii: return .halfBlock
        }
    }
}
