import VitrineCore

/// A circular view that shows a user's image, initials or a placeholder icon (the spec's `Avatar`).
///
/// ```
///   ▄▄██████▄▄        default size, 10×5 cells, initials on the middle row
///  ████████████
///  ████ JD ████
///  ▀██████████▀
///    ▀▀████▀▀
/// ```
/// The circle is drawn through the context's blitter so it stays round in tall cells. Colours come
/// from `theme.color.avatar.*` unless the content overrides them.
public struct Avatar: Component, Inspectable, Sendable {
    public private(set) var content: Content

    public init(_ content: Content) {
        self.content = content
    }

    public static var requiredTokens: [TokenRequirement] {
        [AvatarTokens.background, AvatarTokens.disabledBackground, AvatarTokens.icon, AvatarTokens.initials].map { $0.requirement }
            + [AvatarTokens.initialsTypography.optionalRequirement]
    }

    public var contentTokens: [TokenRequirement] {
        [content.iconColor, content.initialsColor, content.disabledBackgroundColor].compactMap { $0?.requirement }
    }

    public var isInactive: Bool { content.isDisabled }

    public var accessibilityLabel: String {
        guard content.isAccessibilityElement else { return "" }
        if let label = content.accessibilityLabel { return TerminalText.sanitized(label) }
        return content.faceChoice.face.spokenName + (content.isDisabled ? ", dimmed" : "")
    }

    public var inspectorNotes: [String] {
        ["Shows the \(content.faceChoice.face.name); size \(content.size.summary)."] + [content.faceChoice.note].compactMap { $0 }
    }

    public func size(fitting maxWidth: Int, context: RenderContext) -> Size { content.size.cells }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let tile = tile(context: context)
        tile.draw(tile.raster(context: context), in: area, on: &canvas, context: context)
    }

    private func tile(context: RenderContext) -> AvatarTile {
        let theme = context.theme
        let face = content.faceChoice.face
        let fill = content.isDisabled
            ? content.disabledBackgroundColor?.resolved(in: theme) ?? theme.color(AvatarTokens.disabledBackground)
            : theme.color(AvatarTokens.background)
        let custom: Color? = switch face {
        case .icon: content.iconColor?.resolved(in: theme)
        case .initials: content.initialsColor?.resolved(in: theme)
        case .image: nil
        }
        return AvatarTile(cells: content.size.cells, shape: .circle, face: face, fill: fill,
                          faceColor: custom ?? AvatarTile.defaultFaceColor(face, theme: theme), isDisabled: content.isDisabled)
    }
}

extension Avatar {
    /// An image, dimmed when disabled; nothing for a decorative avatar.
    public var accessibilityTraits: AccessibilityTraits {
        content.isAccessibilityElement ? content.isDisabled ? [.image, .notEnabled] : .image : []
    }
}
