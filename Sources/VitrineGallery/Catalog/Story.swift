import VitrineCore

/// One named `Content` of one component, shown under a theme: the unit designers browse and QA render.
public struct Story: Sendable {
    /// `component/story`, e.g. `badge/danger`.
    public let id: String
    public let title: String
    /// One line on what the story shows.
    public let summary: String
    /// What a screen reader would announce for the story's component.
    public var accessibilityLabel: String { describe().label }
    /// What the component adds for review (e.g. why its image fell back).
    public var inspectorNotes: [String] { describe().notes }
    /// Worked out when asked: a story's image is decoded only when it is looked at.
    private let describe: @Sendable () -> (label: String, notes: [String])
    /// True while the component animates (the run loop draws frames only then).
    public let isAnimating: Bool
    /// Tokens the story's content names (custom colours from the theme), required of a theme.
    public let contentTokens: [TokenRequirement]
    /// True when the component is inactive (disabled): its text is exempt from contrast minimums.
    public let isInactive: Bool
    private let measure: @Sendable (Int, RenderContext) -> Size
    private let draw: @Sendable (Rect, inout Canvas, RenderContext) -> Void
    /// The image the component waits for; the gallery runs its loader and passes on the phase.
    public let imageRequest: ImageRequest?
    private let remake: (@Sendable (StoryInteraction) -> Story)?
    /// The fields a designer may edit (`e`), and how the story is built again from edited values.
    public private(set) var controls: StoryControls?

    /// A story showing `component` as it is now.
    public init<C: Component & Inspectable & Sendable>(id: String, title: String, summary: String, component: C) {
        self.init(id: id, title: title, summary: summary, component: component, imageRequest: nil, remake: nil)
    }

    /// A story whose component follows the gallery's focus and Enter, and the phase of `imageRequest`'s
    /// load when there is one: `make` builds it for each interaction.
    public init<C: Component & Inspectable & Sendable>(id: String, title: String, summary: String, imageRequest: ImageRequest? = nil,
                                         interactive make: @escaping @Sendable (StoryInteraction) -> C) {
        self.init(id: id, title: title, summary: summary, component: make(StoryInteraction()), imageRequest: imageRequest,
                  remake: Self.remaking(id: id, title: title, summary: summary, imageRequest: imageRequest, make: make))
    }

    /// Builds the story for an interaction with one call of `make` (and keeps building it so).
    private static func remaking<C: Component & Inspectable & Sendable>(
        id: String, title: String, summary: String, imageRequest: ImageRequest?,
        make: @escaping @Sendable (StoryInteraction) -> C
    ) -> @Sendable (StoryInteraction) -> Story {
        { interaction in
            Story(id: id, title: title, summary: summary, component: make(interaction), imageRequest: imageRequest,
                  remake: remaking(id: id, title: title, summary: summary, imageRequest: imageRequest, make: make))
        }
    }

    private init<C: Component & Inspectable & Sendable>(id: String, title: String, summary: String, component: C,
                                          imageRequest: ImageRequest?, remake: (@Sendable (StoryInteraction) -> Story)?) {
        self.id = id
        self.title = title
        self.summary = summary
        self.imageRequest = imageRequest
        self.remake = remake
        describe = { (component.accessibilityLabel, component.inspectorNotes) }
        isAnimating = component.isAnimating
        contentTokens = component.contentTokens
        isInactive = component.isInactive
        measure = { component.size(fitting: $0, context: $1) }
        draw = { component.render(in: $0, on: &$1, context: $2) }
    }

    /// This story with `controls`.
    func with(_ controls: StoryControls) -> Story {
        var copy = self
        copy.controls = controls
        return copy
    }

    /// A story of `content` with `controls` over it: `story` builds the story from a content, as it
    /// comes (environment nil) or edited (the environment edited paths and URLs are read against).
    static func editable<Content: Sendable>(_ content: Content, controls: [Control<Content>],
                                            story: @escaping @Sendable (Content, ControlEnvironment?) -> Story) -> Story {
        story(content, nil).with(StoryControls(content, controls: controls) { edited, environment in story(edited, environment) })
    }

    /// The story as it looks under `interaction`; a story that is not interactive is returned unchanged.
    public func interacting(_ interaction: StoryInteraction) -> Story {
        remake?(interaction) ?? self
    }

    /// The cells the story wants within `maxWidth` columns.
    public func size(fitting maxWidth: Int, context: RenderContext) -> Size { measure(maxWidth, context) }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        draw(area, &canvas, context)
    }

    /// The tokens the story's component reads under `context`, in the order it first reads them: the
    /// story is drawn once, off screen, with reads recorded (what the inspector lists). Without colour a
    /// component reads no colours at all, so the reads are those of the same render in colour.
    public func tokensRead(context: RenderContext) -> [TokenRead] {
        var colored = context
        if colored.isMonochrome { colored.profile = .trueColor }
        return recordedRender(context: colored).reads
    }

    /// The story drawn once off screen on its page (``standaloneCanvas(width:context:)``), with every
    /// token it read, in the order first read.
    public func recordedRender(width: Int = 80, context: RenderContext) -> (canvas: Canvas, reads: [TokenRead]) {
        let (recording, reads) = context.recordingTokenReads()
        return (standaloneCanvas(width: width, context: recording), reads.reads)
    }

    /// The story alone on its page, `width` columns wide and as tall as it needs (`vitrine render`).
    public func standaloneCanvas(width: Int, context: RenderContext) -> Canvas {
        let height = max(1, size(fitting: width, context: context).height)
        var canvas = Canvas(size: Size(width: width, height: height), fill: Cell(" ", style: Style(background: context.pageBackground)))
        render(in: canvas.bounds, on: &canvas, context: context)
        return canvas
    }
}
