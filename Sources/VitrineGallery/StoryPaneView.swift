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
        let (summaryRow, body) = afterTitle.splitTop(2)
        let titleStyle = Style(attributes: isFocused ? [.bold, .reverse] : [.bold])
        let title = "\(componentName) › \(story.title)  \(story.id)"
        canvas.put(TextWrapper.truncate(title, width: titleRow.width, ellipsis: context.glyphs.ellipsis),
                   at: titleRow.origin, style: titleStyle, clip: titleRow)
        canvas.put(TextWrapper.truncate(story.summary, width: summaryRow.width, ellipsis: context.glyphs.ellipsis),
                   at: summaryRow.origin, style: Style(attributes: .dim), clip: summaryRow)

        let tokenRows = min(story.tokensUsed.count + 1, max(0, body.height - 4))
        let (stage, tokensArea) = body.splitTop(body.height - tokenRows)
        let page = context.theme.color("theme.color.background.page")
        canvas.fill(stage.inset(bottom: 1), with: Cell(" ", style: Style(background: context.isMonochrome ? .terminalDefault : page)))
        story.render(in: stage.inset(top: 1, left: 2, bottom: 2, right: 2), on: &canvas, context: context)
        renderTokens(in: tokensArea, on: &canvas, context: context)
    }

    private func renderTokens(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let (header, list) = area.splitTop(1)
        canvas.put("Tokens (\(context.theme.name), \(context.theme.appearance.rawValue))", at: header.origin,
                   style: Style(attributes: .bold), clip: header)
        for (row, path) in story.tokensUsed.prefix(list.height).enumerated() {
            let token = context.theme.tokens[path]
            let chain = token.map { ([path] + $0.aliasChain).joined(separator: " → ") } ?? path
            let value = token.map { " = \($0.value)" } ?? " (missing)"
            let line = TextWrapper.truncate(chain + value, width: list.width, ellipsis: context.glyphs.ellipsis)
            canvas.put(line, at: Point(x: list.x, y: list.y + row), style: .plain, clip: list)
        }
    }
}
