import VitrineCore
import VitrineThemes

/// The rows above the status bar that say a theme failed to load and which theme is still shown.
struct ThemeErrorBanner {
    let error: ThemeError
    let shownTheme: String

    /// The banner's lines at `width` columns: at most three.
    func lines(width: Int, glyphs: GlyphSet) -> [String] {
        let message = "Theme error, still showing \"\(shownTheme)\": \(error)"
        return TextWrapper.wrap(message, width: max(1, width - 2), maxLines: 3, ellipsis: glyphs.ellipsis)
    }

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        // The theme is what failed, so the banner uses the terminal's own red, or reverse video without colour.
        let style = context.isMonochrome ? Style(attributes: [.reverse, .bold])
            : Style(foreground: .indexed(15), background: .indexed(1), attributes: .bold)
        canvas.fill(area, with: Cell(" ", style: style))
        for (row, line) in lines(width: area.width, glyphs: context.glyphs).prefix(area.height).enumerated() {
            canvas.put(line, at: Point(x: area.x + 1, y: area.y + row), style: style, clip: area)
        }
    }
}
