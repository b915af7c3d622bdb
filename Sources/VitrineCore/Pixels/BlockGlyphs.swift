/// The block characters for a cell whose pixels are on (foreground) or off (background), by bit mask:
/// bit `row * columns + column` is set for an "on" pixel.
enum BlockGlyphs {
    /// Upper and lower half: bit 0 top, bit 1 bottom.
    static let halves = [" ", "▀", "▄", "█"]

    /// Quadrants: bits 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right.
    static let quadrants = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]

    /// Sextants, 2 columns × 3 rows. Unicode encodes the 60 masks that have no older block character
    /// in mask order from U+1FB00, skipping empty, full, left half (21) and right half (42).
    static func sextant(_ mask: Int) -> String {
        switch mask {
        case 0: return " "
        case 21: return "▌"
        case 42: return "▐"
        case 63: return "█"
        default:
            let offset = mask - 1 - (mask > 21 ? 1 : 0) - (mask > 42 ? 1 : 0)
            return String(Character(Unicode.Scalar(0x1FB00 + UInt32(offset))!))
        }
    }

    /// The glyph for `mask` in `blitter`'s cell layout.
    static func glyph(_ mask: Int, blitter: Blitter) -> String {
        switch blitter {
        case .halfBlock: return halves[mask]
        case .quadrant: return quadrants[mask]
        case .sextant: return sextant(mask)
        case .ascii: return [" ", "'", ".", " "][mask]
        }
    }
}
