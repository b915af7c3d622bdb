/// The text of one cell, a single grapheme cluster (or nothing, for the right half of a wide one), in
/// one 32-bit word with no reference to count: a frame of 30,000 cells is copied, filled, compared and
/// freed without touching reference counts, which a `String` a cell did for every one.
///
/// A cluster of one scalar (ASCII, every letter, block and most emoji) is kept inline. A cluster of
/// several (an emoji with a variation selector or a skin tone, a flag, a letter under combining marks)
/// is kept once in ``GlyphTable`` and the glyph holds its number there.
public struct Glyph: Hashable, Sendable {
    /// 0 for a continuation; else ``scalarMark`` and a scalar value, or ``tableMark`` and a table number.
    @usableFromInline let rawValue: UInt32

    @usableFromInline static let scalarMark: UInt32 = 1 << 21
    private static let tableMark: UInt32 = 1 << 22

    private init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The glyph of `text`, one grapheme cluster as ``Canvas`` measured it ("" for a continuation).
    public init(_ text: String) {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else {
            self = .continuation
            return
        }
        guard scalars.next() == nil else {
            self = GlyphTable.shared.glyph(for: text)
            return
        }
        self.init(rawValue: Self.scalarMark | first.value)
    }

    /// The glyph of one ASCII character.
    init(ascii byte: UInt8) {
        self.init(rawValue: Self.scalarMark | UInt32(byte))
    }

    /// The grapheme of one scalar (the caller knows it is a grapheme alone).
    init(scalar: Unicode.Scalar) {
        self.init(rawValue: Self.scalarMark | scalar.value)
    }

    /// The glyph of a cluster stored in ``GlyphTable`` as `number`.
    init(tableNumber number: Int) {
        self.init(rawValue: Self.tableMark | UInt32(number))
    }

    /// Nothing: the right half of a wide grapheme.
    public static let continuation = Glyph(rawValue: 0)
    /// A space.
    public static let space = Glyph(ascii: UInt8(ascii: " "))

    /// True for the right half of a wide grapheme.
    @inlinable
    public var isEmpty: Bool { rawValue == 0 }

    /// The one byte of an ASCII glyph (most cells); nil for anything else.
    @inlinable
    public var asciiByte: UInt8? {
        rawValue & ~0x7F == Self.scalarMark ? UInt8(truncatingIfNeeded: rawValue) : nil
    }

    /// The cluster's first scalar and whether it is its only one; nil for a continuation.
    public var firstScalar: (scalar: Unicode.Scalar, isOnly: Bool)? {
        if rawValue & Self.scalarMark != 0 { return Unicode.Scalar(rawValue & ~Self.scalarMark).map { ($0, true) } }
        guard rawValue & Self.tableMark != 0 else { return nil }
        // A cluster in the table has more than one scalar.
        return text.unicodeScalars.first.map { ($0, false) }
    }

    /// The cluster as a string.
    public var text: String {
        if rawValue & Self.scalarMark != 0 { return Unicode.Scalar(rawValue & ~Self.scalarMark).map(String.init) ?? "" }
        guard rawValue & Self.tableMark != 0 else { return "" }
        return GlyphTable.shared.text(ofNumber: Int(rawValue & ~Self.tableMark))
    }
}
