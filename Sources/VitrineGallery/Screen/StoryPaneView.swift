import VitrineCore

/// The selected story, large: its title and summary, the component on the theme's page background,
/// and (unless hidden) the inspector.
struct StoryPaneView {
    let componentName: String
    let story: Story
    let isFocused: Bool
    let showsInspector: Bool

    /// Draws the pane; returns the stage (the area ``drawStage`` redraws on an animation frame).
    @discardableResult
    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) -> Rect {
        let pane = area.inset(left: 1, right: 1)
        let (titleRow, afterTitle) = pane.splitTop(1)
        let (summaryRow, body) = afterTitle.splitTop(1)
        let titleStyle = Style(attributes: isFocused ? [.bold, .reverse] : [.bold])
        let title = "\(componentName) \(context.glyphs.pathSeparator) \(story.title)  \(story.id)"
        canvas.put(TextWrapper.truncate(title, width: titleRow.width, ellipsis: context.glyphs.ellipsis),
                   at: titleRow.origin, style: titleStyle, clip: titleRow)
        canvas.put(TextWrapper.truncate(story.summary, width: summaryRow.width, ellipsis: context.glyphs.ellipsis),
                   at: summaryRow.origin, style: Style(attributes: .dim), clip: summaryRow)

        let inspector = showsInspector ? InspectorView(story: story, context: context, width: body.width) : nil
        // The stage keeps at least half the body; the inspector gets the rest it needs.
        let inspectorRows = inspector.map { min($0.height, body.height / 2) } ?? 0
        let (stage, inspectorArea) = body.splitTop(body.height - inspectorRows)
        Self.drawStage(stage, story: story, on: &canvas, context: context)
        inspector?.render(in: inspectorArea, on: &canvas, context: context)
        return stage
    }

    /// The story on the theme's page colour, with a margin.
    static func drawStage(_ stage: Rect, story: Story, on canvas: inout Canvas, context: RenderContext) {
        canvas.fill(stage.inset(bottom: 1), with: Cell(" ", style: Style(background: context.pageBackground)))
        story.render(in: stage.inset(top: 1, left: 2, bottom: 2, right: 2), on: &canvas, context: context)
    }
}
