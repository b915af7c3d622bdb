import VitrineCore

/// The tile every emblem is drawn on: a rounded square in the appearance's background with a
/// one-pixel border in its border colour, and an icon in the inner 60 % (a base part shared by
/// ``Emblem`` and ``AsyncEmblem``).
public struct EmblemTile: Sendable {
    public var cells: Size
    /// The corner radius as a fraction of the side.
    public var cornerRadius: Double
    public var background: Color
    public var foreground: Color
    public var border: Color

    /// The tile of `appearance` and `layout` under `theme`.
    public init(appearance: Emblem.Appearance, layout: Emblem.Layout, theme: ResolvedTheme) {
        cells = layout.cells(in: theme)
        cornerRadius = layout.cornerRadius(in: theme)
        background = theme.color(appearance.backgroundToken)
        foreground = theme.color(appearance.foregroundToken)
        border = theme.color(appearance.borderToken)
    }

    /// The shape's mask for the context's blitter.
    public func mask(context: RenderContext) -> PixelMask {
        PixelShape.roundedSquare(cornerRadius: cornerRadius).mask(cells: cells, blitter: context.blitter)
    }

    /// The tile's pixels: `fill(x, y)` (the background by default) inside, the border on the shape's edge.
    /// In monochrome the tile is ink.
    public func pixels(mask: PixelMask, context: RenderContext, fill: ((Int, Int) -> Color)? = nil) -> Bitmap {
        var bitmap = Bitmap(width: mask.width, height: mask.height)
        for y in 0 ..< mask.height {
            for x in 0 ..< mask.width where mask[x, y] {
                let isEdge = !(mask[x - 1, y] && mask[x + 1, y] && mask[x, y - 1] && mask[x, y + 1])
                bitmap[x, y] = context.isMonochrome ? .terminalDefault : isEdge ? border : fill?(x, y) ?? background
            }
        }
        return bitmap
    }

    /// Paints `icon` into `pixels` (pixel icons and images); a glyph is drawn later by ``drawGlyph``.
    public func paint(_ icon: Emblem.Icon, contentMode: ContentMode, into pixels: inout Bitmap, context: RenderContext) {
        let inner = innerSquare(pixels: Size(width: pixels.width, height: pixels.height), blitter: context.blitter)
        switch icon {
        case let .image(loaded) where (loaded.bitmap?.width ?? 0) > 0 && (loaded.bitmap?.height ?? 0) > 0:
            let image = loaded.bitmap!
            let scaled = image.scaled(width: inner.width, height: inner.height, pixelAspect: context.blitter.pixelAspect,
                                      mode: contentMode)
            for y in 0 ..< inner.height {
                for x in 0 ..< inner.width {
                    guard let pixel = scaled[x, y] else { continue }
                    pixels[inner.x + x, inner.y + y] = context.isMonochrome ? (OrderedDither.isInk(pixel, x: inner.x + x, y: inner.y + y) ? .terminalDefault : nil) : pixel
                }
            }
        case .accountBalance, .image:
            let icon = AccountBalanceIcon.pixels(width: inner.width, height: inner.height)
            for y in 0 ..< inner.height {
                for x in 0 ..< inner.width where icon[y * inner.width + x] {
                    pixels[inner.x + x, inner.y + y] = context.isMonochrome ? nil : foreground
                }
            }
        case let .glyph(glyph):
            guard let (letters, scale) = Self.blockLetters(glyph, cells: cells, context: context) else { break }
            letters.paint(context.isMonochrome ? nil : foreground, into: &pixels, cells: cells, blitter: context.blitter, scale: scale,
                          centerX: Double(cells.width) / 2, centerY: Double(cells.height), mask: mask(context: context))
        }
    }

    /// A glyph icon as block letters and their scale, when the tile is large enough to draw it so (large
    /// and extra large, with Unicode blocks) and the font has it; otherwise the glyph is text (``drawGlyph(_:in:mask:on:context:)``).
    public static func blockLetters(_ glyph: String, cells: Size, context: RenderContext) -> (BlockLetters, Double)? {
        guard context.glyphs == .unicode, context.blitter != .ascii else { return nil }
        let text = TerminalText.sanitized(glyph).first { TextWidth.of($0) > 0 }.map(String.init) ?? ""
        // One glyph may take three fifths of the tile's height (two initials take half): a medium tile's `€`
        // is a block glyph too, as the large one's, not one cell of text.
        guard let letters = BlockLetters(text), let scale = letters.scale(forSide: min(Double(cells.width), 2 * Double(cells.height)), share: 0.6)
        else { return nil }
        return (letters, scale)
    }

    /// Declares the cells of a tile drawn at `origin`: the tile a decorative surface, the icon's square a
    /// meaningful graphic in the foreground colour, or a picture when the icon is a loaded image.
    public func mark(_ icon: Emblem.Icon, at origin: Point, context: RenderContext) {
        let blitter = context.blitter
        context.mark(.decorative, Rect(origin: origin, size: cells))
        let inner = innerSquare(pixels: blitter.pixelSize(ofCells: cells), blitter: blitter)
        let iconCells = blitter.cells(holdingPixels: inner.x, inner.y, width: inner.width, height: inner.height).offset(by: origin)
        if case let .image(loaded) = icon, (loaded.bitmap?.width ?? 0) > 0, (loaded.bitmap?.height ?? 0) > 0 {
            context.mark(.picture, iconCells)
        } else {
            context.mark(.graphic(foreground), iconCells)
        }
    }

    /// Draws a glyph icon centred on the tile's middle row, in the foreground colour, unless it was painted
    /// as block letters.
    public func drawGlyph(_ glyph: String, in area: Rect, mask: PixelMask, on canvas: inout Canvas, context: RenderContext) {
        guard Self.blockLetters(glyph, cells: cells, context: context) == nil else { return }
        let text = TerminalText.sanitized(glyph).first { TextWidth.of($0) > 0 }.map(String.init) ?? ""
        let style = context.isMonochrome ? Style(attributes: [.reverse, .bold]) : Style(foreground: foreground, background: background, attributes: .bold)
        CenteredLabel.draw(text, in: Rect(origin: area.origin, size: cells), mask: mask, style: style, on: &canvas, context: context,
                          clip: area)
    }

    /// The icon's square: 60 % of the tile's side, centred, in pixels.
    private func innerSquare(pixels: Size, blitter: Blitter) -> (x: Int, y: Int, width: Int, height: Int) {
        let (columns, rows) = blitter.pixelsPerCell
        let side = min(Double(cells.width), 2 * Double(cells.height)) * 0.6
        let width = Int((side * Double(columns)).rounded()), height = Int((side / 2 * Double(rows)).rounded())
        return ((pixels.width - width) / 2, (pixels.height - height) / 2, width, height)
    }
}
