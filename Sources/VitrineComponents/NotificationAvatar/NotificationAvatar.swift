import VitrineCore

/// A small, squarer avatar with a notification indicator at its top right (the *Building Avatars*
/// article's Notification avatar): an ``AvatarTile`` with rounded corners plus a ``StatusDot``.
public struct NotificationAvatar: Component, Inspectable, Sendable {
    public private(set) var content: Content

    public init(_ content: Content) {
        self.content = content
    }

    public static var requiredTokens: [TokenRequirement] {
        [AvatarTokens.background, AvatarTokens.icon, AvatarTokens.initials, AvatarTokens.text, AvatarTokens.notification].map { $0.requirement }
            + [AvatarTokens.initialsTypography.optionalRequirement]
    }

    static let cells = AvatarSize.small.cells
    /// Corners rounded by a quarter of the side: squarer than the circle, still soft.
    static let shape = PixelShape.roundedSquare(cornerRadius: 0.25)

    public var accessibilityLabel: String {
        if let label = content.accessibilityLabel { return TerminalText.sanitized(label) }
        return content.faceChoice.face.spokenName + (content.isNotificationIndicatorVisible ? ", new notification" : "")
    }

    public var inspectorNotes: [String] {
        ["Shows the \(content.faceChoice.face.name); size \(AvatarSize.small.summary); corners rounded by 25 %"
            + (content.isNotificationIndicatorVisible ? ", with the indicator." : ".")] + [content.faceChoice.note].compactMap { $0 }
    }

    public func size(fitting maxWidth: Int, context: RenderContext) -> Size { Self.cells }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let tile = AvatarTile.themed(cells: Self.cells, shape: Self.shape, face: content.faceChoice.face, theme: context.theme)
        var raster = tile.raster(context: context)
        guard content.isNotificationIndicatorVisible else { return tile.draw(raster, in: area, on: &canvas, context: context) }
        let color = context.theme.color(AvatarTokens.notification)
        let dot = StatusDot(corner: .topRight, relativeSize: 0.3)
            .outlined(for: color, on: canvas, at: area.origin, cells: Self.cells, ink: context.theme.color(AvatarTokens.text), context: context)
        dot.paint(color, into: &raster.pixels, cells: Self.cells, context: context)
        tile.draw(raster, in: area, on: &canvas, context: context)
        if dot.isGlyph(cells: Self.cells, context: context) {
            dot.put(context.glyphs == .unicode ? "●" : "*", in: color, on: &canvas, at: area.origin, cells: Self.cells, context: context)
        }
        dot.mark(color, at: area.origin, cells: Self.cells, context: context)
    }
}

extension NotificationAvatar {
    public var accessibilityTraits: AccessibilityTraits { .image }
}
