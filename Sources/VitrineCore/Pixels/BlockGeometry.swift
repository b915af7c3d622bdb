/// The exact shapes of block glyphs, so pictures (SVG) draw them as rectangles rather than trust a font:
/// halves, quadrants, sextants, eighths, and the three shades.
public enum BlockGeometry {
    /// A rectangle in a cell, in fractions of its width and height from its top-left corner.
    public struct Part: Equatable, Sendable {
        public let x, y, width, height: Double
    }

    /// The filled parts of `glyph` when it is a block glyph made of rectangles; nil otherwise (shades
    /// are ``shade(_:)``).
    public static func parts(of glyph: String) -> [Part]? {
        table[glyph]
    }

    /// How much of the foreground a shade glyph shows (`░` 0.25, `▒` 0.5, `▓` 0.75); nil for other glyphs.
    public static func shade(_ glyph: String) -> Double? {
        ["░": 0.25, "▒": 0.5, "▓": 0.75][glyph]
    }

    private static let table: [String: [Part]] = {
        var table: [String: [Part]] = [:]
        for mask in 1 ..< 16 {
            table[BlockGlyphs.quadrants[mask]] = cells(mask, columns: 2, rows: 2)
        }
        for mask in 1 ..< 63 {
            table[BlockGlyphs.sextant(mask)] = cells(mask, columns: 2, rows: 3)
        }
        for eighths in 1 ... 7 {
            let fraction = Double(eighths) / 8
            table[String(Character(Unicode.Scalar(0x2580 + UInt32(eighths))!))] = [Part(x: 0, y: 1 - fraction, width: 1, height: fraction)]
            table[String(Character(Unicode.Scalar(0x2590 - UInt32(eighths))!))] = [Part(x: 0, y: 0, width: fraction, height: 1)]
        }
        // Halves and the full block as one rectangle each.
        table["▀"] = [Part(x: 0, y: 0, width: 1, height: 0.5)]
        table["▄"] = [Part(x: 0, y: 0.5, width: 1, height: 0.5)]
        table["▌"] = [Part(x: 0, y: 0, width: 0.5, height: 1)]
        table["▐"] = [Part(x: 0.5, y: 0, width: 0.5, height: 1)]
        table["█"] = [Part(x: 0, y: 0, width: 1, height: 1)]
        table["▔"] = [Part(x: 0, y: 0, width: 1, height: 0.125)]
        table["▕"] = [Part(x: 0.875, y: 0, width: 0.125, height: 1)]
        return table
    }()

    /// One part a set bit of `mask`, bit `row * columns + column`.
    private static func cells(_ mask: Int, columns: Int, rows: Int) -> [Part] {
        (0 ..< columns * rows).filter { mask & (1 << $0) != 0 }.map { bit in
            Part(x: Double(bit % columns) / Double(columns), y: Double(bit / columns) / Double(rows),
                 width: 1 / Double(columns), height: 1 / Double(rows))
        }
    }
}
