/// The roles a render declared, looked up cell by cell as a profile sends the cells: the last mark that
/// holds a cell decides its role, and a ``CellRole/graphic(_:)`` mark holds only the cells that show its
/// colour as sent.
public struct CellRoles: Sendable {
    /// The marks, last first, each with its graphic's colour as sent.
    let marks: [(rect: Rect, role: CellRole, sent: Color?)]

    public init(_ marks: [CellRole.Mark], profile: ColorProfile) {
        var converter = StyleConverter(profile: profile)
        self.marks = marks.reversed().map { mark in
            guard case let .graphic(color) = mark.role else { return (mark.rect, mark.role, nil) }
            return (mark.rect, mark.role, converter.convert(Style(foreground: color)).foreground)
        }
    }

    /// The index (into ``marks``) of the mark that decides the role of the cell at `point`, which shows
    /// `foreground` on `background` as sent; nil when no mark holds it.
    func decidingMark(at point: Point, foreground: Color, background: Color) -> Int? {
        marks.firstIndex { $0.rect.contains(point) && ($0.sent == nil || $0.sent == foreground || $0.sent == background) }
    }

    /// For each of `rows` rows from the top, the columns its marks span (empty when no mark holds a cell
    /// of it): a cell outside its row's span has no role.
    func spans(rows: Int) -> [Range<Int>] {
        var spans = Array(repeating: 0 ..< 0, count: max(0, rows))
        for mark in marks where !mark.rect.isEmpty {
            for y in max(0, mark.rect.y) ..< max(0, min(rows, mark.rect.maxY)) {
                spans[y] = spans[y].isEmpty ? mark.rect.x ..< mark.rect.maxX
                    : min(spans[y].lowerBound, mark.rect.x) ..< max(spans[y].upperBound, mark.rect.maxX)
            }
        }
        return spans
    }

    /// The role of the cell at `point` showing `foreground` on `background` as sent; nil when undeclared.
    public func role(at point: Point, foreground: Color, background: Color) -> CellRole? {
        decidingMark(at: point, foreground: foreground, background: background).map { marks[$0].role }
    }
}
