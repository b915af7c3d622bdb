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
    /// Each style coded before, with its bits and the pair they name (nil for pair 0 by rule): one look-up
    /// for a style unlike its neighbour, not a conversion and a pair's, while the pair still holds it.
    private var known: [Style: (bits: UInt64, pair: Int32, key: ColorPairCache.Key?)] = [:]
    /// The most styles ``known`` keeps (a picture can bring thousands); past it, it starts again.
    private static let knownLimit = 4096

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
        if let entry = known[style], entry.key.map({ pairs.reuse(entry.pair, for: $0) }) ?? true {
            last = (style, entry.bits)
            return entry.bits
        }
        let converted = converter.convert(style)
        let key = colors > 0 ? ColorPairCache.Key(foreground: TerminalColorNumber.number(for: converted.foreground, colors: colors),
                                                   background: TerminalColorNumber.number(for: converted.background, colors: colors)) : nil
        let pair = key.map { key in
            pairs.pair(foreground: key.foreground, background: key.background) { number, fg, bg in vt_define_pair(number, fg, bg) }
        } ?? 0
        let bits = CellCode.styleBits(attributes: converted.attributes.rawValue, pair: pair)
        last = (style, bits)
        // Pair 0 for want of a free pair is not kept: a later frame may find one.
        let byRule = key.map { $0.foreground == -1 && $0.background == -1 } ?? true
        if pair != 0 || byRule {
            if known.count >= Self.knownLimit { known.removeAll(keepingCapacity: true) }
            known[style] = (bits, pair, pair == 0 ? nil : key)
        }
        return bits
    }
}
