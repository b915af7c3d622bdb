/// Two colours a canvas shows against each other, as sent at a colour profile.
public struct ContrastPair: Hashable, Sendable {
    /// What the pair is, which sets the ratio it needs (WCAG 2.1).
    public enum Kind: String, Sendable, CaseIterable {
        /// A glyph's colour on its cell's background: 4.5:1 for AA, 7:1 for AAA (1.4.3, 1.4.6).
        case text
        /// Letters at WCAG's large size (drawn in pixels, several rows tall): 3:1 for AA, 4.5:1 for AAA.
        case largeText = "large text"
        /// A shape that carries meaning against what it touches: 3:1 (1.4.11, non-text contrast).
        case graphic
        /// The edge of a surface that carries no meaning (a pill, a tile, an avatar's circle): no minimum.
        case decorative
        /// A logo's art or name: no minimum (1.4.3 exempts logotypes).
        case logotype

        /// The ratio WCAG 2.1 level AA asks of this kind: 4.5:1 for text, 3:1 for graphics, none for the rest.
        public var minimumRatio: Double {
            switch self {
            case .text: 4.5
            case .largeText, .graphic: 3
            case .decorative, .logotype: 1
            }
        }

        /// True for the kinds WCAG 2 sets a minimum for.
        public var isGated: Bool { self == .text || self == .largeText || self == .graphic }

        /// What this kind needs when text needs `textMinimum` (4.5:1 for AA, 7:1 for AAA): large text
        /// 3:1, or 4.5:1 at AAA; the rest their own.
        public func minimumRatio(textMinimum: Double) -> Double {
            switch self {
            case .text: textMinimum
            case .largeText: textMinimum >= Self.enhancedTextRatio ? 4.5 : min(textMinimum, 3)
            case .graphic, .decorative, .logotype: minimumRatio
            }
        }

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

    /// True when the two colours are the same: what is drawn so cannot be seen at all.
    public var isInvisible: Bool { foreground == background }

    /// Every distinct pair `canvas` shows once converted for `profile`, with how many cells show it.
    ///
    /// Each glyph counts against its cell's background, in the role the component declared for its cell in
    /// `roles` (the last mark that holds the cell; a ``CellRole/graphic(_:)`` mark holds only the cells
    /// that show its colour). Text on a decorative surface stays text; where nobody declared a role, a
    /// block, shape or sextant glyph counts as a meaningful graphic and any other glyph as text.
    ///
    /// Text in its background's own colour is the worst pair there is (1.00:1, invisible) and is kept. A
    /// cell in one colour (a space, a full block, a block in its background's colour) is a fill and shows
    /// no pair of its own, except that a meaningful graphic's fill counts against the fills beside it; a
    /// meaningful graphic that shows no pair at all is invisible (1.00:1). Pictures' pixels and colours the
    /// profile does not send (monochrome, the terminal's default) show no pair.
    ///
    /// Which of a block's two colours is its glyph's is the blitter's choice, not the design's, so a shape's
    /// pair and its reverse (large text's too) are one pair: the one whose background is the surface, the
    /// colour more cells on the canvas's edge show behind them (the page around the shapes), else the one
    /// more cells are filled with (a tile under its icon, a circle under its initials).
    public static func pairs(in canvas: Canvas, profile: ColorProfile, roles: [CellRole.Mark] = []) -> [ContrastPair: Int] {
        var counts: [ContrastPair: Int] = [:]
        visit(canvas, profile: profile, roles: roles) { _, pair in counts[pair, default: 0] += 1 }
        var surface: [Color: [Int]]?  // measured only when a pair and its reverse are both there
        func score(_ color: Color) -> [Int] {
            if surface == nil { surface = surfaceScores(canvas.converted(for: profile)) }
            return surface?[color] ?? [0, 0]
        }
        for (pair, count) in counts where pair.kind != .text {
            let reverse = ContrastPair(kind: pair.kind, foreground: pair.background, background: pair.foreground)
            guard let reverseCount = counts[reverse] else { continue }
            let (mine, theirs) = (score(pair.background), score(reverse.background))
            guard !mine.lexicographicallyPrecedes(theirs),
                  mine != theirs || pair.background.description < reverse.background.description else { continue }
            counts[pair] = count + reverseCount
            counts[reverse] = nil
        }
        return counts
    }

