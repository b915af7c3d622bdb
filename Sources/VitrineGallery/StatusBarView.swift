import VitrineCore

/// The bottom row: theme, appearance and colour profile, then the most useful keys.
struct StatusBarView {
    let themeName: String
    let appearance: Appearance
    let profile: ColorProfile

    func render(in area: Rect, on canvas: inout Canvas, glyphs: GlyphSet) {
        let style = Style(attributes: .reverse)
        canvas.fill(area, with: Cell(" ", style: style))
        let separator = glyphs == .unicode ? " · " : " | "
        let status = [" theme \(themeName)", appearance.rawValue, profile.displayName].joined(separator: separator)
        let hints = (glyphs == .unicode ? "↑↓ move  ⏎ open" : "j/k move  Enter open") + "  Tab pane  d dark  ? help  q quit "
        let left = TextWrapper.truncate(status, width: area.width, ellipsis: glyphs.ellipsis)
        canvas.put(left, at: area.origin, style: style.adding(.bold), clip: area)
        let hintsX = area.maxX - TextWidth.of(hints)
        if hintsX > area.x + TextWidth.of(left) + 1 {
            canvas.put(hints, at: Point(x: hintsX, y: area.y), style: style, clip: area)
        }
    }
}
