import VitrineCore

/// One named `Content` of one component, shown under a theme: the unit designers browse and QA render.
public struct Story: Sendable {
    /// `component/story`, e.g. `badge/danger`.
    public let id: String
    public let title: String
    /// One line on what the story shows.
    public let summary: String
    /// The token paths the component reads for this story's content.
    public let tokensUsed: [String]
    /// What a screen reader would announce for the story's component.
    public let accessibilityLabel: String
    /// What the component adds for review (e.g. why its image fell back).
    public let inspectorNotes: [String]
    private let measure: @Sendable (Int, RenderContext) -> Size
    private let draw: @Sendable (Rect, inout Canvas, RenderContext) -> Void

    /// A story showing `component` as it is now.
    public init<C: Component & Sendable>(id: String, title: String, summary: String, component: C) {
        self.id = id
        self.title = title
        self.summary = summary
        tokensUsed = component.tokensUsed
        accessibilityLabel = component.accessibilityLabel
        inspectorNotes = component.inspectorNotes
        measure = { component.size(fitting: $0, context: $1) }
        draw = { component.render(in: $0, on: &$1, context: $2) }
    }

    /// The cells the story wants within `maxWidth` columns.
    public func size(fitting maxWidth: Int, context: RenderContext) -> Size { measure(maxWidth, context) }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        draw(area, &canvas, context)
    }

    /// The story alone on its page, `width` columns wide and as tall as it needs (`vitrine render`).
    public func standaloneCanvas(width: Int, context: RenderContext) -> Canvas {
        let height = max(1, size(fitting: width, context: context).height)
        var canvas = Canvas(size: Size(width: width, height: height), fill: Cell(" ", style: Style(background: context.pageBackground)))
        render(in: canvas.bounds, on: &canvas, context: context)
        return canvas
    }
}