    /// For each colour, how many of the canvas's edge cells show it behind them and how many cells it fills.
    private static func surfaceScores(_ sent: Canvas) -> [Color: [Int]] {
        var scores: [Color: [Int]] = [:]
        // Fills come in runs of one colour (a page, a tile): a run is counted, then added once.
        var run: (color: Color, cells: Int)?
        func endRun() {
            if let run { scores[run.color, default: [0, 0]][1] += run.cells }
            run = nil
        }
        let bounds = sent.bounds
        for y in 0 ..< bounds.height {
            for x in 0 ..< bounds.width {
                guard let (scalar, foreground, background) = shown(sent[x, y]) else { continue }
                if y == 0 || y == bounds.height - 1 || x == 0 || x == bounds.width - 1 { scores[background, default: [0, 0]][0] += 1 }
                guard let fill = fill(scalar, foreground, background) else { continue }
                if run?.color == fill { run?.cells += 1 } else { endRun(); run = (fill, 1) }
            }
        }
        endRun()
        return scores
    }

    /// The worst pair each cell shows, by the rules of ``pairs(in:profile:roles:)``: where a graphic's
    /// fill meets several others, the lowest ratio. Cells that show no pair are left out.
    public static func cellPairs(in canvas: Canvas, profile: ColorProfile, roles: [CellRole.Mark] = []) -> [Point: ContrastPair] {
        var worst: [Point: ContrastPair] = [:]
        visit(canvas, profile: profile, roles: roles) { point, pair in
            guard let point, worst[point].map({ pair.ratio < $0.ratio }) ?? true else { return }
            worst[point] = pair
        }
        return worst
    }

    /// Calls `body` with every pair `canvas` shows and the cell that shows it (nil for a meaningful
    /// graphic no cell shows).
    private static func visit(_ canvas: Canvas, profile: ColorProfile, roles: [CellRole.Mark], _ body: (Point?, ContrastPair) -> Void) {
        // Each cell converted as it is read: no converted copy of the canvas (compare mode runs this on
        // both halves of a 300×100 stage a frame).
        var converter = StyleConverter(profile: profile)
        func sent(_ x: Int, _ y: Int) -> Cell {
            let cell = canvas[x, y]
            return Cell(cell.glyph, style: converter.convert(cell.style))
        }
        let roles = CellRoles(roles, profile: profile), marks = roles.marks
        var measured = Array(repeating: false, count: marks.count)
        func count(_ kind: Kind, _ foreground: Color, _ background: Color, at point: Point?, mark: Int?) {
            guard foreground != .terminalDefault, background != .terminalDefault else { return }
            body(point, ContrastPair(kind: kind, foreground: foreground, background: background))
            if let mark { measured[mark] = true }
        }
        // A cell no mark holds is decided by itself alone, and most are a page's blank like their left
        // neighbour: such a cell repeats the last unmarked cell's pair (or its lack of one) without a look-up.
        let spans = roles.spans(rows: canvas.size.height)
        var lastUnmarked: (cell: Cell, pair: ContrastPair?) = (Cell(.continuation), nil)
        for y in 0 ..< canvas.size.height {
            let span = spans[y]
            for x in 0 ..< canvas.size.width {
                let point = Point(x: x, y: y)
                let unmarked = !span.contains(x)
                if unmarked {
                    let cell = canvas[x, y]
                    if cell == lastUnmarked.cell {
                        if let pair = lastUnmarked.pair { body(point, pair) }
                        continue
                    }
                    lastUnmarked = (cell, Self.unmarkedPair(sent(x, y)))
                    if let pair = lastUnmarked.pair { body(point, pair) }
                    continue
                }
                guard let (scalar, foreground, background) = shown(sent(x, y)) else { continue }
                let markIndex = roles.decidingMark(at: point, foreground: foreground, background: background)
                let role = markIndex.map { marks[$0].role }
                if let fill = fill(scalar, foreground, background) {
                    guard let markIndex, case .graphic = marks[markIndex].role, marks[markIndex].sent == fill else { continue }
                    for neighbour in [Point(x: x - 1, y: y), Point(x: x + 1, y: y), Point(x: x, y: y - 1), Point(x: x, y: y + 1)]
                    where canvas.bounds.contains(neighbour) {
                        guard let (scalar, foreground, background) = shown(sent(neighbour.x, neighbour.y)),
                              let beside = Self.fill(scalar, foreground, background), beside != fill else { continue }
                        count(.graphic, fill, beside, at: point, mark: markIndex)
                    }
                    continue
                }
                guard let kind = kind(of: scalar, role: role) else { continue }
                count(kind, foreground, background, at: point, mark: kind == .graphic ? markIndex : nil)
            }
        }
        for (index, mark) in marks.enumerated() where !measured[index] && !mark.rect.intersection(canvas.bounds).isEmpty {
            if let color = mark.sent { count(.graphic, color, color, at: nil, mark: nil) }
        }
    }

