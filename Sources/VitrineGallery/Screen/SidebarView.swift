import VitrineCatalog
import VitrineCore
import VitrineSystem

/// The tree of components and their stories, scrolled to keep the highlighted row visible.
struct SidebarView {
    let catalog: StoryCatalog
    let navigation: Navigation
    /// Stories whose content was edited (`e`): marked, and their component says how many.
    var edited: Set<StoryPosition> = []

    func render(in area: Rect, on canvas: inout Canvas, glyphs: GlyphSet) {
        let (header, list) = area.splitTop(1)
        canvas.put(" Components", at: header.origin, style: Style(attributes: .bold), clip: header)
        let rows = navigation.rows
        let firstVisible = max(0, min(navigation.cursor - list.height + 1, rows.count - list.height))
        for (offset, row) in rows.dropFirst(firstVisible).prefix(list.height).enumerated() {
            let index = firstVisible + offset
            let line = Rect(x: list.x, y: list.y + offset, width: list.width, height: 1)
            let style = rowStyle(isCursor: index == navigation.cursor)
            canvas.fill(line, with: Cell(" ", style: style))
            let label = TextWrapper.truncate(text(for: row, glyphs: glyphs), width: line.width - 1, ellipsis: glyphs.ellipsis)
            canvas.put(label, at: Point(x: line.x + 1, y: line.y), style: style, clip: line)
        }
    }

    private func text(for row: SidebarRow, glyphs: GlyphSet) -> String {
        switch row {
        case let .component(index):
            let isOpen = navigation.expanded.contains(index)
            let marker = glyphs == .unicode ? (isOpen ? "▾" : "▸") : (isOpen ? "-" : "+")
            // Closed: how many stories; either way, how many were edited.
            var counts = isOpen ? [] : ["\(catalog.components[index].stories.count)"]
            let editedCount = edited.filter { $0.component == index }.count
            if editedCount > 0 { counts.append("\(editedCount) edited") }
            return "\(marker) \(catalog.components[index].name)" + (counts.isEmpty ? "" : " (\(counts.joinedText(separator: ", ")))")
        case let .story(component, story):
            let mark = edited.contains(StoryPosition(component: component, story: story)) ? (glyphs == .unicode ? "✱" : "*") : " "
            return "\(mark) \(catalog.components[component].stories[story].title)"
        }
    }

    /// The cursor is reverse video while the sidebar has focus, underlined otherwise.
    private func rowStyle(isCursor: Bool) -> Style {
        guard isCursor else { return .plain }
        return Style(attributes: navigation.focus == .sidebar ? [.reverse, .bold] : [.underline, .bold])
    }
}
