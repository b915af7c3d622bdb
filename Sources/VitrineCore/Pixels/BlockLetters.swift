/// A 5×7 pixel font for the few characters a tile shows large, drawn through the blitter like any pixels:
/// a large avatar's initials (A–Z, 0–9) and an emblem's glyph (€ $ £ ¥ % & # + - ? !). Text with any
/// other character (山, É, 🦊) has no block letters and stays text.
public struct BlockLetters: Equatable, Sendable {
    /// Each letter's 35 pixels, row by row from the top-left, the first in the highest bit.
    private let letters: [UInt64]

    /// The letters of `text` (uppercased); nil when it is empty or a character has none.
    public init?(_ text: String) {
        let letters = text.uppercased().map { Self.font[$0] }
        guard !letters.isEmpty, letters.count <= 3, !letters.contains(nil) else { return nil }
        self.letters = letters.compactMap { $0 }
    }

    /// Font pixels across: five a letter, one between.
    public var width: Int { letters.count * 6 - 1 }
    /// Font pixels down.
    public static let height = 7

    /// True when font pixel (`column`, `row`) is ink.
    public func contains(column: Int, row: Int) -> Bool {
        guard column >= 0, row >= 0, row < Self.height, column < width, column % 6 < 5 else { return false }
        return letters[column / 6] >> UInt64(34 - (row * 5 + column % 6)) & 1 == 1
    }

    /// How many physical units (a cell is 1 wide, 2 tall) a font pixel takes on a tile `side` units across,
    /// whole so that every stroke keeps one width: the letters take at most `share` of the tile's height
    /// (half; a lone glyph may take more) and three quarters of its width. Nil when that is under one unit:
    /// too small to read, drawn as text instead.
    public func scale(forSide side: Double, share: Double = 0.5) -> Double? {
        let scale = min(side * share / Double(Self.height), side * 0.75 / Double(width)).rounded(.down)
        return scale >= 1 ? scale : nil
    }

    /// Paints the letters in `color` (nil: holes) into `pixels`, which cover `cells` through `blitter`,
    /// `scale` units a font pixel, centred at (`centerX`, `centerY`) in physical units, where `mask` allows.
    public func paint(_ color: Color?, into pixels: inout Bitmap, cells: Size, blitter: Blitter, scale: Double,
                      centerX: Double, centerY: Double, mask: PixelMask) {
        let (columns, rows) = blitter.pixelsPerCell
        let left = centerX - Double(width) * scale / 2, top = centerY - Double(Self.height) * scale / 2
        pixels.paint(color) { x, y in
            let px = (Double(x) + 0.5) / Double(columns), py = (Double(y) + 0.5) * 2 / Double(rows)
            return mask[x, y] && contains(column: Int(((px - left) / scale).rounded(.down)), row: Int(((py - top) / scale).rounded(.down)))
        }
    }

    /// The cells the letters cover, painted as ``paint(_:into:cells:blitter:scale:centerX:centerY:mask:)``
    /// paints them, relative to the cells' top-left.
    public func cells(scale: Double, centerX: Double, centerY: Double) -> Rect {
        let left = centerX - Double(width) * scale / 2, top = centerY - Double(Self.height) * scale / 2
        let (x, y) = (Int(left.rounded(.down)), Int((top / 2).rounded(.down)))
        return Rect(x: x, y: y, width: Int((left + Double(width) * scale).rounded(.up)) - x,
                    height: Int(((top + Double(Self.height) * scale) / 2).rounded(.up)) - y)
    }

    private static let font: [Character: UInt64] = [
        "A": 0x3A31FC631, "B": 0x7A31F463E, "C": 0x3A308422E, "D": 0x7A318C63E, "E": 0x7E10F421F, "F": 0x7E10F4210,
        "G": 0x3A30BC62F, "H": 0x4631FC631, "I": 0x38842108E, "J": 0x1C4214A4C, "K": 0x4654C5251, "L": 0x42108421F,
        "M": 0x4775AC631, "N": 0x4639ACE31, "O": 0x3A318C62E, "P": 0x7A31F4210, "Q": 0x3A318D64D, "R": 0x7A31F5251,
        "S": 0x3E107043E, "T": 0x7C8421084, "U": 0x46318C62E, "V": 0x46318C544, "W": 0x4631AD6AA, "X": 0x462A22A31,
        "Y": 0x462A21084, "Z": 0x7C222221F, "0": 0x3A33AE62E, "1": 0x11842108E, "2": 0x3A211111F, "3": 0x7C441062E,
        "4": 0x08CA97C42, "5": 0x7E1E0862E, "6": 0x1910F462E, "7": 0x7C2222108, "8": 0x3A317462E, "9": 0x3A317844C,
        "€": 0x1D1E47907, "$": 0x11F4717C4, "£": 0x1928F211F, "¥": 0x455F27C84, "%": 0x632222263, "&": 0x32544564D,
        "#": 0x295F57D4A, "+": 0x0084F9080, "-": 0x0000F8000, "?": 0x3A2111004, "!": 0x108421004
    ]
}
