import VitrineCatalog
import VitrineCore

/// The grid view (`v`): every story of a component at once, each under its id, the selected one's id in
/// reverse video; rows scroll so that the selected story stays in sight.
struct StoryGridView {
    let stories: [Story]
    let selected: Int

    func draw(_ area: Rect, on canvas: inout Canvas, context: RenderContext) {
        canvas.fill(area, with: Cell(" ", style: Style(background: context.pageBackground)))
        guard !stories.isEmpty, area.width > 2, area.height > 2 else { return }
        let sizes = stories.map { $0.size(fitting: min(40, area.width - 2), context: context) }
        let labelWidth = stories.map { TextWidth.of($0.id) }.max() ?? 0
        let cell = Size(width: min(area.width, max(sizes.map(\.width).max() ?? 0, min(labelWidth, 30)) + 2),
                        height: (sizes.map(\.height).max() ?? 0) + 2)
        let columns = max(1, area.width / cell.width)
        let visibleRows = max(1, area.height / cell.height)
        let firstRow = max(0, selected / columns - visibleRows + 1)
        for (index, story) in stories.enumerated() {
            let row = index / columns - firstRow
            guard row >= 0, row < visibleRows else { continue }
            let origin = Point(x: area.x + index % columns * cell.width, y: area.y + row * cell.height)
            let box = Rect(origin: origin, size: cell).intersection(area)
            let label = TextWrapper.truncate(story.id, width: cell.width - 1, ellipsis: context.glyphs.ellipsis)
            canvas.put(label, at: origin, style: Style(attributes: index == selected ? [.bold, .reverse] : [.dim]), clip: box)
            story.render(in: box.inset(top: 1, bottom: 1, right: 2), on: &canvas, context: context)
        }
    }
}
