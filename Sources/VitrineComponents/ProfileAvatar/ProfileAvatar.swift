import VitrineCore

/// The large avatar of a profile screen, with the user's favourite emoji in a notch at its lower right
/// (the *Building Avatars* article's Profile avatar): an ``AvatarTile`` plus an emoji, nothing else.
public struct ProfileAvatar: Component, Inspectable, Sendable {
    public private(set) var content: Content

    public init(_ content: Content) {
        self.content = content
    }

    public static var requiredTokens: [TokenRequirement] {
        [AvatarTokens.background, AvatarTokens.icon, AvatarTokens.initials].map { $0.requirement }
            + [AvatarTokens.initialsTypography.optionalRequirement]
    }

    static let cells = AvatarSize.large.cells

    /// The emoji as drawn: one sanitised grapheme cluster, or nil.
    var emoji: String? {
        TerminalText.sanitized(content.emoji ?? "").first { TextWidth.of($0) > 0 }.map(String.init)
    }

    public var accessibilityLabel: String {
        if let label = content.accessibilityLabel { return TerminalText.sanitized(label) }
        let face = content.faceChoice.face.spokenName
        return emoji.map { "\(face), favourite emoji \($0)" } ?? face
    }

    public var inspectorNotes: [String] {
        ["Shows the \(content.faceChoice.face.name); size \(AvatarSize.large.summary)" + (emoji == nil ? "." : "; with an emoji.")]
            + [content.faceChoice.note].compactMap { $0 }
    }

    public func size(fitting maxWidth: Int, context: RenderContext) -> Size { Self.cells }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let tile = AvatarTile.themed(cells: Self.cells, shape: .circle, face: content.faceChoice.face, theme: context.theme)
        var raster = tile.raster(context: context)
        guard let emoji else {
            tile.draw(raster, in: area, on: &canvas, context: context)
            return
        }
        // A notch (transparent disc) where the emoji sits, so the page shows around it.
        let notch = StatusDot(corner: .bottomRight, relativeSize: 0.28)
        notch.cut(into: &raster.pixels, cells: Self.cells, context: context)
        tile.draw(raster, in: area, on: &canvas, context: context)
        let center = notch.center(cells: Self.cells)
        let cell = Point(x: area.x + Int(center.x - 0.5), y: area.y + Int(center.y / 2))
        let under = canvas[cell.x, cell.y].style.background
        canvas.put(emoji, at: cell, style: Style(background: under), clip: area)
    }
}

extension ProfileAvatar {
    public var accessibilityTraits: AccessibilityTraits { .image }
}
