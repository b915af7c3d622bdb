import VitrineCore

/// A framed box over the centre of the screen listing every key binding, and, when `TERM` left the
/// gallery with a palette, how to ask for 24-bit colour. On a screen too short for every binding, the
/// bindings come in pages (`?` turns them; the last line says so), so that a short terminal (an 80×20
/// split) still opens the gallery.
struct HelpOverlayView {
    let profile: ColorProfile
    let profileSource: ColorProfileSource
    /// The page asked for (``Overlay/helpPage``), taken modulo the pages there are.
    var page = 0

    func render(in area: Rect, on canvas: inout Canvas, glyphs: GlyphSet) {
        let labelWidth = Keymap.helpRows.map { TextWidth.of($0.label) }.max() ?? 0
        let rows = Keymap.helpRows.map { row in
            row.label + String(repeating: " ", count: labelWidth - TextWidth.of(row.label)) + "  " + row.summary
        }
        // Title and frame (3 rows) around every binding, when they fit; else pages with a footer.
        var lines: [String]
        if rows.count + 3 <= area.height {
            lines = ["Keys"] + rows
            if let hint = trueColorHint, lines.count + 3 <= area.height, TextWidth.of(hint) + 4 <= area.width { lines.append(hint) }
        } else {
            let perPage = max(1, area.height - 4)
            let pages = (rows.count + perPage - 1) / perPage
            let shown = page % pages
            lines = ["Keys \(shown + 1)/\(pages)"] + rows[(shown * perPage) ..< min(rows.count, (shown + 1) * perPage)]
                + ["? next page · any other key closes"]
        }
        let framed = lines.count + 2 <= area.height
        let border = framed ? 1 : 0
        let width = min(area.width, (lines.map(TextWidth.of).max() ?? 0) + 4)
        let box = area.centered(Size(width: width, height: min(area.height, lines.count + 2 * border)))
        canvas.fill(box)
        if framed { canvas.drawFrame(box, glyphs: glyphs) }
        let inside = box.inset(top: border, left: 2, bottom: border, right: 2)
        for (row, line) in lines.enumerated() {
            canvas.put(line, at: Point(x: inside.x, y: inside.y + row), style: Style(attributes: line.hasPrefix("Keys") ? .bold : []), clip: inside)
        }
    }

    /// At 256, 16 or 8 colours from `TERM` (SSH does not pass `COLORTERM` on, and the terminal did not answer
    /// the query): most terminals show 24-bit colour when asked.
    private var trueColorHint: String? {
        guard profileSource == .terminfo, profile.sendsPaletteEntries else { return nil }
        return "\(profile.displayName) from TERM: for 24-bit colour, run with --colors truecolor"
    }
}
