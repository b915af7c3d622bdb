import VitrineCatalog
import VitrineCore
import VitrineReview

/// The controls panel: a line of keys, then one row a field — its name, its value (a text field with
/// its cursor, a choice between ‹ ›, a toggle, a number) and its limit or meaning — the field being
/// edited highlighted, and the last refusal in bold.
struct ControlsPanelView {
    let panel: ControlsPanel
    let fields: [ControlField]
    /// One a field.
    let values: [ControlValue]
    /// The shown theme, for a colour field's swatch.
    let theme: ResolvedTheme
    /// The pairs of colours the story as edited draws, and the profile they are sent at: a colour field
    /// says the contrast of its colour as it is picked.
    var contrast: [ContrastReport.Entry] = []
    var profile: ColorProfile = .trueColor

    /// Rows the panel wants: the keys, a row a field, the message.
    var height: Int { fields.count + 2 }

    func render(in area: Rect, on canvas: inout Canvas, glyphs: GlyphSet) {
        guard area.height > 0 else { return }
        let keys = "Controls  ↑↓ field  ←→ change  type to edit  Ctrl-R reset  Esc close"
        canvas.put(TextWrapper.truncate(glyphs == .unicode ? keys : keys.replacing("↑↓", with: "Up/Down")
                       .replacing("←→", with: "Left/Right"), width: area.width, ellipsis: glyphs.ellipsis),
                   at: area.origin, style: Style(attributes: .bold), clip: area)
        let nameWidth = min(area.width / 3, (fields.map { TextWidth.of($0.name) }.max() ?? 0) + 2)
        for (index, field) in fields.enumerated() where index + 1 < area.height {
            let row = Rect(x: area.x, y: area.y + 1 + index, width: area.width, height: 1)
            let isFocused = index == panel.focused
            let marker = isFocused ? (glyphs == .unicode ? "›" : ">") : " "
            canvas.put(marker + field.name, at: row.origin, style: Style(attributes: isFocused ? [.bold, .reverse] : []),
                       clip: Rect(x: row.x, y: row.y, width: nameWidth, height: 1))
            let valueArea = Rect(x: row.x + nameWidth + 1, y: row.y, width: max(0, row.width - nameWidth - 1), height: 1)
            drawValue(index, field: field, isFocused: isFocused, in: valueArea, on: &canvas, glyphs: glyphs)
        }
        if let message = panel.message, fields.count + 1 < area.height {
            canvas.put(TerminalText.sanitized(message), at: Point(x: area.x, y: area.y + fields.count + 1),
                       style: Style(attributes: .bold), clip: area)
        }
    }

    private func drawValue(_ index: Int, field: ControlField, isFocused: Bool, in area: Rect, on canvas: inout Canvas, glyphs: GlyphSet) {
        let value = values[index]
        let hint = field.hint
        let shown: String
        switch (field.kind, value) {
        case let (.text(limit), .text(text)):
            drawText(text, cursor: isFocused ? panel.cursor : nil, hint: "\(text.count)/\(limit)" + (hint.isEmpty ? "" : "  " + hint),
                     in: area, on: &canvas, glyphs: glyphs)
            return
        case let (.color, .text(text)):
            let (note, swatch) = colorNote(text, hint: hint)
            let hintX = drawText(text, cursor: isFocused ? panel.cursor : nil, hint: note, in: area, on: &canvas, glyphs: glyphs)
            if let swatch { canvas.put(glyphs == .unicode ? "██" : "##", at: Point(x: hintX, y: area.y), style: Style(foreground: swatch), clip: area) }
            return
        case let (.choice(options), .choice(option)):
            shown = (glyphs == .unicode ? "‹ \(option) ›" : "< \(option) >") + "  (\((options.firstIndex(of: option) ?? 0) + 1)/\(options.count))"
        case let (.toggle, .toggle(isOn)):
            shown = glyphs == .unicode ? (isOn ? "[✓] true" : "[ ] false") : (isOn ? "[x] true" : "[ ] false")
        case let (.number(range, _), .number(number)):
            shown = "\(number)  (\(range.lowerBound)…\(range.upperBound))"
        default:
            shown = value.description
        }
        let line = shown + (hint.isEmpty ? "" : "   " + hint)
        canvas.put(TextWrapper.truncate(line, width: area.width, ellipsis: glyphs.ellipsis), at: area.origin,
                   style: Style(attributes: isFocused ? .bold : []), clip: area)
    }

