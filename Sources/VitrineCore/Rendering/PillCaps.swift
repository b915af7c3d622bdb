/// How a pill's ends (a badge's) are drawn, chosen by what each terminal was measured to draw best under
/// Xvfb (docs/terminals.md): the powerline half circles are true half discs where the terminal draws them
/// itself (kitty, WezTerm, Ghostty) and missing from common fonts; `▐ ▌` are exact where the terminal draws
/// block elements (alacritty, foot) but notched (xterm with DejaVu Sans Mono) or ragged (st, mlterm) from a
/// font; spaces in the pill's colour are exact everywhere; the fonts' `◖ ◗` are half discs 40 % of the
/// cell's height apart from the pill, except xterm's bitmap font, where they are whole.
public enum PillCaps: String, CaseIterable, Sendable {
    /// `◖ ◗`: round where the font draws them full height (xterm's bitmap font).
    case round
    /// `▐ ▌`: square ends, exact where the terminal draws block elements itself.
    case block
    /// Spaces in the pill's colour: square ends drawn by no glyph, exact in every font.
    case square
    /// The powerline half circles (U+E0B6, U+E0B4): a true pill where the terminal draws them.
    case powerline

    /// The caps that read most as a pill among those `symbols` draws exactly.
    public static func drawnBest(_ symbols: DrawnSymbols) -> PillCaps {
        symbols.contains(.powerline) ? .powerline : symbols.contains(.blockElements) ? .block : .square
    }

    /// A one-line pill's leading and trailing glyphs.
    public var glyphs: (leading: String, trailing: String) {
        switch self {
        case .round: return ("◖", "◗")
        case .block: return ("▐", "▌")
        case .square: return (" ", " ")
        case .powerline: return ("\u{E0B6}", "\u{E0B4}")
        }
    }
}
