import VitrineCore

extension StorySheet {
    /// Draws the sheet into `area` on the theme's page, scrolled so that entry `selected` is in sight, its
    /// label in reverse video (an entry without a label, a user in a list, is drawn focused instead). An
    /// entry the area cuts is left out rather than drawn squeezed.
    public func render(in area: Rect, selected: Int?, on canvas: inout Canvas, context: RenderContext) {
        canvas.fill(area, with: Cell(" ", style: Style(background: context.pageBackground)))
        // (A sheet two lines tall, one line of badges under their labels, is drawn: `render --sheet` printed
        // it blank when this asked for three.)
        guard !area.isEmpty else { return }
        let layout = SheetLayout(self, width: area.width, context: context)
        let top = layout.top(showing: selected, rows: area.height)
        let shown = Rect(x: 0, y: top, width: area.width, height: area.height)
        let ellipsis = context.glyphs.ellipsis
        for (text, y) in layout.rowLabels where shown.contains(Point(x: 0, y: y)) {
            canvas.put(TextWrapper.truncate(text, width: SheetLayout.labelCap, ellipsis: ellipsis), at: Point(x: area.x, y: area.y + y - top),
                       style: Style(attributes: .bold), clip: area)
        }
        for (index, entry) in entries.enumerated() {
            let box = layout.boxes[index]
            guard box.y >= top, box.maxY <= top + area.height, box.maxX <= area.width else { continue }
            let origin = Point(x: area.x + box.x, y: area.y + box.y - top)
            let lines = SheetLayout.labelLines(entry.label, width: box.width, ellipsis: ellipsis)
            let labelLines = lines.count
            for (row, line) in lines.enumerated() {
                canvas.put(line, at: Point(x: origin.x, y: origin.y + row),
                           style: Style(attributes: index == selected ? [.bold, .reverse] : [.dim]), clip: area)
            }
            let storyArea = Rect(x: origin.x, y: origin.y + labelLines, width: entry.width ?? box.width, height: box.height - labelLines)
            var shown = context
            if let appearance = entry.appearance {
                // On its own mode's page, so that dark reads as dark on a light sheet.
                shown = context.appearing(appearance)
                canvas.fill(storyArea.intersection(area), with: Cell(" ", style: Style(background: shown.pageBackground)))
            }
            let story = labelLines == 0 && index == selected ? entry.story.interacting(StoryInteraction(isFocused: true)) : entry.story
            story.render(in: storyArea.intersection(area), on: &canvas, context: shown)
        }
    }

    /// The whole sheet, `width` columns wide and as tall as it needs, on the theme's page (`render --sheet`).
    public func canvas(width: Int, context: RenderContext) -> Canvas {
        let height = max(1, SheetLayout(self, width: width, context: context).height)
        var canvas = Canvas(size: Size(width: width, height: height))
        render(in: canvas.bounds, selected: nil, on: &canvas, context: context)
        return canvas
    }
}
