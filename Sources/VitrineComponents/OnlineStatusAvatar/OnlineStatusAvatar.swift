import VitrineCore

/// A small or medium avatar with a presence dot at its lower right (the *Building Avatars* article's
/// Online Status avatar): an ``AvatarTile`` plus a ``StatusDot``. Without colour, "offline" is a
/// hollow dot and the other states a filled one.
public struct OnlineStatusAvatar: Component, Inspectable, Sendable {
    public private(set) var content: Content

    public init(_ content: Content) {
        self.content = content
    }

    public static var requiredTokens: [TokenRequirement] {
        ([AvatarTokens.background, AvatarTokens.icon, AvatarTokens.initials, AvatarTokens.text] + Status.allCases.map { AvatarTokens.status($0.rawValue) })
            .map { $0.requirement }
            + [AvatarTokens.initialsTypography.optionalRequirement]
    }

    private var cells: VitrineCore.Size { content.size.avatarSize.cells }

    public var accessibilityLabel: String {
        if let label = content.accessibilityLabel { return TerminalText.sanitized(label) }
        return content.faceChoice.face.spokenName + ", \(content.status.rawValue)"
    }

    /// The status: each means something of its own.
    public var meaning: Meaning? { Meaning(family: "online status", name: content.status.rawValue, isSemantic: true) }

    public var inspectorNotes: [String] {
        ["Shows the \(content.faceChoice.face.name); size \(content.size.avatarSize.summary); status \(content.status.rawValue)."] + [content.faceChoice.note].compactMap { $0 }
    }

    public func size(fitting maxWidth: Int, context: RenderContext) -> VitrineCore.Size { cells }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let tile = AvatarTile.themed(cells: cells, shape: .circle, face: content.faceChoice.face, theme: context.theme)
        var raster = tile.raster(context: context)
        let color = context.theme.color(AvatarTokens.status(content.status.rawValue))
        let dot = StatusDot(corner: .bottomRight)
            .outlined(for: color, on: canvas, at: area.origin, cells: cells, ink: context.theme.color(AvatarTokens.text), context: context)
        dot.paint(color, into: &raster.pixels, cells: cells, context: context)
        tile.draw(raster, in: area, on: &canvas, context: context)
        if dot.isGlyph(cells: cells, context: context) {
            dot.put(content.status.glyph(context.isMonochrome ? context.glyphs : nil), in: color, on: &canvas, at: area.origin, cells: cells, context: context)
        }
        dot.mark(color, at: area.origin, cells: cells, context: context)
    }
}

extension OnlineStatusAvatar {
    public var accessibilityTraits: AccessibilityTraits { .image }
}
