import VitrineCore

/// The glyphs that round off a badge's ends.
struct BadgeCaps {
    var leading: String
    var trailing: String

    init(glyphs: GlyphSet, isSingleLine: Bool) {
        switch (glyphs, isSingleLine) {
        case (.ascii, _): (leading, trailing) = ("(", ")")
        case (.unicode, true): (leading, trailing) = ("◖", "◗")
        case (.unicode, false): (leading, trailing) = ("▐", "▌")
        }
    }
}
