/// The default emblem icon (`icAccountBalance`): a pediment, three columns and a base, laid out in
/// fractions of the icon's square so it scales with every layout and blitter.
enum AccountBalanceIcon {
    /// The icon's parts, each of which must show at every size.
    enum Part: CaseIterable {
        case roof, beam, leftColumn, middleColumn, rightColumn, base

        /// True when the pixel centre (u, v), in fractions of the square (0…1 across and down), is on the part.
        func contains(u: Double, v: Double) -> Bool {
            switch self {
            case .roof: return v >= 0.12 && v <= 0.36 && abs(u - 0.5) <= (v - 0.12) / 0.24 * 0.42
            case .beam: return v > 0.36 && v <= 0.44 && abs(u - 0.5) <= 0.42
            case .leftColumn: return v > 0.44 && v < 0.76 && abs(u - 0.22) <= 0.07
            case .middleColumn: return v > 0.44 && v < 0.76 && abs(u - 0.5) <= 0.07
            case .rightColumn: return v > 0.44 && v < 0.76 && abs(u - 0.78) <= 0.07
            case .base: return v >= 0.76 && v <= 0.88 && abs(u - 0.5) <= 0.44
            }
        }
    }

    /// The icon on a grid of `width` × `height` pixels, row by row: sampled at the pixel centres, or, where
    /// that loses a part (on a small tile the base or a column falls between two centres), fitted to the
    /// grid part by part, so a small emblem keeps its base and its three columns.
    static func pixels(width: Int, height: Int) -> [Bool] {
        var sampled = [Bool](repeating: false, count: width * height)
        var shown = Set<Part>()
        for y in 0 ..< height {
            for x in 0 ..< width {
                let (u, v) = ((Double(x) + 0.5) / Double(width), (Double(y) + 0.5) / Double(height))
                for part in Part.allCases where part.contains(u: u, v: v) {
                    sampled[y * width + x] = true
                    shown.insert(part)
                }
            }
        }
        return shown.isSuperset(of: [.roof, .leftColumn, .middleColumn, .rightColumn, .base]) ? sampled : fitted(width: width, height: height) ?? sampled
    }

    /// The icon drawn part by part on whole rows and columns: a pediment widening to the beam, three columns
    /// with a gap between each, a base; nil where the grid is too small for that (under 3 × 5 pixels).
    static func fitted(width: Int, height: Int) -> [Bool]? {
        guard height >= 3, width >= 5 else { return nil }
        let h = Double(height), w = Double(width)
        // Row bands: roof (its last row the beam), columns, base, each at least one row.
        let top = Int((0.12 * h).rounded(.down))
        let baseEnd = min(height, max(top + 3, Int((0.88 * h).rounded(.up))))
        let baseStart = min(baseEnd - 1, max(top + 2, Int((0.76 * h).rounded())))
        let columnsStart = min(baseStart - 1, max(top + 1, Int((0.44 * h).rounded())))
        let middle = w / 2
        // Three columns, mirrored about the middle, a one-pixel gap at least between each.
        let columnWidth = max(1, Int((0.14 * w).rounded()))
        let middleWidth = (width - columnWidth) % 2 == 0 ? columnWidth : columnWidth + 1
        let middleStart = (width - middleWidth) / 2
        let outer = max(0, min(Int((0.22 * w - Double(columnWidth) / 2).rounded()), middleStart - 1 - columnWidth))
        let left: Range<Int> = outer ..< outer + columnWidth
        let centre: Range<Int> = middleStart ..< middleStart + middleWidth
        let right: Range<Int> = width - outer - columnWidth ..< width - outer
        let columns = Set(left).union(centre).union(right)
        var pixels = [Bool](repeating: false, count: width * height)
        for y in top ..< baseEnd {
            for x in 0 ..< width {
                let offset = abs(Double(x) + 0.5 - middle)
                let on: Bool
                if y < columnsStart {
                    on = offset <= max(0.5, 0.42 * w * Double(y - top + 1) / Double(columnsStart - top))
                } else if y < baseStart {
                    on = columns.contains(x)
                } else {
                    on = offset <= 0.44 * w
                }
                pixels[y * width + x] = on
            }
        }
        return pixels
    }
}
