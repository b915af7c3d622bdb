/// Two colours a canvas shows against each other, as sent at a colour profile.
public struct ContrastPair: Hashable, Sendable {
    /// What the pair is, which sets the ratio it needs (WCAG 2.1).
    public enum Kind: String, Sendable {
        /// A glyph's colour on its cell's background: 4.5:1 for AA, 7:1 for AAA (1.4.3, 1.4.6).
        case text
        /// A shape drawn in blocks against what surrounds it: 3:1 (1.4.11, non-text contrast).
        case graphic

        /// The ratio WCAG 2.1 level AA asks of this kind: 4.5:1 for text, 3:1 for graphics.
        public var minimumRatio: Double { self == .text ? 4.5 : 3 }

        /// The ratio level AAA asks of text (graphics have no AAA level).
        public static let enhancedTextRatio = 7.0
    }

    public let kind: Kind
    public let foreground: Color
    public let background: Color

    public init(kind: Kind, foreground: Color, background: Color) {
        self.kind = kind
        self.foreground = foreground
        self.background = background
    }

    /// The WCAG 2 contrast ratio of the two colours.
    public var ratio: Double { foreground.contrastRatio(with: background) ?? 1 }

    /// True when the two colours are the same: text drawn so cannot be seen at all.
    public var isInvisible: Bool { foreground == background }

    /// Every distinct pair `canvas` shows once converted for `profile`, with how many cells show it:
    /// each glyph on its cell's background (block, shape and sextant glyphs are graphics, everything else
    /// text). Text in its background's own colour is the worst pair there is (1.00:1, invisible) and is
    /// kept; a block in its background's colour is only a fill and is not. Spaces, and colours the profile
    /// does not send (monochrome, the terminal's default), show no pair.
    public static func pairs(in canvas: Canvas, profile: ColorProfile) -> [ContrastPair: Int] {
        var converter = StyleConverter(profile: profile)
        var counts: [ContrastPair: Int] = [:]
        for y in 0 ..< canvas.size.height {
            for x in 0 ..< canvas.size.width {
                let cell = canvas[x, y]
                guard let scalar = cell.text.unicodeScalars.first, scalar != " " else { continue }
                let style = converter.convert(cell.style)
                var (foreground, background) = (style.foreground, style.background)
                if style.attributes.contains(.reverse) { swap(&foreground, &background) }
                guard foreground != .terminalDefault, background != .terminalDefault else { continue }
                let kind: Kind = Self.isBlock(scalar) ? .graphic : .text
                guard foreground != background || kind == .text else { continue }
                counts[ContrastPair(kind: kind, foreground: foreground, background: background), default: 0] += 1
            }
        }
        return counts
    }

    /// Block elements (`▀ ▄ █ ▌ ▐`, quadrants), geometric shapes (a badge's `◖ ◗` caps) and Unicode 13's
    /// sextants: what shapes and pixels are drawn with.
    private static func isBlock(_ scalar: Unicode.Scalar) -> Bool {
        (0x2580 ... 0x25FF).contains(scalar.value) || (0x1FB00 ... 0x1FB3B).contains(scalar.value)
    }
}
