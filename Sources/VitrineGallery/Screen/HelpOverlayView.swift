import VitrineCore

/// A framed box over the centre of the screen listing every key binding, and, when `TERM` left the
/// gallery with a palette, how to ask for 24-bit colour. On a short screen the title, then the frame,
/// give way so that every binding still shows.
struct HelpOverlayView {
    let profile: ColorProfile
    let profileSource: ColorProfileSource

    func render(in area: Rect, on canvas: inout Canvas, glyphs: GlyphSet) {
        let labelWidth = Keymap.helpRows.map { TextWidth.of($0.label) }.max() ?? 0
        var lines = ["Keys"] + Keymap.helpRows.map { row in
            row.label + String(repeating: " ", count: labelWidth - TextWidth.of(row.label)) + "  " + row.summary
        }
        if let hint = trueColorHint, lines.count + 3 <= area.height, TextWidth.of(hint) + 4 <= area.width { lines.append(hint) }
        if lines.count + 2 > area.height { lines.removeFirst() }
        let framed = lines.count + 2 <= area.height
        let border = framed ? 1 : 0
        let width = min(area.width, (lines.map(TextWidth.of).max() ?? 0) + 4)
        let box = area.centered(Size(width: width, height: lines.count + 2 * border))
        canvas.fill(box)
        if framed { canvas.drawFrame(box, glyphs: glyphs) }
        let inside = box.inset(top: border, left: 2, bottom: border, right: 2)
        for (row, line) in lines.enumerated() {
            canvas.put(line, at: Point(x: inside.x, y: inside.y + row), style: Style(attributes: line == "Keys" ? .bold : []), clip: inside)
        }
    }

    /// At 256 or 16 colours from `TERM` (SSH does not pass `COLORTERM` on, and the terminal did not answer
    /// the query): most terminals show 24-bit colour when asked.
    private var trueColorHint: String? {
        guard profileSource == .terminfo, profile == .ansi256 || profile == .ansi16 else { return nil }
        return "\(profile.displayName) from TERM: for 24-bit colour, run with --colors truecolor"
    }
}
