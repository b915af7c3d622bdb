import VitrineCore

/// The glyphs that round off a badge's ends on one of its rows: half discs for a one-line badge; for a
/// wrapped one, quadrants that round its four corners (`▗ ▖` on the first row, `▝ ▘` on the last) and
/// half blocks between them, so that it reads as a pill, not a rectangle.
struct BadgeCaps {
    var leading: String
    var trailing: String

    init(glyphs: GlyphSet, row: Int, of rows: Int) {
        switch glyphs {
        case .ascii: (leading, trailing) = ("(", ")")
        case .unicode where rows == 1: (leading, trailing) = ("◖", "◗")
        case .unicode where row == 0: (leading, trailing) = ("▗", "▖")
        case .unicode where row == rows - 1: (leading, trailing) = ("▝", "▘")
        case .unicode: (leading, trailing) = ("▐", "▌")
        }
    }
}
