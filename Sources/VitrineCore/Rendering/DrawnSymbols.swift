/// The symbols an output draws itself, exactly, whatever its font. A headless render and terminals that draw
/// block elements themselves (kitty, alacritty, foot, WezTerm, Ghostty, Contour) fill a `▐` to the cell's
/// edges; kitty, WezTerm and Ghostty draw the powerline half circles too. Elsewhere the font draws them, and
/// under Xvfb its `▐ ▌` left a notch (xterm with DejaVu Sans Mono) or ragged edges (st, mlterm) against a
/// pill's body.
public struct DrawnSymbols: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Block elements and quadrants (U+2580–U+259F): exact rectangles.
    public static let blockElements = DrawnSymbols(rawValue: 1)
    /// The powerline half circles (U+E0B4, U+E0B6): whole half discs.
    public static let powerline = DrawnSymbols(rawValue: 2)
}
