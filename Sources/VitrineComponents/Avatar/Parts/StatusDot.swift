import VitrineCore

/// A small disc on the rim of an avatar, cut out of it by a transparent ring (a status or
/// notification indicator). A base part shared by avatar components.
public struct StatusDot: Sendable {
    public enum Corner: Sendable {
        case topRight
        case bottomRight
    }

    public var corner: Corner
    /// The dot's diameter as a fraction of the avatar's side.
    public var relativeSize: Double
    /// The colour the ring is drawn in instead of left transparent (``outlined(for:on:at:cells:ink:context:)``);
    /// an outlined dot of pixels moves inwards until its ring fits the avatar's cells, so the outline goes all
    /// round. A glyph dot is outlined by its own cell instead: the glyph on the outline's colour, a cell
    /// where a ring of pixels would cover a quarter of a small avatar.
    public var outline: Color?

    public init(corner: Corner, relativeSize: Double = 0.32) {
        self.corner = corner
        self.relativeSize = relativeSize
    }

    /// Where the dot's centre lies, in physical units (a cell is 1 wide and 2 tall).
    public func center(cells: Size) -> (x: Double, y: Double) {
        let offset = side(cells) / 2 * 0.7071
        let (x, y) = (Double(cells.width) / 2 + offset, Double(cells.height) + (corner == .topRight ? -offset : offset))
        guard outline != nil, diameter(cells) >= Self.smallestDisc else { return (x, y) }
        let ring = ringDiameter(cells) / 2, height = 2 * Double(cells.height)
        return (min(x, Double(cells.width) - ring), min(max(y, ring), height - ring))
    }

    /// True when the dot is a glyph (``put(_:in:on:at:cells:context:)``) rather than pixels: under 5 units
    /// across no blitter's pixels make a disc (half blocks give a square), and without colour a glyph's
    /// shape tells one status from another.
    public func isGlyph(cells: Size, context: RenderContext) -> Bool {
        context.isMonochrome || diameter(cells) < Self.smallestDisc
    }

    /// The narrowest dot drawn in pixels, in units (a cell is 1 wide and 2 tall).
    private static let smallestDisc = 5.0

    /// The cell a glyph dot is put in, relative to the avatar's origin.
    private func glyphCell(_ cells: Size) -> Point {
        let (x, y) = center(cells: cells)
        return Point(x: min(cells.width - 1, Int(x)), y: min(cells.height - 1, Int(y / 2)))
    }

    /// Puts `glyph` (`●`) on the dot's centre cell of an avatar drawn at `origin`, in `color` (the terminal's
    /// own in monochrome), over what the cell shows (the ring cut round it), or on its outline's colour.
    public func put(_ glyph: String, in color: Color, on canvas: inout Canvas, at origin: Point, cells: Size, context: RenderContext) {
        let cell = glyphCell(cells)
        let point = Point(x: origin.x + cell.x, y: origin.y + cell.y)
        var style = canvas[point.x, point.y].style
        style.foreground = context.isMonochrome ? .terminalDefault : color
        if let outline, !context.isMonochrome { style.background = outline }
        canvas.put(glyph, at: point, style: style)
    }

    /// Paints the dot in `color` into `pixels`, which cover `cells`, inside its ring
    /// (transparent, or in ``outline``); a glyph dot only its ring.
    public func paint(_ color: Color, into pixels: inout Bitmap, cells: Size, context: RenderContext) {
        cut(into: &pixels, cells: cells, context: context)
        if let outline, !isGlyph(cells: cells, context: context) {
            let ring = mask(ringDiameter(cells), cells: cells, context: context)
            pixels.paint(outline) { ring[$0, $1] }
        }
        guard !isGlyph(cells: cells, context: context) else { return }
        let dot = mask(diameter(cells), cells: cells, context: context)
        pixels.paint(color) { dot[$0, $1] }
    }

    /// This dot, outlined in `ink` where its `color` reaches 3:1 against what its ring shows (the background
    /// of `canvas` under the dot of an avatar at `origin`; WCAG 1.4.11) but loses it as sent at the context's
    /// profile: sixteen colours hold no green or amber that reaches 3:1 on white. A theme's own colours that
    /// fall short are left as they are, for `vitrine contrast` to report.
    public func outlined(for color: Color, on canvas: Canvas, at origin: Point, cells: Size, ink: @autoclosure () -> Color,
                         context: RenderContext) -> StatusDot {
        let (x, y) = center(cells: cells), profile = context.profile
        let surround = canvas[origin.x + Int(x), origin.y + Int(y / 2)].style.background
        let minimum = ContrastPair.Kind.graphic.minimumRatio
        guard !context.isMonochrome, let authored = color.contrastRatio(with: surround), authored >= minimum,
              let sent = profile.convert(color).contrastRatio(with: profile.convert(surround)), sent < minimum else { return self }
        var copy = self
        copy.outline = ink()
        return copy
    }

    /// Declares the cells the dot covers, on an avatar drawn at `origin`, a meaningful graphic in `color`,
    /// and those of its outline, when it has one, a meaningful graphic in that colour (a glyph dot's outline
    /// is its own cell's background: that cell alone is declared, the glyph measured on it).
    public func mark(_ color: Color, at origin: Point, cells: Size, context: RenderContext) {
        if outline != nil, isGlyph(cells: cells, context: context) {
            let cell = glyphCell(cells)
            context.mark(.graphic(color), Rect(x: origin.x + cell.x, y: origin.y + cell.y, width: 1, height: 1))
            return
        }
        func frame(_ diameter: Double) -> Rect {
            let (x, y) = center(cells: cells), radius = diameter / 2
            let (left, top) = (Int((x - radius).rounded(.down)), Int(((y - radius) / 2).rounded(.down)))
            let (right, bottom) = (Int((x + radius).rounded(.up)), Int(((y + radius) / 2).rounded(.up)))
            return Rect(x: origin.x + left, y: origin.y + top, width: right - left, height: bottom - top)
        }
        if let outline { context.mark(.graphic(outline), frame(ringDiameter(cells))) }
        context.mark(.graphic(color), frame(diameter(cells)))
    }

    /// Clears the dot and its ring to transparent, so whatever lies under the avatar shows there.
    public func cut(into pixels: inout Bitmap, cells: Size, context: RenderContext) {
        let ring = mask(ringDiameter(cells), cells: cells, context: context)
        pixels.paint(nil) { ring[$0, $1] }
    }

    private func side(_ cells: Size) -> Double { min(Double(cells.width), 2 * Double(cells.height)) }

    private func diameter(_ cells: Size) -> Double { max(1.5, side(cells) * relativeSize) }

    /// The ring's outer diameter: at least one unit (a half-block pixel) beyond the dot on each side.
    private func ringDiameter(_ cells: Size) -> Double { diameter(cells) + max(2, side(cells) * 0.12) }

    private func mask(_ diameter: Double, cells: Size, context: RenderContext) -> PixelMask {
        let (x, y) = center(cells: cells)
        return PixelShape.disc(centerX: x, centerY: y, diameter: diameter).mask(cells: cells, blitter: context.blitter)
    }
}
