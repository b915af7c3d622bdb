import VitrineCore

/// A rounded tile with an icon in the middle, in one of the design system's appearances (the spec's
/// `BB.Emblem`). Size and corner radius come from the layout tokens.
///
/// ```
///  ▄██████████▄      medium: 48 pt, 12×6 cells, radius 12 pt
/// ████▄▄██▄▄████
/// ███ ▀▀▀▀▀▀ ███     (the account-balance icon)
/// ███ █  █  █ ███
///  ▀██████████▀
/// ```
public struct Emblem: Component, Sendable {
    public private(set) var content: Content

    public init(_ content: Content) {
        self.content = content
    }

    public static var requiredTokens: [String] {
        Appearance.allCases.flatMap { [$0.backgroundToken, $0.foregroundToken, $0.borderToken] }
            + Layout.allCases.flatMap { [$0.heightToken, $0.radiusToken] }
    }

    public var tokensUsed: [String] {
        let appearance = content.appearance, layout = content.layout
        return [appearance.backgroundToken, appearance.foregroundToken, appearance.borderToken, layout.heightToken, layout.radiusToken]
    }

    public var accessibilityLabel: String {
        TerminalText.sanitized(content.accessibilityLabel ?? "")
    }

    public var inspectorNotes: [String] {
        var notes = ["Layout \(content.layout.rawValue); icon \(iconName)."]
        if case let .image(.unavailable(reason)) = content.icon {
            notes.append("Image unavailable (\(reason)); showing the account-balance icon instead.")
        }
        return notes
    }

    private var iconName: String {
        switch content.icon {
        case .accountBalance: return "account balance (the default)"
        case let .glyph(glyph): return "glyph \"\(TerminalText.sanitized(glyph))\""
        case .image(.bitmap): return "image, content mode \(content.contentMode.rawValue)"
        case .image(.unavailable): return "image (unavailable)"
        }
    }

    public func size(fitting maxWidth: Int, context: RenderContext) -> Size {
        content.layout.cells(in: context.theme)
    }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let tile = EmblemTile(appearance: content.appearance, layout: content.layout, theme: context.theme)
        let mask = tile.mask(context: context)
        var pixels = tile.pixels(mask: mask, context: context)
        tile.paint(content.icon, contentMode: content.contentMode, into: &pixels, context: context)
        canvas.draw(pixels, at: area.origin, blitter: context.blitter, monochrome: context.isMonochrome, clip: area)
        if case let .glyph(glyph) = content.icon {
            tile.drawGlyph(glyph, in: area, mask: mask, on: &canvas, context: context)
        }
    }
}
