import VitrineCore

/// An avatar that works as a button in a list (the *Building Avatars* article's List Button avatar):
/// a medium ``AvatarTile`` and a title, a focus bar when focused, and a check mark once pressed.
///
/// ```
/// ▌  ▄▄██████▄▄
/// ▌ ████████████
/// ▌ ████ ✓  ████  Nora Sand       focused and selected
/// ▌ ▀██████████▀
/// ▌   ▀▀████▀▀
/// ```
public struct ListButtonAvatar: Component, Inspectable, Sendable {
    public private(set) var content: Content

    public init(_ content: Content) {
        self.content = content
    }

    public static var requiredTokens: [TokenRequirement] {
        [AvatarTokens.background, AvatarTokens.foreground, AvatarTokens.icon, AvatarTokens.initials, AvatarTokens.text, AvatarTokens.page]
            .map { $0.requirement }
            + [AvatarTokens.initialsTypography.optionalRequirement]
    }

    static let cells = AvatarSize.default.cells
    /// The focus bar and a space before the avatar, two spaces after it.
    static let leading = 2, gap = 2

    private var title: String { TerminalText.sanitized(content.title) }

    /// The title; that it is a button and selected are its traits (``accessibilityTraits``), which a screen
    /// reader says after it.
    public var accessibilityLabel: String { title }

    public var inspectorNotes: [String] {
        ["Shows the \(content.isSelected ? "check mark" : content.faceChoice.face.name); size \(AvatarSize.default.summary); "
            + (content.isFocused ? "focused: Enter presses it." : "not focused (Tab or Enter focuses the story).")]
            + [content.faceChoice.note].compactMap { $0 }
    }

    public func size(fitting maxWidth: Int, context: RenderContext) -> Size {
        Size(width: min(maxWidth, Self.leading + Self.cells.width + Self.gap + TextWidth.of(title)), height: Self.cells.height)
    }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        // Selected: a circle in the brand's text colour with the check punched out in the page's colour, so the
        // check is exactly as legible as brand text on the page, in every theme (a check in the avatar's own
        // colour vanished where a theme makes that the brand's text colour too).
        let tile = content.isSelected
            ? AvatarTile(cells: Self.cells, shape: .circle, face: .initials(context.glyphs.checkMark),
                         fill: theme.color(AvatarTokens.foreground), faceColor: theme.color(AvatarTokens.page))
            : AvatarTile.themed(cells: Self.cells, shape: .circle, face: content.faceChoice.face, theme: theme)
        let avatarArea = Rect(origin: Point(x: area.x + Self.leading, y: area.y), size: Self.cells).intersection(area)
        tile.draw(tile.raster(context: context), in: avatarArea, on: &canvas, context: context)
        let row = area.y + CenteredLabel.row(inHeight: Self.cells.height)
        let titleX = avatarArea.x + Self.cells.width + Self.gap
        let text = TextWrapper.truncate(title, width: area.maxX - titleX, ellipsis: context.glyphs.ellipsis)
        let under = canvas[titleX, row].style.background
        let titleStyle: Style
        if content.isFocused {
            let accent = theme.color(AvatarTokens.foreground)
            titleStyle = Style(foreground: accent, background: under, attributes: [.bold, .underline])
            for y in area.y ..< min(area.maxY, area.y + Self.cells.height) {
                canvas.put(context.glyphs.focusBar, at: Point(x: area.x, y: y),
                           style: Style(foreground: accent, background: canvas[area.x, y].style.background), clip: area)
            }
            context.mark(.graphic(accent), Rect(x: area.x, y: area.y, width: 1, height: Self.cells.height).intersection(area))
        } else {
            titleStyle = Style(foreground: theme.color(AvatarTokens.text), background: under)
        }
        canvas.put(text, at: Point(x: titleX, y: row), style: titleStyle, clip: area)
    }
}

extension ListButtonAvatar {
    /// A button (the article's avatar with an action handler), selected once pressed.
    public var accessibilityTraits: AccessibilityTraits { content.isSelected ? [.button, .selected] : .button }
}
