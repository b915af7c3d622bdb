import VitrineCore

/// The glyphs that round off a badge's ends on one of its rows. A one-line badge takes its ``Style``'s
/// caps; a wrapped one has quadrants that round its four corners (`▗ ▖` on the first row, `▝ ▘` on the
/// last) and half blocks between them, so that it reads as a pill, not a rectangle.
struct BadgeCaps {
    var leading: String
    var trailing: String

    /// How a one-line badge's ends are drawn. Measured in xterm 379 and kitty 0.26 under Xvfb with DejaVu
    /// Sans Mono and Liberation Mono: the fonts' `◖ ◗` are half discs 40 % of the cell's height, apart
    /// from the pill ("( Error )"), while `▐ ▌` fill the cell's height against it; the powerline curves
    /// are true half discs where the terminal draws them itself (kitty, WezTerm, Ghostty) and missing
    /// from common fonts.
    enum Style: String, CaseIterable, Sendable {
        /// `◖ ◗`: round where the font draws them full height.
        case round
        /// `▐ ▌`: square ends flush with the pill, in every font with block elements.
        case block
        /// The powerline half circles (U+E0B6, U+E0B4): a true pill where the terminal draws them.
        case powerline

        /// Chooses the caps: the theme's `theme.terminal.badge-caps` when it has one, else powerline
        /// where the terminal draws them itself and square ends elsewhere.
        init(_ context: RenderContext) {
            self = context.theme.valueIfPresent(Self.token).flatMap(Self.init(rawValue:))
                ?? (context.drawsPowerlineGlyphs ? .powerline : .block)
        }

        /// The theme's choice of caps, one of the styles' names (optional).
        static let token = StringToken("theme.terminal.badge-caps")

        var glyphs: (leading: String, trailing: String) {
            switch self {
            case .round: return ("◖", "◗")
            case .block: return ("▐", "▌")
            case .powerline: return ("\u{E0B6}", "\u{E0B4}")
            }
        }
    }

    init(glyphs: GlyphSet, style: Style, row: Int, of rows: Int) {
        switch glyphs {
        case .ascii: (leading, trailing) = ("(", ")")
        case .unicode where rows == 1: (leading, trailing) = style.glyphs
        case .unicode where row == 0: (leading, trailing) = ("▗", "▖")
        case .unicode where row == rows - 1: (leading, trailing) = ("▝", "▘")
        case .unicode: (leading, trailing) = ("▐", "▌")
        }
    }
}
