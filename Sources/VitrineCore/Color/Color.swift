/// A colour as components ask for it: an ideal RGB value, a palette index, or the terminal's own default.
///
/// Colours stay ideal until the output edge, where a ``ColorProfile`` converts them once.
public enum Color: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's default foreground or background (whatever the user configured).
    case terminalDefault
    /// An index into the terminal's palette (0–15 the ANSI colours, 16–255 the xterm cube and greys).
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
    /// A 24-bit colour with the palette entries its theme chose for 256 and 16 colours.
    case authored(UInt8, UInt8, UInt8, PaletteFallback)

    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (alpha is ignored); nil for anything else.
    public init?(hex: String) {
        var bytes = hex.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "#") else { return nil }
        // The first six digits, four bits each; alpha digits (7 and 8) are checked and left out.
        var value: UInt32 = 0
        var count = 0
        while let byte = bytes.next() {
            guard count < 8, let digit = HexDigit.value(byte) else { return nil }
            if count < 6 { value = value << 4 | digit }
            count += 1
        }
        switch count {
        case 3: // #rgb is #rrggbb
            self = .rgb(UInt8(value >> 8 & 0xF) * 17, UInt8(value >> 4 & 0xF) * 17, UInt8(value & 0xF) * 17)
        case 6, 8:
            self = .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        default:
            return nil
        }
    }

    /// The RGB value this colour shows on a standard xterm palette; nil for the terminal default.
    public var rgbValue: (r: UInt8, g: UInt8, b: UInt8)? {
        switch self {
        case .terminalDefault: return nil
        case let .rgb(r, g, b), let .authored(r, g, b, _): return (r, g, b)
        case let .indexed(index): return XtermPalette.rgb(ofIndex: Int(index))
        }
    }

    public var description: String {
        switch self {
        case .terminalDefault: return "default"
        case let .indexed(index): return "@\(index)"
        case let .rgb(r, g, b), let .authored(r, g, b, _):
            return "#" + [r, g, b].map { byte in
                let text = String(byte, radix: 16)
                return byte < 16 ? "0" + text : text
            }.joinedText(separator: "")
        }
    }

    /// The palette entries the theme chose for this colour, if any.
    public var paletteFallback: PaletteFallback? {
        guard case let .authored(_, _, _, fallback) = self else { return nil }
        return fallback
    }

    /// This colour with `fallback`'s palette entries for fewer colours (a palette colour or the terminal's
    /// default is returned as it is: it needs none).
    public func withFallback(_ fallback: PaletteFallback) -> Color {
        guard !fallback.isEmpty, let (r, g, b) = rgbValue, !isIndexedOrDefault else { return self }
        return .authored(r, g, b, fallback)
    }

    /// Inlinable, as ``Style``'s: a terminal compares thirty thousand cells' styles for a 300×100 frame.
    @inlinable
    public static func == (lhs: Color, rhs: Color) -> Bool {
        switch (lhs, rhs) {
        case (.terminalDefault, .terminalDefault): return true
        case let (.indexed(a), .indexed(b)): return a == b
        case let (.rgb(r1, g1, b1), .rgb(r2, g2, b2)): return r1 == r2 && g1 == g2 && b1 == b2
        case let (.authored(r1, g1, b1, f1), .authored(r2, g2, b2, f2)):
            return r1 == r2 && g1 == g2 && b1 == b2 && f1.ansi256 == f2.ansi256 && f1.ansi16 == f2.ansi16
                && f1.ansi8 == f2.ansi8
        default: return false
        }
    }

    private var isIndexedOrDefault: Bool {
        switch self {
        case .terminalDefault, .indexed: return true
        case .rgb, .authored: return false
        }
    }
}

extension Color {
    /// True for a colour darker than mid-grey (by luma), e.g. an image pixel that becomes ink without colour.
    public var isDark: Bool {
        guard let (r, g, b) = rgbValue else { return false }
        return 299 * Int(r) + 587 * Int(g) + 114 * Int(b) < 128_000
    }

    /// This colour mixed with `other`: `amount` 0 gives this colour, 1 gives `other`.
    public func mixed(with other: Color, amount: Double) -> Color {
        guard let a = rgbValue, let b = other.rgbValue else { return self }
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * amount).rounded()) }
        return .rgb(channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b))
    }
}
