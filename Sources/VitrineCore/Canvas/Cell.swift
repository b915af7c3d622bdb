/// One terminal cell: a single grapheme cluster and its style.
///
/// A wide grapheme (CJK, most emoji) occupies its cell and the next one; that next cell is a
/// *continuation* with empty text, which backends skip when writing.
public struct Cell: Hashable, Sendable {
    /// One grapheme cluster of display width 1 or 2, or "" for the right half of a wide one.
    public var text: String
    public var style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// A space in the terminal's default colours.
    public static let blank = Cell(" ")

    /// True for the right half of a wide grapheme.
    public var isContinuation: Bool { text.isEmpty }

    /// True when the cell shows only `color`: a space on it, a full block of it, or any glyph drawn in
    /// it on it (a blitter's uniform cell).
    public func isFilled(with color: Color) -> Bool {
        if text == "█" { return style.foreground == color }
        return style.background == color && (text == " " || style.foreground == color)
    }
}
