import VitrineCore

/// A cell as the terminal shows it, in 64 bits: its character, attributes, colour pair and width, so
/// that two cells have the same code exactly when they look the same. A grapheme of several scalars
/// (an emoji sequence, a letter with combining marks) does not fit: its code matches nothing, so such a
/// cell is always sent (ncurses still sends the terminal only what differs).
struct CellCode: Equatable {
    let rawValue: UInt64

    private static let multiScalar: UInt64 = 1 << 62
    private static let unsentBit: UInt64 = 1 << 63

    /// The code of a place nothing known was sent to (never sent, or a continuation cell): matches no cell.
    static let unsent = CellCode(rawValue: unsentBit)

    private init(rawValue: UInt64) { self.rawValue = rawValue }

    /// - Parameters:
    ///   - text: the grapheme's ``textBits(of:)``.
    ///   - attributes: the attribute bits (``VitrineCore/TextAttributes``' raw value).
    ///   - pair: the colour pair, 0 ... 65535.
    ///   - isWide: whether the grapheme covers two columns.
    init(text: UInt64, attributes: UInt8, pair: Int32, isWide: Bool) {
        self.init(text: text, styleBits: Self.styleBits(attributes: attributes, pair: pair), isWide: isWide)
    }

    /// - Parameters:
    ///   - text: the grapheme's ``textBits(of:)``.
    ///   - styleBits: its style's ``styleBits(attributes:pair:)``, made once for a run of cells.
    ///   - isWide: whether the grapheme covers two columns.
    init(text: UInt64, styleBits: UInt64, isWide: Bool) {
        rawValue = text | styleBits | (isWide ? 1 << 45 : 0)
    }

    /// The part of a code that stands for the attributes and the colour pair (0 ... 65535).
    static func styleBits(attributes: UInt8, pair: Int32) -> UInt64 {
        UInt64(attributes) << 21 | UInt64(UInt16(clamping: pair)) << 29
    }

    /// The part of a code that stands for one grapheme cluster: its scalar, or a mark that matches
    /// nothing when it has several.
    static func textBits(of glyph: Glyph) -> UInt64 {
        // Most cells: one ASCII character, taken without decoding.
        if let byte = glyph.asciiByte { return UInt64(byte) }
        guard let (scalar, isOnly) = glyph.firstScalar else { return 0 }
        return isOnly ? UInt64(scalar.value) : UInt64(scalar.value) | multiScalar
    }

    /// The attribute bits the code was made with.
    var attributes: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 21) }
    /// The colour pair the code was made with.
    var pair: Int32 { Int32(UInt16(truncatingIfNeeded: rawValue >> 29)) }
    /// Whether the grapheme covers two columns.
    var isWide: Bool { rawValue & 1 << 45 != 0 }
    /// The grapheme's one scalar value, taken from the bits without checking them again; nil when it has
    /// several (or nothing was sent).
    var scalarValue: UInt32? {
        alwaysSent ? nil : UInt32(truncatingIfNeeded: rawValue & 0x1F_FFFF)
    }
    /// Whether a cell with this code must be sent even where the same code was sent before.
    var alwaysSent: Bool { rawValue & (Self.multiScalar | Self.unsentBit) != 0 }
}
