import CNcursesw
import VitrineCore

/// Codes cells as the terminal shows them: each style converted to the terminal's colours and given a
/// colour pair, defined with ncurses on first use.
struct TerminalCellCoder: CellCoder {
    private var converter: StyleConverter
    private var pairs: ColorPairCache
    private let colors: Int
    /// The last style coded and what it became: neighbouring cells mostly share a style, so a 300×100
    /// frame looks up a few hundred styles, not thirty thousand.
    private var last: (style: Style, bits: UInt64)?

    /// - Parameters:
    ///   - colors: the terminal's colour count (0 without colours: every cell gets pair 0).
    ///   - pairCapacity: the highest colour pair that may be defined.
    init(profile: ColorProfile, colors: Int, pairCapacity: Int32) {
        converter = StyleConverter(profile: profile)
        pairs = ColorPairCache(capacity: pairCapacity)
        self.colors = colors
    }

    /// Starts a frame. A whole frame (every cell coded) protects anew: each pair it codes is kept from
    /// redefinition until the next whole frame. A part of a frame adds to that protection, as the cells
    /// it does not code are still shown in the pairs the last whole frame gave them.
    mutating func beginFrame(whole: Bool) {
        if whole { pairs.beginFrame() }
        last = nil
    }

    mutating func code(_ cell: borrowing Cell, isWide: Bool) -> CellCode {
        let text = CellCode.textBits(of: cell.glyph)
        if let last, last.style == cell.style { return CellCode(text: text, styleBits: last.bits, isWide: isWide) }
        return CellCode(text: text, styleBits: styleBits(of: cell.style), isWide: isWide)
    }

    /// The code bits of a style unlike the last cell's: converted and given a pair. Kept out of line, so
    /// that the loop coding thirty thousand cells stays small enough for the processor's registers.
    @inline(never)
    private mutating func styleBits(of style: Style) -> UInt64 {
        let converted = converter.convert(style)
        let bits = CellCode.styleBits(attributes: converted.attributes.rawValue, pair: pair(for: converted))
        last = (style, bits)
        return bits
    }

    private mutating func pair(for style: Style) -> Int32 {
        guard colors > 0 else { return 0 }
        return pairs.pair(foreground: TerminalColorNumber.number(for: style.foreground, colors: colors),
                          background: TerminalColorNumber.number(for: style.background, colors: colors)) { number, fg, bg in
            vt_define_pair(number, fg, bg)
        }
    }
}
