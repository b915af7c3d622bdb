import VitrineCore

/// A short label centred on the middle row of a shape, over the cells the shape covers whole (an
/// avatar's initials, an emblem's glyph).
public enum CenteredLabel {
    /// The row (within the shape's cells) that the label sits on.
    public static func row(inHeight height: Int) -> Int { max(0, (height - 1) / 2) }

    /// Draws `text` centred on the middle row of the shape's cells `area`, only over cells the mask
    /// covers whole, clipped to `clip`.
    public static func draw(_ text: String, in area: Rect, mask: PixelMask, style: Style, on canvas: inout Canvas,
                            context: RenderContext, clip: Rect) {
        let row = row(inHeight: area.height)
        let covered = (0 ..< area.width).filter { mask.coversCell(column: $0, row: row, blitter: context.blitter) }
        guard let first = covered.first, let last = covered.last else { return }
        let label = TextWrapper.truncate(text, width: last - first + 1, ellipsis: "")
        let x = area.x + first + (last - first + 1 - TextWidth.of(label)) / 2
        let line = Rect(x: area.x + first, y: area.y + row, width: last - first + 1, height: 1).intersection(clip)
        canvas.put(label, at: Point(x: x, y: area.y + row), style: style, clip: line)
    }
}
