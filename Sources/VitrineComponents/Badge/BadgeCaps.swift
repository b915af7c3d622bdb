import VitrineCore

/// The glyphs that round off a badge's ends on one of its rows. A one-line badge takes its ``PillCaps``;
/// a wrapped one has quadrants that round its four corners (`▗ ▖` on the first row, `▝ ▘` on the last) and
/// half blocks between them, so that it reads as a pill, not a rectangle. Square caps are the pill's own
/// colour to the cell's edge on every row.
struct BadgeCaps {
    var leading: String
    var trailing: String
    /// The caps are part of the pill's body (drawn in its style), not a shape over what lies beneath.
    var isBody: Bool

    /// The caps a badge takes: those asked for (`--badge-caps`), else the theme's `theme.terminal.badge-caps`,
    /// else the best the output draws exactly (``PillCaps/drawnBest(_:)``).
    static func style(_ context: RenderContext) -> PillCaps {
        context.pillCaps ?? context.theme.valueIfPresent(token).flatMap(PillCaps.init(rawValue:)) ?? .drawnBest(context.drawnSymbols)
    }

    /// The theme's choice of caps, one of ``PillCaps``' names (optional).
    static let token = StringToken("theme.terminal.badge-caps")

    init(glyphs: GlyphSet, style: PillCaps, row: Int, of rows: Int) {
        isBody = glyphs == .ascii || style == .square
        switch glyphs {
        case .ascii: (leading, trailing) = ("(", ")")
        case .unicode where style == .square: (leading, trailing) = (" ", " ")
        case .unicode where rows == 1: (leading, trailing) = style.glyphs
        case .unicode where row == 0: (leading, trailing) = ("▗", "▖")
        case .unicode where row == rows - 1: (leading, trailing) = ("▝", "▘")
        case .unicode: (leading, trailing) = ("▐", "▌")
        }
    }
}
