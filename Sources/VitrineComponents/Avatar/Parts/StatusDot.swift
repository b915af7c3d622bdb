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
    /// A hollow dot is a ring of `color` around a hole (how "offline" reads without colour).
    public var isHollow: Bool

    public init(corner: Corner, relativeSize: Double = 0.32, isHollow: Bool = false) {
        self.corner = corner
        self.relativeSize = relativeSize
        self.isHollow = isHollow
    }

    /// Where the dot's centre lies, in physical units (a cell is 1 wide and 2 tall).
    public func center(cells: Size) -> (x: Double, y: Double) {
        let offset = side(cells) / 2 * 0.7071
        return (Double(cells.width) / 2 + offset, Double(cells.height) + (corner == .topRight ? -offset : offset))
    }

    /// Paints the dot in `color` (ink in monochrome) into `pixels`, which cover `cells`, inside its ring.
    public func paint(_ color: Color, into pixels: inout Bitmap, cells: Size, context: RenderContext) {
        cut(into: &pixels, cells: cells, context: context)
        let diameter = self.diameter(cells)
        let dot = mask(diameter, cells: cells, context: context), hole = mask(diameter / 2, cells: cells, context: context)
        let ink: Color = context.isMonochrome ? .terminalDefault : color
        pixels.paint(ink) { dot[$0, $1] && !(isHollow && hole[$0, $1]) }
    }

    /// Clears the dot and its ring to transparent, so whatever lies under the avatar shows there.
    public func cut(into pixels: inout Bitmap, cells: Size, context: RenderContext) {
        let ring = mask(diameter(cells) + max(1, side(cells) * 0.12), cells: cells, context: context)
        pixels.paint(nil) { ring[$0, $1] }
    }

    private func side(_ cells: Size) -> Double { min(Double(cells.width), 2 * Double(cells.height)) }

    private func diameter(_ cells: Size) -> Double { max(1.5, side(cells) * relativeSize) }

    private func mask(_ diameter: Double, cells: Size, context: RenderContext) -> PixelMask {
        let (x, y) = center(cells: cells)
        return PixelShape.disc(centerX: x, centerY: y, diameter: diameter).mask(cells: cells, blitter: context.blitter)
    }
}
