import VitrineCatalog
import VitrineCore

/// The selected story, large: its title and summary, the component on the theme's page background,
/// and (unless hidden) the inspector.
struct StoryPaneView {
    let componentName: String
    let story: Story
    let isFocused: Bool
    let showsInspector: Bool
    /// How far the inspector is scrolled (``InspectorState/scroll``).
    var inspectorScroll = 0
    /// How the stage is drawn (the story once, or twice in compare mode).
    let stageView: StageView
    /// The controls panel, when open: drawn where the inspector goes.
    var controls: ControlsPanelView? = nil
    /// The story's edits as `--set` writes them, when edited: they replace the summary, which describes
    /// the story's own content (`initials = "JD"` while it shows ÅØ was stale).
    var editedFields: [String] = []
    /// On a sheet, what is selected (`danger, small  emblem/danger-small`): the title names it, not the story
    /// the sheet was opened from.
    var sheetSelection: String? = nil

    /// Draws the pane; returns the stage (the area ``StageView`` redraws on an animation frame) and, with the
    /// inspector shown, the farthest it scrolls at this size. The inspector's lines come from `inspectors`.
    @discardableResult
    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext,
                inspectors: inout InspectorMemo) -> (stage: Rect, inspectorEnd: Int?) {
        let pane = area.inset(left: 1, right: 1)
        let (titleRow, afterTitle) = pane.splitTop(1)
        let (summaryRow, body) = afterTitle.splitTop(1)
        let titleStyle = Style(attributes: isFocused ? [.bold, .reverse] : [.bold])
        let title = "\(componentName) \(context.glyphs.pathSeparator) " + (sheetSelection ?? "\(story.title)  \(story.id)")
        canvas.put(TextWrapper.truncate(title, width: titleRow.width, ellipsis: context.glyphs.ellipsis),
                   at: titleRow.origin, style: titleStyle, clip: titleRow)
        let summary = editedFields.isEmpty ? story.summary : "edited (r resets): " + editedFields.joinedText(separator: ", ")
        canvas.put(TextWrapper.truncate(TerminalText.sanitized(summary), width: summaryRow.width, ellipsis: context.glyphs.ellipsis),
                   at: summaryRow.origin, style: Style(attributes: .dim), clip: summaryRow)

        if let panel = controls {
            let (stageRows, panelArea) = body.splitTop(body.height - min(panel.height, body.height / 2))
            let stage = Self.reachingRightEdge(stageRows, of: area)
            stageView.draw(stage, story: story, on: &canvas)
            panel.render(in: panelArea, on: &canvas, glyphs: context.glyphs)
            return (stage, nil)
        }
        var inspector = showsInspector
            ? InspectorView(lines: inspectors.lines(story: story, context: context, width: body.width), scroll: inspectorScroll) : nil
        // The stage keeps at least half the body; the inspector gets the rest it needs. Where that would
        // clip the story (80×20: a large avatar lost 2 of its 8 rows), the stage comes first and the
        // inspector is one line until it is asked for (J scrolls it, and it takes its half again).
        var inspectorRows = inspector.map { min($0.height, body.height / 2) } ?? 0
        let storyRows = story.size(fitting: max(1, body.width - 4), context: context).height + 2
        if inspectorRows > 1, inspectorScroll == 0, body.height - inspectorRows < storyRows {
            inspectorRows = 1
            inspector?.collapsed = true
        }
        let (stageRows, inspectorArea) = body.splitTop(body.height - inspectorRows)
        let stage = Self.reachingRightEdge(stageRows, of: area)
        stageView.draw(stage, story: story, on: &canvas)
        inspector?.render(in: inspectorArea, on: &canvas, context: context)
        return (stage, inspector?.end(rows: inspectorRows))
    }

    /// `stage` run on to the right edge of the pane's `area`, over the margin column the text keeps. A row
    /// of the stage's colour that stopped one cell short would end each row in a blank of another colour:
    /// ncurses erases the run (ECH), then moves the cursor past it to clear that cell, a move it prices
    /// against every other way of getting there (a third of the first frame's `doupdate` at 300×100). A
    /// row that ends in the stage's colour is cleared to its end with that colour in one sequence (bce).
    private static func reachingRightEdge(_ stage: Rect, of area: Rect) -> Rect {
        Rect(x: stage.x, y: stage.y, width: area.maxX - stage.x, height: stage.height)
    }
}
