import VitrineCore

/// The initials of an avatar: at most two grapheme clusters, uppercased, drawn bold on the one
/// full-cell row at the middle of the shape. A base part shared by every avatar component.
public enum InitialsLabel {
    /// `text` cleaned for display: control characters and escape sequences removed, spaces dropped,
    /// the first two grapheme clusters kept and uppercased (so "jd" → "JD", "é" stays one cluster).
    public static func normalized(_ text: String) -> String {
        let clusters = TerminalText.sanitized(text).filter { !$0.isWhitespace && TextWidth.of($0) > 0 }
        // Uppercasing can split a cluster ("ß" → "SS"); such a cluster is kept as written.
        return clusters.prefix(2).map { cluster in
            let upper = cluster.uppercased()
            return upper.count == 1 ? upper : String(cluster)
        }.joined()
    }

    /// The row (within the shape's cells) that initials sit on.
    public static func row(inHeight height: Int) -> Int { max(0, (height - 1) / 2) }

    /// Draws `initials` centred on the middle row of the shape's cells `area`, only over cells the
    /// mask covers whole, clipped to `clip`.
    public static func draw(_ initials: String, in area: Rect, mask: PixelMask, style: Style, on canvas: inout Canvas,
                            context: RenderContext, clip: Rect) {
        let row = row(inHeight: area.height)
        let covered = (0 ..< area.width).filter { mask.coversCell(column: $0, row: row, blitter: context.blitter) }
        guard let first = covered.first, let last = covered.last else { return }
        let text = TextWrapper.truncate(initials, width: last - first + 1, ellipsis: "")
        let x = area.x + first + (last - first + 1 - TextWidth.of(text)) / 2
        let line = Rect(x: area.x + first, y: area.y + row, width: last - first + 1, height: 1).intersection(clip)
        canvas.put(text, at: Point(x: x, y: area.y + row), style: style, clip: line)
    }
}
