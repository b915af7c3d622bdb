import VitrineCatalog
import VitrineCore

/// The second half of compare mode and how its difference from the first is shown: under another theme,
/// the cells that differ as sent; across appearances, profiles and eyes (where every cell may differ) the
/// cells whose contrast falls below the minimum it needs there and not in the first half.
struct StageComparison {
    let labels: (String, String)
    /// The second half's context; nil while its theme loads or when it failed.
    let context: RenderContext?
    /// The eye the second half is seen with.
    var vision: ColorVision?
    /// True when the halves are compared by contrast class rather than cell by cell.
    var comparesContrast = false

    /// The colour a graphic declared in `color` shows in the second half: sent at its profile, then seen.
    func seen(_ color: Color) -> Color {
        guard let context else { return color }
        let sent = context.profile.convert(color)
        return vision?.simulate(sent) ?? sent
    }

    /// Turns the second half (`drawn`, with the `roles` its render declared) into what its terminal and eye
    /// show, its differences from the first half underlined, in place (at 300×100 a half is a third of a
    /// megabyte: no copies of it), and returns the words for the label. The first half, drawn under
    /// `firstContext`, is the one in `first.frame` at `first.origin`; `first.pairs` are the contrast pairs
    /// its cells show (needed only when ``comparesContrast``).
    func mark(_ drawn: inout Canvas, roles: [CellRole.Mark], against first: (frame: Canvas, origin: Point, pairs: [Point: ContrastPair]),
              firstContext: RenderContext, story: Story) -> String {
        guard let context else { return "" }
        drawn.convert(for: context.profile)
        if let vision { drawn.mapColors(vision.simulate) }
        let underlined: [Point]
        let summary: String
        if comparesContrast {
            let before = first.pairs
            let roles = roles.map { mark in
                guard case let .graphic(color) = mark.role else { return mark }
                return CellRole.Mark(.graphic(seen(color)), mark.rect)
            }
            let after = ContrastPair.cellPairs(in: drawn, profile: .trueColor, roles: roles)
            underlined = story.isInactive ? [] : after.filter { point, pair in
                Self.fails(pair) && !(before[point].map(Self.fails) ?? false)
            }.map(\.key)
            let lowest = { (pairs: [Point: ContrastPair]) in pairs.values.filter { $0.kind == .text }.map(\.ratio).min() }
            let text = [lowest(before), lowest(after)].compactMap { $0?.fixed(2) }
            summary = (underlined.isEmpty ? " · none below AA" : " · \(underlined.count) cells below AA (underlined)")
                + (text.count == 2 ? " · text \(text[0]) → \(text[1]):1" : "")
        } else {
            var converter = StyleConverter(profile: firstContext.profile)
            let (frame, origin) = (first.frame, first.origin)
            underlined = (0 ..< min(frame.size.height - origin.y, drawn.size.height)).flatMap { y in
                (0 ..< min(frame.size.width - origin.x, drawn.size.width)).filter { x in
                    let cell = frame[origin.x + x, origin.y + y]
                    return Cell(cell.glyph, style: converter.convert(cell.style)) != drawn[x, y]
                }.map { Point(x: $0, y: y) }
            }
            summary = underlined.isEmpty ? " · same" : " · \(underlined.count) cells differ (underlined)"
        }
        for point in underlined where !drawn[point.x, point.y].isContinuation {
            let cell = drawn[point.x, point.y]
            drawn.put(cell.text, at: point, style: cell.style.adding(.underline))
        }
        return summary
    }

    /// True when `pair` is below what WCAG 2 AA asks of its kind (text 4.5:1, meaningful graphics 3:1).
    private static func fails(_ pair: ContrastPair) -> Bool {
        pair.kind.isGated && pair.ratio < pair.kind.minimumRatio
    }
}
