import VitrineCore

/// Search and the command palette: a framed box near the top with the query and its results, the
/// highlighted one in reverse video.
struct SearchPaletteView {
    let palette: SearchPalette

    func render(in area: Rect, on canvas: inout Canvas, glyphs: GlyphSet) {
        let width = min(area.width - 2, 76)
        let height = min(area.height - 2, palette.results.count + 4)
        guard width > 10, height > 3 else { return }
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + 1, width: width, height: height)
        canvas.fill(box)
        canvas.drawFrame(box, glyphs: glyphs)
        let inside = box.inset(top: 1, left: 2, bottom: 1, right: 2)
        let cursor = glyphs == .unicode ? "▏" : "_"
        let prompt = "Search " + (glyphs == .unicode ? "› " : "> ") + palette.query + cursor
        canvas.put(TextWrapper.truncate(prompt, width: inside.width, ellipsis: glyphs.ellipsis), at: inside.origin,
                   style: Style(attributes: .bold), clip: inside)
        if palette.results.isEmpty {
            canvas.put("no match", at: Point(x: inside.x, y: inside.y + 2), style: Style(attributes: .dim), clip: inside)
            return
        }
        let kindWidth = min(14, palette.results.map { TextWidth.of($0.kind) }.max() ?? 0)
        for (row, result) in palette.results.enumerated() where row + 2 < inside.height {
            let kind = TextWrapper.truncate(result.kind, width: kindWidth, ellipsis: glyphs.ellipsis)
            let line = kind + String(repeating: " ", count: kindWidth - TextWidth.of(kind)) + "  " + result.title
            let style = row == palette.selected ? Style(attributes: [.reverse, .bold]) : .plain
            let y = inside.y + 2 + row
            canvas.fill(Rect(x: inside.x, y: y, width: inside.width, height: 1), with: Cell(" ", style: style))
            canvas.put(TextWrapper.truncate(line, width: inside.width, ellipsis: glyphs.ellipsis), at: Point(x: inside.x, y: y),
                       style: style, clip: inside)
        }
    }
}
