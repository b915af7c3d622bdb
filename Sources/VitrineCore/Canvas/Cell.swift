/// One terminal cell: a single grapheme cluster and its style.
///
/// A wide grapheme (CJK, most emoji) occupies its cell and the next one; that next cell is a
/// *continuation* with empty text, which backends skip when writing.
///
/// 16 bytes: the style first, so that the glyph takes the 4 bytes its 12 leave before the next cell.
public struct Cell: Hashable, Sendable {
    public var style: Style
    /// One grapheme cluster of display width 1 or 2, or nothing for the right half of a wide one.
    public var glyph: Glyph

    public init(_ text: String, style: Style = .plain) {
        self.init(Glyph(text), style: style)
    }

    public init(_ glyph: Glyph, style: Style = .plain) {
        self.glyph = glyph
        self.style = style
    }

    /// A space in the terminal's default colours.
    public static let blank = Cell(.space)

    /// The grapheme cluster as a string, "" for a continuation.
    public var text: String {
        get { glyph.text }
        set { glyph = Glyph(newValue) }
    }

    /// True for the right half of a wide grapheme.
    @inlinable
    public var isContinuation: Bool { glyph.isEmpty }

    /// True when the cell shows only `color`: a space on it, a full block of it, or any glyph drawn in
    /// it on it (a blitter's uniform cell).
    public func isFilled(with color: Color) -> Bool {
        if glyph == Self.fullBlock { return style.foreground == color }
        return style.background == color && (glyph == .space || style.foreground == color)
    }

    /// True when the two cells look the same: equal; two spaces on one background, whatever their foreground
    /// and bold, dim or italic (nothing shows them on a space; underline and reverse do); or a half block and
    /// the other half block with the colours swapped (`▀` red on blue is `▄` blue on red), which is the
    /// blitter's choice, not the design's. Not with an attribute that marks the foreground alone (bold, dim,
    /// underline): then the halves differ.
    public func looksLike(_ other: Cell) -> Bool {
        guard self != other else { return true }
        if glyph == .space, other.glyph == .space {
            let shownOnASpace: TextAttributes = [.underline, .reverse]
            if style.attributes.isDisjoint(with: shownOnASpace), other.style.attributes.isDisjoint(with: shownOnASpace) {
                return style.background == other.style.background
            }
        }
        let halves = (Self.upperHalf, Self.lowerHalf)
        guard (glyph, other.glyph) == halves || (other.glyph, glyph) == halves, style.attributes == other.style.attributes,
              style.attributes.subtracting([.reverse, .italic]).isEmpty else { return false }
        return style.foreground == other.style.background && style.background == other.style.foreground
    }

    private static let fullBlock = Glyph("█"), upperHalf = Glyph("▀"), lowerHalf = Glyph("▄")
}
