/// The text of one cell, a single grapheme cluster (or nothing, for the right half of a wide one), in
/// two machine words with no reference to count: a frame of 30,000 cells is copied, filled, compared
/// and freed without touching reference counts, which a `String` a cell did for every one.
///
/// Up to 15 bytes of UTF-8 are kept inline: ASCII, every single scalar, and most emoji sequences. A
/// longer cluster (a family emoji, a letter under a pile of combining marks) is kept once in
/// ``GlyphTable`` and the glyph holds its number there.
public struct Glyph: Hashable, Sendable {
    /// UTF-8 bytes 0–7, little-endian; or the table number of a long cluster.
    @usableFromInline let low: UInt64
    /// UTF-8 bytes 8–14, and the byte count (0–15) in the top byte; ``longMark`` there for a long cluster.
    @usableFromInline let high: UInt64

    private static let longMark: UInt64 = 0xFF << 56
    /// The most UTF-8 bytes kept inline.
    static let inlineCapacity = 15

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The glyph of `text`, one grapheme cluster as ``Canvas`` measured it ("" for a continuation).
    public init(_ text: String) {
        let count = text.utf8.count
        guard count <= Self.inlineCapacity else {
            self = GlyphTable.shared.glyph(for: text)
            return
        }
        var (low, high): (UInt64, UInt64) = (0, UInt64(count) << 56)
        for (offset, byte) in text.utf8.enumerated() {
            if offset < 8 { low |= UInt64(byte) << (8 * offset) } else { high |= UInt64(byte) << (8 * (offset - 8)) }
        }
        self.init(low: low, high: high)
    }

    /// The glyph of one ASCII character.
    init(ascii byte: UInt8) {
        self.init(low: UInt64(byte), high: 1 << 56)
    }

    /// The glyph of a cluster stored in ``GlyphTable`` as `number`.
    init(tableNumber number: Int) {
        self.init(low: UInt64(number), high: Self.longMark)
    }

    /// Nothing: the right half of a wide grapheme.
    public static let continuation = Glyph(low: 0, high: 0)
    /// A space.
    public static let space = Glyph(" ")

    /// True for the right half of a wide grapheme.
    @inlinable
    public var isEmpty: Bool { low | high == 0 }

    /// The one byte of an ASCII glyph (most cells); nil for anything else.
    @inlinable
    public var asciiByte: UInt8? {
        high == 1 << 56 ? UInt8(truncatingIfNeeded: low) : nil
    }

    /// The cluster's first scalar and whether it is its only one; nil for a continuation.
    public var firstScalar: (scalar: Unicode.Scalar, isOnly: Bool)? {
        guard high & Self.longMark != Self.longMark else {
            // A long cluster has more than 15 bytes, so more than one scalar.
            return text.unicodeScalars.first.map { ($0, false) }
        }
        let count = Int(high >> 56)
        guard count > 0 else { return nil }
        let lead = UInt8(truncatingIfNeeded: low)
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> length)
        for offset in 1 ..< length { value = value << 6 | UInt32(truncatingIfNeeded: low >> (8 * offset)) & 0x3F }
        return Unicode.Scalar(value).map { ($0, count == length) }
    }

    /// The cluster as a string.
    public var text: String {
        guard high & Self.longMark != Self.longMark else { return GlyphTable.shared.text(ofNumber: Int(low)) }
        let count = Int(high >> 56)
        return withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { bytes in
            String(decoding: bytes.prefix(count), as: UTF8.self)
        }
    }
}