    /// The pair a cell no mark holds shows, as sent: none for a continuation, a fill or a default colour;
    /// else its glyph (text, or a block: a meaningful graphic) on its background.
    private static func unmarkedPair(_ sent: Cell) -> ContrastPair? {
        guard let (scalar, foreground, background) = shown(sent), fill(scalar, foreground, background) == nil,
              foreground != .terminalDefault, background != .terminalDefault, let kind = kind(of: scalar, role: nil) else { return nil }
        return ContrastPair(kind: kind, foreground: foreground, background: background)
    }

    /// A cell's first scalar and the colours it shows (reverse video swapped); nil for a wide glyph's continuation.
    private static func shown(_ cell: Cell) -> (Unicode.Scalar, Color, Color)? {
        guard let scalar = cell.glyph.firstScalar?.scalar else { return nil }
        let style = cell.style
        return style.attributes.contains(.reverse) ? (scalar, style.background, style.foreground) : (scalar, style.foreground, style.background)
    }

    /// The one colour a cell shows when it shows one (a space, a full block, a block in its background's
    /// colour); nil for text, which is never a fill, and for a block in two colours.
    private static func fill(_ scalar: Unicode.Scalar, _ foreground: Color, _ background: Color) -> Color? {
        if scalar == " " { return background }
        guard isBlock(scalar) else { return nil }
        if scalar == "█" || foreground == background { return foreground }
        return nil
    }

    /// The kind of a cell showing `scalar` whose declared role is `role`; nil for a picture's pixel. Text on
    /// a decorative surface stays text; a glyph declared a graphic (an icon drawn as a character) is one.
    private static func kind(of scalar: Unicode.Scalar, role: CellRole?) -> Kind? {
        switch role {
        case .logotype: return .logotype
        case .picture: return nil
        case .graphic: return .graphic
        case .largeText: return .largeText
        case .decorative: return isBlock(scalar) ? .decorative : .text
        case nil: return isBlock(scalar) ? .graphic : .text
        }
    }

    /// Block elements (`▀ ▄ █ ▌ ▐`, quadrants), geometric shapes (a badge's `◖ ◗` caps), the powerline
    /// shapes (its curved caps) and Unicode 13's sextants: what shapes and pixels are drawn with.
    private static func isBlock(_ scalar: Unicode.Scalar) -> Bool {
        (0x2580 ... 0x25FF).contains(scalar.value) || (0xE0B0 ... 0xE0BF).contains(scalar.value) || (0x1FB00 ... 0x1FB3B).contains(scalar.value)
    }
}
