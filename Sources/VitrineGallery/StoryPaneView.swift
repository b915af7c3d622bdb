import VitrineCore

/// The selected story, large: its title, summary, the component on the theme's page background, and
/// the tokens it reads with their resolved values.
struct StoryPaneView {
    let componentName: String
    let story: Story
    let isFocused: Bool

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let pane = area.inset(left: 1, right: 1)
        let (titleRow, afterTitle) = pane.splitTop(1)
        let (summaryRows, body) = afterTitle.splitTop(2)
        let (summaryRow, accessibilityRow) = summaryRows.splitTop(1)
        let titleStyle = Style(attributes: isFocused ? [.bold, .reverse] : [.bold])
        let title = "\(componentName) \(context.glyphs.pathSeparator) \(story.title)  \(story.id)"
        canvas.put(TextWrapper.truncate(title, width: titleRow.width, ellipsis: context.glyphs.ellipsis),
                   at: titleRow.origin, style: titleStyle, clip: titleRow)
        canvas.put(TextWrapper.truncate(story.summary, width: summaryRow.width, ellipsis: context.glyphs.ellipsis),
                   at: summaryRow.origin, style: Style(attributes: .dim), clip: summaryRow)
        let label = "Accessibility label: \"\(story.accessibilityLabel)\""
        canvas.put(TextWrapper.truncate(label, width: accessibilityRow.width, ellipsis: context.glyphs.ellipsis),
                   at: accessibilityRow.origin, style: Style(attributes: .dim), clip: accessibilityRow)

        let tokenLines = tokenLines(context: context)
        let tokenRows = min(tokenLines.count + 1, max(0, body.height - 4))
        let (stage, tokensArea) = body.splitTop(body.height - tokenRows)
        canvas.fill(stage.inset(bottom: 1), with: Cell(" ", style: Style(background: context.pageBackground)))
        story.render(in: stage.inset(top: 1, left: 2, bottom: 2, right: 2), on: &canvas, context: context)
        renderTokens(tokenLines, in: tokensArea, on: &canvas, context: context)
    }

    /// One line per token (swatch, value, path), and an indented line for its alias chain, if any.
    private func tokenLines(context: RenderContext) -> [(swatch: Color?, text: String)] {
        story.tokensUsed.flatMap { path -> [(swatch: Color?, text: String)] in
            guard let token = context.theme.tokens[path] else { return [(nil, "missing  \(path)")] }
            var swatch: Color?
            if case let .color(color) = token.value, !context.isMonochrome { swatch = color }
            let first = (swatch, token.value.description.padding(toLength: 9, withPad: " ", startingAt: 0) + path)
            guard !token.aliasChain.isEmpty else { return [first] }
            let chain = token.aliasChain.map { "\(context.glyphs.arrow) \($0)" }.joined(separator: " ")
            return [first, (nil, "         " + chain)]
        }
    }

    private func renderTokens(_ lines: [(swatch: Color?, text: String)], in area: Rect, on canvas: inout Canvas,
                              context: RenderContext) {
        let (header, list) = area.splitTop(1)
        canvas.put("Tokens (\(context.theme.name), \(context.theme.appearance.rawValue))", at: header.origin,
                   style: Style(attributes: .bold), clip: header)
        let swatch = context.glyphs == .unicode ? "██" : "##"
        for (row, line) in lines.prefix(list.height).enumerated() {
            let y = list.y + row
            if let color = line.swatch { canvas.put(swatch, at: Point(x: list.x, y: y), style: Style(foreground: color), clip: list) }
            let text = TextWrapper.truncate(line.text, width: list.width - 3, ellipsis: context.glyphs.ellipsis)
            canvas.put(text, at: Point(x: list.x + 3, y: y), style: .plain, clip: list)
        }
    }
}
