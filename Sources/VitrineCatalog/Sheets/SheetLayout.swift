import VitrineCore

/// Where each entry of a ``StorySheet`` goes at a width: labelled rows in aligned columns after their
/// labels, the other rows flowing and wrapping. Every entry is a box: its label's line (none for an
/// entry without a label: a user in a list), then the story.
struct SheetLayout {
    /// An entry's box (label line included), in sheet coordinates (the sheet's top-left is 0,0).
    let boxes: [Rect]
    /// Each labelled row's label and the line it goes on.
    let rowLabels: [(text: String, y: Int)]
    /// The sheet's height in lines.
    let height: Int

    /// Columns between boxes.
    static let gap = 2
    /// The most columns a label widens its box by (longer ones are cut).
    static let labelCap = 16

    init(_ sheet: StorySheet, width: Int, context: RenderContext) {
        let storyCap = max(1, min(StorySheet.widestStory, width - 2))
        let sizes = sheet.rows.map { row in
            row.entries.map { entry -> Size in
                let story = entry.story.size(fitting: entry.width ?? storyCap, context: context)
                let width = max(entry.width ?? story.width, min(TextWidth.of(entry.label), Self.labelCap))
                return Size(width: width, height: story.height + Self.labelLines(entry.label, width: width).count)
            }
        }
        let labelled = sheet.rows.indices.filter { sheet.rows[$0].label != nil }
        let labelColumn = labelled.map { TextWidth.of(sheet.rows[$0].label!) + Self.gap }.max().map { min($0, Self.labelCap + Self.gap) } ?? 0
        // The matrix's column widths: each the widest box in that column of any labelled row.
        var columns: [Int] = []
        for row in labelled {
            for (column, size) in sizes[row].enumerated() {
                if columns.count <= column { columns.append(0) }
                columns[column] = max(columns[column], size.width)
            }
        }
        var boxes: [Rect] = [], labels: [(String, Int)] = []
        var y = 0
        for (index, row) in sheet.rows.enumerated() {
            if let label = row.label {
                labels.append((label, y))
                var x = labelColumn
                for (column, size) in sizes[index].enumerated() {
                    boxes.append(Rect(x: x, y: y, width: size.width, height: size.height))
                    x += columns[column] + Self.gap
                }
                y += (sizes[index].map(\.height).max() ?? 0) + 1
                continue
            }
            var x = 0, shelfHeight = 0
            for size in sizes[index] {
                if x > 0, x + size.width > width {
                    (x, y) = (0, y + shelfHeight + 1)
                    shelfHeight = 0
                }
                boxes.append(Rect(x: x, y: y, width: size.width, height: size.height))
                x += size.width + Self.gap
                shelfHeight = max(shelfHeight, size.height)
            }
            y += shelfHeight + 1
        }
        self.boxes = boxes
        rowLabels = labels
        height = max(0, y - 1)
    }

    /// An entry's label in its box's `width`: one line, or two broken after a `-` or a space
    /// (`disabled-custom-` / `background`), the second cut with `…` only when even that is too long.
    static func labelLines(_ label: String, width: Int, ellipsis: String = "…") -> [String] {
        guard !label.isEmpty else { return [] }
        guard TextWidth.of(label) > width else { return [label] }
        // Break after the last `-` or space that leaves a first line that fits.
        var first = "", breakAt: String.Index?
        for index in label.indices {
            first.append(label[index])
            if TextWidth.of(first) > width { break }
            if label[index] == "-" || label[index] == " " { breakAt = label.index(after: index) }
        }
        let split = breakAt ?? label.index(label.startIndex, offsetBy: max(1, width))
        let rest = String(label[split...]).trimmingPrefix(while: { $0 == " " })
        return [String(label[..<split]), TextWrapper.truncate(String(rest), width: width, ellipsis: ellipsis)]
    }

    /// The first line to show in `rows` lines so that box `selected` is in sight (the whole box when it fits).
    func top(showing selected: Int?, rows: Int) -> Int {
        guard let selected, boxes.indices.contains(selected) else { return 0 }
        let box = boxes[selected]
        return max(0, min(box.y, box.maxY - rows))
    }
}
