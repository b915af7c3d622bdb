import VitrineCore

/// One named `Content` of one component, shown under a theme: the unit designers browse and QA render.
/// A value: a book's page (its content, edited or not) and the interaction it is shown under.
public struct Story: Equatable, Sendable {
    private let page: any ErasedStoryPage
    /// How the gallery's focus, Enter and image load show in the story.
    public let interaction: StoryInteraction
    /// The component for the page's content under `interaction`.
    private let component: any Component & Inspectable & Sendable

    init(_ page: any ErasedStoryPage, interaction: StoryInteraction = StoryInteraction()) {
        self.page = page
        self.interaction = interaction
        component = page.component(showing: interaction)
    }

    /// `component/story`, e.g. `badge/danger`.
    public var id: String { page.id }
    public var title: String { page.title }
    /// One line on what the story shows.
    public var summary: String { page.summary }
    /// What a screen reader would announce for the story's component.
    public var accessibilityLabel: String { component.accessibilityLabel }
    /// What a screen reader says the story's component is (image, button, selected…).
    public var accessibilityTraits: AccessibilityTraits { component.accessibilityTraits }
    /// What the component adds for review (e.g. why its image fell back).
    public var inspectorNotes: [String] { component.inspectorNotes }
    /// True while the component animates (the run loop draws frames only then).
    public var isAnimating: Bool { component.isAnimating }
    /// Tokens the story's content names (custom colours from the theme), required of a theme.
    public var contentTokens: [TokenRequirement] { component.contentTokens }
    /// True when the component is inactive (disabled): its text is exempt from contrast minimums.
    public var isInactive: Bool { component.isInactive }
    /// What the story's look stands for (a badge's variant), for the look-alike report.
    public var meaning: Meaning? { component.meaning }
    /// True when the story follows the gallery's interaction (focus, Enter, its image's load).
    public var isInteractive: Bool { page.isInteractive }
    /// The image the component waits for; the gallery loads it and shows its phase (``interacting(_:)``).
    public var imageRequest: ImageRequest? { page.imageRequest }
    /// The fields a designer may edit (`e`) and their values as the story comes.
    public var controls: ControlSet { page.controls }

    /// The story with `values` (one per field of ``controls``); paths and URLs in them are read against
    /// `environment`.
    public func edited(_ values: [ControlValue], environment: ControlEnvironment) -> Story {
        Story(page.edited(values, environment: environment), interaction: interaction)
    }

    /// The picture files the story's content names that have not been read yet (pictures typed into its
    /// controls): the gallery reads them (``GalleryEffect/readPictures(_:)``) and shows ``reading(_:)``.
    public var unreadPictures: [String] { page.unreadPictures }

    /// The story with the contents of its unread picture files taken from `pictures` (by path).
    public func reading(_ pictures: [String: LoadedImage]) -> Story {
        unreadPictures.isEmpty ? self : Story(page.reading(pictures), interaction: interaction)
    }

    /// The story as it looks under `interaction` (a story that is not interactive looks the same).
    public func interacting(_ interaction: StoryInteraction) -> Story {
        Story(page, interaction: interaction)
    }

    /// The cells the story wants within `maxWidth` columns.
    public func size(fitting maxWidth: Int, context: RenderContext) -> Size { component.size(fitting: maxWidth, context: context) }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        component.render(in: area, on: &canvas, context: context)
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
    /// token it read, in the order first read, and the role of the cells it drew.
    public func recordedRender(width: Int = 80, context: RenderContext) -> StoryRecording {
        let (recording, reads, roles) = context.recording()
        let canvas = standaloneCanvas(width: width, context: recording)
        return StoryRecording(canvas: canvas, reads: reads.reads, roles: roles.marks)
    }

    /// The story alone on its page, `width` columns wide and as tall as it needs (`vitrine render`).
    public func standaloneCanvas(width: Int, context: RenderContext) -> Canvas {
        component.standaloneCanvas(width: width, context: context)
    }

    public static func == (lhs: Story, rhs: Story) -> Bool {
        lhs.interaction == rhs.interaction && lhs.page.isEqual(to: rhs.page)
    }
}

extension Component {
    /// The component alone on the theme's page, `width` columns wide and as tall as it needs.
    public func standaloneCanvas(width: Int, context: RenderContext) -> Canvas {
        let height = max(1, size(fitting: width, context: context).height)
        var canvas = Canvas(size: Size(width: width, height: height), fill: Cell(" ", style: Style(background: context.pageBackground)))
        render(in: canvas.bounds, on: &canvas, context: context)
        return canvas
    }
}
