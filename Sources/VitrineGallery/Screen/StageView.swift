import VitrineCatalog
import VitrineCore

/// The story on the theme's page colour, with a margin; in compare mode the story twice, side by side
/// (one above the other when narrow), each half labelled, with what differs in the second half underlined
/// (``StageComparison``); or a sheet of many stories at once.
struct StageView {
    /// How the first (or only) half is drawn.
    let context: RenderContext
    /// Compare mode's two labels and the second half's context (nil while its theme loads or fails).
    var compared: StageComparison?
    /// The sheet, which takes the whole stage, and its selected entry.
    var sheet: (sheet: StorySheet, selected: Int?)?

    func draw(_ stage: Rect, story: Story, on canvas: inout Canvas) {
        if let sheet {
            canvas.fill(stage, with: Cell(" ", style: Style(background: context.pageBackground)))
            sheet.sheet.render(in: stage.inset(top: 1, left: 1, bottom: 1), selected: sheet.selected, on: &canvas, context: context)
            return
        }
        guard let compared else {
            Self.drawStory(story, in: stage, on: &canvas, context: context)
            return
        }
        let needed = story.size(fitting: stage.width / 2 - 4, context: context)
        let sideBySide = stage.width >= 2 * (needed.width + 4) || stage.height < 2 * (needed.height + 4)
        let (first, second) = sideBySide ? stage.splitLeft(stage.width / 2) : stage.splitTop(stage.height / 2)
        // Both halves drawn at one size (an odd stage splits one column or row unevenly): a story laid out
        // one column narrower would differ from itself.
        let size = Size(width: min(first.width, second.width), height: min(first.height, second.height))
        // The first half is in the frame before the second is drawn, and the second is compared with it
        // there: one half apart at a time (at 300×100 a half is a third of a megabyte).
        let firstPairs = Self.firstHalf(story, size: size, in: first, on: &canvas, context: context,
                                        keepingPairs: compared.comparesContrast)
        var secondLabel = compared.labels.1
        if let other = compared.context {
            var (drawn, roles) = Self.half(story, size: size, context: other, keepingRoles: compared.comparesContrast)
            secondLabel += compared.mark(&drawn, roles: roles, against: (canvas, first.origin, firstPairs), firstContext: context, story: story)
            canvas.draw(drawn, in: second)
        } else {
            canvas.fill(second)
        }
        // A colour-vision half too narrow for its label names the eye alone (`deutan`, not its note in brackets):
        // at 120 columns `deutan (red-green, 5% of men) · none below AA` ended `none below…`.
        if let vision = compared.vision, TextWidth.of(secondLabel) + 2 > second.width, secondLabel.hasPrefix(compared.labels.1) {
            secondLabel = vision.rawValue + secondLabel.dropFirst(compared.labels.1.count)
        }
        let ellipsis = context.glyphs.ellipsis
        Self.label(compared.labels.0, at: first, on: &canvas, ellipsis: ellipsis)
        Self.label(secondLabel, at: second, on: &canvas, ellipsis: ellipsis)
    }

    /// The first half drawn apart and copied into `area` (it fits: both halves are drawn at the smaller
    /// one's size), and, when `keepingPairs`, the contrast pairs its cells show (``ContrastPair/cellPairs(in:profile:roles:)``),
    /// which the second half is compared with when the halves are compared by contrast.
    private static func firstHalf(_ story: Story, size: Size, in area: Rect, on canvas: inout Canvas, context: RenderContext,
                                  keepingPairs: Bool) -> [Point: ContrastPair] {
        let (half, roles) = Self.half(story, size: size, context: context, keepingRoles: keepingPairs)
        canvas.draw(half, in: area)
        return keepingPairs ? ContrastPair.cellPairs(in: half, profile: context.profile, roles: roles) : [:]
    }

    /// The story alone on its page in `area`: a blank row above, two columns on each side.
    static func drawStory(_ story: Story, in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        canvas.fill(area.inset(bottom: 1), with: Cell(" ", style: Style(background: context.pageBackground)))
        story.render(in: area.inset(top: 1, left: 2, bottom: 2, right: 2), on: &canvas, context: context)
    }

    /// One half: the story on its page, drawn apart so that it can be converted and compared, with the
    /// roles of its cells when `keepingRoles` (a recording render: only for the contrast comparisons, as
    /// this runs on every animation frame in compare mode).
    private static func half(_ story: Story, size: Size, context: RenderContext, keepingRoles: Bool) -> (canvas: Canvas, roles: [CellRole.Mark]) {
        var canvas = Canvas(size: size)
        guard keepingRoles else {
            drawStory(story, in: canvas.bounds, on: &canvas, context: context)
            return (canvas, [])
        }
        let (recording, _, roles) = context.recording()
        drawStory(story, in: canvas.bounds, on: &canvas, context: recording)
        return (canvas, roles.marks)
    }

    /// A half's label, in reverse video so that it reads on any page.
    private static func label(_ text: String, at area: Rect, on canvas: inout Canvas, ellipsis: String) {
        canvas.put(TextWrapper.truncate(" " + text + " ", width: area.width, ellipsis: ellipsis), at: area.origin,
                   style: Style(attributes: [.bold, .reverse]), clip: area)
    }
}
