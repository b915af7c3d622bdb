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
public struct Emblem: Component, Inspectable, Sendable {
    public private(set) var content: Content

    public init(_ content: Content) {
        self.content = content
    }

    /// Worked out once: the catalogue reads it for the emblem and again for the AsyncEmblem, whose list starts
    /// with it (53 token paths made from their names: 0.18 M instructions of the start-up each time).
    public static let requiredTokens: [TokenRequirement] =
        Appearance.allCases.flatMap { [$0.backgroundToken.requirement, $0.foregroundToken.requirement, $0.borderToken.requirement] }
            + Layout.allCases.flatMap { [$0.heightToken.requirement, $0.radiusToken.requirement] }

    public var accessibilityLabel: String {
        TerminalText.sanitized(content.accessibilityLabel ?? "")
    }

    /// The appearance: brand and the semantic ones mean something; categories only tell emblems apart.
    public var meaning: Meaning? {
        Meaning(family: "emblem appearance", name: content.appearance.rawValue, isSemantic: !content.appearance.rawValue.hasPrefix("category"))
    }

    public var inspectorNotes: [String] {
        var notes = ["Layout \(content.layout.rawValue); icon \(iconName)."]
        if case let .image(image) = content.icon, let reason = image.failureReason {
            notes.append("Image unavailable (\(reason)); showing the account-balance icon instead.")
        }
        return notes
    }

    private var iconName: String {
        switch content.icon {
        case .accountBalance: return "account balance (the default)"
        case let .glyph(glyph): return "glyph \"\(TerminalText.sanitized(glyph))\""
        case let .image(image): return image.bitmap != nil ? "image, content mode \(content.contentMode.rawValue)" : "image (unavailable)"
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
        tile.mark(content.icon, at: area.origin, context: context)
        if case let .glyph(glyph) = content.icon {
            tile.drawGlyph(glyph, in: area, mask: mask, on: &canvas, context: context)
        }
    }
}

extension Emblem {
    public var accessibilityTraits: AccessibilityTraits { .image }
}