    /// What a colour field's text gives under the shown theme: its value and the colour for a swatch
    /// (drawn over the note's first two columns), or why the component's own colour shows instead.
    private func colorNote(_ text: String, hint: String) -> (note: String, swatch: Color?) {
        guard !text.isEmpty else { return (hint, nil) }
        guard let color = ContentColor(controlText: text) else { return ("not #rrggbb nor a token path: the component's own colour shows", nil) }
        guard let resolved = color.resolved(in: theme) else { return ("\(theme.name) has no colour \(text): the component's own shows", nil) }
        return ("   \(resolved.description)" + contrastNote(resolved) + "  (←→ the theme's colours)", resolved)
    }

    /// The worst contrast the story draws with `color` on one side, as sent: `  3.2:1 on #1a237e, below AA`.
    private func contrastNote(_ color: Color) -> String {
        let sent = profile.convert(color)
        let pairs = contrast.map(\.pair).filter { $0.foreground == sent || $0.background == sent }
        guard let worst = pairs.min(by: { $0.ratio < $1.ratio }) else { return "" }
        let other = worst.foreground == sent ? "on \(worst.background.description)" : "under \(worst.foreground.description)"
        let ratio = ((worst.ratio * 100).rounded() / 100).compactDescription
        let verdict = worst.ratio < worst.kind.minimumRatio ? ", below \(worst.kind == .graphic ? "3:1" : "AA")" : ""
        return "  contrast \(ratio):1 \(other)\(verdict)"
    }

    /// A text field (its text with the cursor, then `hint` dimmed) in `area`; returns where the hint starts.
    @discardableResult
    private func drawText(_ text: String, cursor: Int?, hint: String, in area: Rect, on canvas: inout Canvas, glyphs: GlyphSet) -> Int {
        // The value gets the room it needs, up to half the row, whatever the hint (a long hint left a token
        // path one cell, cut from the left); the hint has the rest.
        let width = max(1, min(area.width - 2, max(min(TextWidth.of(text) + 1, area.width / 2), area.width - TextWidth.of(hint) - 2)))
        drawText(text, cursor: cursor, in: Rect(x: area.x, y: area.y, width: width, height: 1), on: &canvas)
        let hintX = area.x + width + 2
        canvas.put(TextWrapper.truncate(hint, width: max(0, area.maxX - hintX), ellipsis: glyphs.ellipsis), at: Point(x: hintX, y: area.y),
                   style: Style(attributes: .dim), clip: area)
        return hintX
    }

    /// The text in a field `area.width` wide, scrolled to keep the cursor (a reverse-video cell) in view.
    private func drawText(_ text: String, cursor: Int?, in area: Rect, on canvas: inout Canvas) {
        let characters = Array(text)
        let end = min(cursor ?? 0, characters.count)
        var start = 0
        while start < end, TextWidth.of(String(characters[start ..< end])) >= area.width { start += 1 }
        var x = area.x
        for index in start ... characters.count where x < area.maxX {
            let isCursor = index == cursor
            let character = index < characters.count ? String(characters[index]) : " "
            guard index < characters.count || isCursor else { break }
            canvas.put(character, at: Point(x: x, y: area.y), style: Style(attributes: isCursor ? [.reverse] : [.underline]), clip: area)
            x += max(1, TextWidth.of(character))
        }
        if x < area.maxX { canvas.put(String(repeating: " ", count: area.maxX - x), at: Point(x: x, y: area.y), style: Style(attributes: .underline), clip: area) }
    }
}
