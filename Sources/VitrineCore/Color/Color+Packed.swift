extension Color {
    /// The colour in 44 bits, each colour exactly one value, so that ``Style`` keeps two colours and the
    /// attributes in 12 bytes and compares them as two words instead of switching over their cases (a
    /// 300×100 frame compares thirty thousand styles). Bits 0–1: the case; 2–25: red, green, blue (or 2–9
    /// the palette index); 26–34: the 256-colour fallback and a bit for its presence; 35–39: the 16-colour
    /// one; 40–43: the 8-colour one.
    static let packedBits = 44

    var packed: UInt64 {
        switch self {
        case .terminalDefault:
            return 0
        case let .indexed(index):
            return 1 | UInt64(index) << 2
        case let .rgb(r, g, b):
            return 2 | Self.packed(r, g, b)
        case let .authored(r, g, b, fallback):
            return 3 | Self.packed(r, g, b) | Self.packed(fallback.ansi256, bits: 8) << 26
                | Self.packed(fallback.ansi16, bits: 4) << 35 | Self.packed(fallback.ansi8, bits: 3) << 40
        }
    }

    /// The colour `packed` stands for.
    init(packed: UInt64) {
        let byte = { (shift: UInt64) in UInt8(truncatingIfNeeded: packed >> shift) }
        let entry = { (shift: UInt64, bits: UInt64) in packed >> (shift + bits) & 1 == 0 ? nil : byte(shift) & UInt8((1 << bits) - 1) }
        switch packed & 3 {
        case 0: self = .terminalDefault
        case 1: self = .indexed(byte(2))
        case 2: self = .rgb(byte(2), byte(10), byte(18))
        default: self = .authored(byte(2), byte(10), byte(18), PaletteFallback(ansi256: entry(26, 8), ansi16: entry(35, 4), ansi8: entry(40, 3)))
        }
    }

    private static func packed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt64 {
        UInt64(r) << 2 | UInt64(g) << 10 | UInt64(b) << 18
    }

    /// A palette entry of `bits` bits and, above them, a bit for its presence.
    private static func packed(_ entry: UInt8?, bits: UInt64) -> UInt64 {
        entry.map { UInt64($0) | 1 << bits } ?? 0
    }
}
