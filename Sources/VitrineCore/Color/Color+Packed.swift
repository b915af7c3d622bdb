extension Color {
    /// The colour in one word, each colour exactly one value, so that ``Style`` compares and hashes
    /// its colours as two words instead of switching over their cases (a 300×100 frame compares thirty
    /// thousand styles). Bits 0–1: the case; 8–31: red, green, blue (or 8–15 the palette index);
    /// 32–40: the 256-colour fallback and a bit for its presence; 41–49: the 16-colour one. Bits 50–63
    /// are left for ``Style``.
    var packed: UInt64 {
        switch self {
        case .terminalDefault:
            return 0
        case let .indexed(index):
            return 1 | UInt64(index) << 8
        case let .rgb(r, g, b):
            return 2 | Self.packed(r, g, b)
        case let .authored(r, g, b, fallback):
            return 3 | Self.packed(r, g, b) | Self.packed(fallback.ansi256) << 32 | Self.packed(fallback.ansi16) << 41
        }
    }

    /// The colour `packed` stands for.
    init(packed: UInt64) {
        let byte = { (shift: UInt64) in UInt8(truncatingIfNeeded: packed >> shift) }
        let entry = { (shift: UInt64) in packed >> (shift + 8) & 1 == 0 ? nil : byte(shift) }
        switch packed & 3 {
        case 0: self = .terminalDefault
        case 1: self = .indexed(byte(8))
        case 2: self = .rgb(byte(8), byte(16), byte(24))
        default: self = .authored(byte(8), byte(16), byte(24), PaletteFallback(ansi256: entry(32), ansi16: entry(41)))
        }
    }

    private static func packed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt64 {
        UInt64(r) << 8 | UInt64(g) << 16 | UInt64(b) << 24
    }

    private static func packed(_ entry: UInt8?) -> UInt64 {
        entry.map { UInt64($0) | 1 << 8 } ?? 0
    }
}
