/// A shape laid over a block of cells, tested pixel by pixel in *physical* units (a cell is 1 wide and
/// 2 tall), so a circle stays round whatever the blitter's pixel shape.
public enum PixelShape: Equatable, Sendable {
    /// The largest circle centred in the cells.
    case circle
    /// The largest centred square with corners rounded by `cornerRadius` times its side (0…0.5).
    case roundedSquare(cornerRadius: Double)
    /// A circle of `diameter` cells' width centred at `centre` (both in physical units).
    case disc(centerX: Double, centerY: Double, diameter: Double)

    /// A mask of the bitmap that covers `cells` through `blitter`: true where the pixel's centre lies inside.
    public func mask(cells: Size, blitter: Blitter) -> PixelMask {
        let pixels = blitter.pixelSize(ofCells: cells)
        let (columns, rows) = blitter.pixelsPerCell
        let frame = PhysicalFrame(width: Double(cells.width), height: 2 * Double(cells.height))
        var bits = [Bool]()
        bits.reserveCapacity(pixels.width * pixels.height)
        for y in 0 ..< pixels.height {
            for x in 0 ..< pixels.width {
                let px = (Double(x) + 0.5) / Double(columns), py = (Double(y) + 0.5) * 2 / Double(rows)
                bits.append(contains(x: px, y: py, in: frame))
            }
        }
        return PixelMask(width: pixels.width, height: pixels.height, bits: bits)
    }

    private func contains(x: Double, y: Double, in frame: PhysicalFrame) -> Bool {
        let side = min(frame.width, frame.height)
        let (centerX, centerY) = (frame.width / 2, frame.height / 2)
        switch self {
        case .circle:
            return Self.isInCircle(x: x - centerX, y: y - centerY, radius: side / 2)
        case let .disc(discX, discY, diameter):
            return Self.isInCircle(x: x - discX, y: y - discY, radius: diameter / 2)
        case let .roundedSquare(fraction):
            let radius = Self.visibleRadius(fraction: fraction, side: side)
            let half = side / 2
            // Distance past the inner square whose corners are the rounding circles' centres.
            let dx = max(0, abs(x - centerX) - (half - radius)), dy = max(0, abs(y - centerY) - (half - radius))
            return abs(x - centerX) <= half && abs(y - centerY) <= half && Self.isInCircle(x: dx, y: dy, radius: radius)
        }
    }

    /// A rounded square's corner radius in physical units: the fraction of the side, but at least
    /// ``minimumRoundedRadius`` where that leaves the shape squarer than a circle (up to 36 % of the side),
    /// so that a small tile's corners step twice and read as rounded instead of a one-pixel notch (a 40 pt
    /// emblem's 8 pt radius is 2 columns).
    static func visibleRadius(fraction: Double, side: Double) -> Double {
        let radius = side * min(0.5, max(0, fraction))
        return radius > 0 ? max(radius, min(minimumRoundedRadius, 0.36 * side)) : 0
    }

    /// The smallest corner radius, in columns, whose half-block outline steps twice (2 pixels, then 1).
    static let minimumRoundedRadius = 3.6

    private static func isInCircle(x: Double, y: Double, radius: Double) -> Bool {
        x * x + y * y <= radius * radius
    }

    private struct PhysicalFrame {
        var width: Double
        var height: Double
    }
}

/// Which pixels of a bitmap a shape covers.
public struct PixelMask: Equatable, Sendable {
    public let width: Int
    public let height: Int
    let bits: [Bool]

    /// True when pixel (x, y) is inside the shape; false outside the mask.
    public subscript(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height && bits[y * width + x]
    }

    /// True when every pixel of cell (column, row) is inside, so text there sits wholly on the shape.
    public func coversCell(column: Int, row: Int, blitter: Blitter) -> Bool {
        let (columns, rows) = blitter.pixelsPerCell
        return (0 ..< rows).allSatisfy { dy in
            (0 ..< columns).allSatisfy { dx in self[column * columns + dx, row * rows + dy] }
        }
    }
}
