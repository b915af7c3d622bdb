import VitrineCore

/// The body every avatar component is built on: a shape filled with a colour and a face (image,
/// initials or icon). Components paint their own extras (a status dot, a notification mark) into the
/// pixels of ``raster(context:)`` before ``draw(_:in:on:context:)``.
public struct AvatarTile: Sendable {
    public var cells: Size
    public var shape: PixelShape
    public var face: AvatarFace
    public var fill: Color
    /// The colour of the face's ink: the icon's, or the initials' (an image has its own).
    public var faceColor: Color
    /// A disabled tile fades its image into the fill and draws initials dim instead of bold.
    public var isDisabled: Bool

    public init(cells: Size, shape: PixelShape, face: AvatarFace, fill: Color, faceColor: Color, isDisabled: Bool = false) {
        self.cells = cells
        self.shape = shape
        self.face = face
        self.fill = fill
        self.faceColor = faceColor
        self.isDisabled = isDisabled
    }

    /// A tile in the avatar tokens' colours, as composed avatars draw it: the background, and the icon
    /// or initials colour when the face is drawn in one.
    public static func themed(cells: Size, shape: PixelShape, face: AvatarFace, theme: ResolvedTheme) -> AvatarTile {
        AvatarTile(cells: cells, shape: shape, face: face, fill: theme.color(AvatarTokens.background),
                   faceColor: defaultFaceColor(face, theme: theme))
    }

    /// The theme's colour for `face`'s ink: `avatar.icon` or `avatar.initials` (an image reads neither).
    public static func defaultFaceColor(_ face: AvatarFace, theme: ResolvedTheme) -> Color {
        switch face {
        case .icon: return theme.color(AvatarTokens.icon)
        case .initials: return theme.color(AvatarTokens.initials)
        case .image: return .terminalDefault
        }
    }

    /// The tile's pixels for the context's blitter, and the shape's mask (which cells initials may use).
    public struct Raster: Sendable {
        public var pixels: Bitmap
        public let mask: PixelMask
        /// The cells the initials cover when they were painted as block letters; nil when they are text.
        let blockLetterCells: Rect?
    }

    /// The shape's pixels for the context's blitter. In monochrome the shape is ink and the icon and
    /// the image's light pixels are holes.
    public func raster(context: RenderContext) -> Raster {
        let blitter = context.blitter
        let mask = shape.mask(cells: cells, blitter: blitter)
        let size = blitter.pixelSize(ofCells: cells)
        var bitmap = Bitmap(width: size.width, height: size.height)
        var blockLetterCells: Rect?
        let ink: Color = context.isMonochrome ? .terminalDefault : fill
        bitmap.paint(ink) { mask[$0, $1] }
        switch face {
        case let .image(image):
            paintImage(image, on: &bitmap, mask: mask, context: context)
        case .icon:
            // The icon stays one pixel inside the shape, so it meets only the fill, never what lies around.
            let square = squareFrame(pixels: size, blitter: blitter)
            bitmap.paint(context.isMonochrome ? nil : faceColor) { x, y in
                mask[x, y] && mask[x - 1, y] && mask[x + 1, y] && mask[x, y - 1] && mask[x, y + 1] && PersonIcon.contains(u: (Double(x) + 0.5 - square.x) / square.width,
                                                  v: (Double(y) + 0.5 - square.y) / square.height)
            }
        case .initials:
            if let (letters, scale) = blockLetters(context: context) {
                let (centerX, centerY) = (Double(cells.width) / 2, Double(cells.height))
                letters.paint(context.isMonochrome ? nil : faceColor, into: &bitmap, cells: cells, blitter: blitter, scale: scale,
                              centerX: centerX, centerY: centerY, mask: mask)
                blockLetterCells = letters.cells(scale: scale, centerX: centerX, centerY: centerY)
            }
        }
        return Raster(pixels: bitmap, mask: mask, blockLetterCells: blockLetterCells)
    }

    /// The initials as block letters and their scale, when the tile is large enough to draw them so (a large
    /// avatar, a disabled one too, on its disabled background: pixels have no dim, and a colour mixed halfway
    /// met its background at 8 colours) and every character has one; not italic ones
    /// (the theme's initials typography), which block letters cannot slant.
    private func blockLetters(context: RenderContext) -> (BlockLetters, Double)? {
        guard case let .initials(initials) = face, context.glyphs == .unicode, context.blitter != .ascii,
              context.theme.valueIfPresent(AvatarTokens.initialsTypography)?.isItalic != true,
              let letters = BlockLetters(initials),
              let scale = letters.scale(forSide: min(Double(cells.width), 2 * Double(cells.height))) else { return nil }
        return (letters, scale)
    }

    /// Blits the raster (from ``raster(context:)``, maybe with extras) into the top-left of `area`, then the
    /// initials. The shape is a decorative surface, the icon a meaningful graphic, an image a picture.
    public func draw(_ raster: Raster, in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        canvas.draw(raster.pixels, at: area.origin, blitter: context.blitter, monochrome: context.isMonochrome, clip: area)
        let tileArea = Rect(origin: area.origin, size: cells).intersection(area)
        context.mark(.decorative, tileArea)
        switch face {
        case .image: context.mark(.picture, tileArea)
        case .icon: context.mark(.graphic(faceColor), tileArea)
        case .initials:
            if let letterCells = raster.blockLetterCells { markLargeText(letterCells, of: raster, at: area.origin, clip: tileArea, context: context) }
        }
        guard case let .initials(initials) = face, raster.blockLetterCells == nil else { return }
        let typography = context.theme.valueIfPresent(AvatarTokens.initialsTypography)
        var weight: TextAttributes = typography?.textAttributes ?? .bold
        if isDisabled { weight = weight.subtracting(.bold).union(.dim) }
        let style = context.isMonochrome ? Style(attributes: [.reverse, weight])
            : Style(foreground: faceColor, background: fill, attributes: weight)
        CenteredLabel.draw(initials, in: Rect(origin: area.origin, size: cells), mask: raster.mask,
                           style: style, on: &canvas, context: context, clip: tileArea)
    }

    /// Declares the cells of `letterCells` (relative to the tile at `origin`) that the raster paints whole
    /// large text: one an emoji's notch or the rim cuts shows the page, and is no text.
    private func markLargeText(_ letterCells: Rect, of raster: Raster, at origin: Point, clip: Rect, context: RenderContext) {
        let (columns, rows) = context.blitter.pixelsPerCell
        for row in letterCells.y ..< letterCells.maxY {
            for column in letterCells.x ..< letterCells.maxX {
                let painted = (0 ..< rows * columns).allSatisfy { raster.pixels[column * columns + $0 % columns, row * rows + $0 / columns] != nil }
                if painted { context.mark(.largeText, Rect(x: origin.x + column, y: origin.y + row, width: 1, height: 1).intersection(clip)) }
            }
        }
    }

    /// The image scaled to fill the shape's square (aspect fill), clipped to the shape.
    private func paintImage(_ image: Bitmap, on bitmap: inout Bitmap, mask: PixelMask, context: RenderContext) {
        let square = squareFrame(pixels: Size(width: bitmap.width, height: bitmap.height), blitter: context.blitter)
        let scaled = image.scaled(width: Int(square.width.rounded()), height: Int(square.height.rounded()),
                                        pixelAspect: context.blitter.pixelAspect)
        let (left, top) = (Int(square.x.rounded()), Int(square.y.rounded()))
        for y in 0 ..< bitmap.height {
            for x in 0 ..< bitmap.width where mask[x, y] {
                guard let pixel = scaled[x - left, y - top] else { continue }
                bitmap[x, y] = context.isMonochrome ? (OrderedDither.isInk(pixel, x: x, y: y) ? .terminalDefault : nil)
                    : (isDisabled ? pixel.mixed(with: fill, amount: 0.5) : pixel)
            }
        }
    }

    /// Where the shape's centred square lies in pixels (a circle's bounding square).
    private func squareFrame(pixels: Size, blitter: Blitter) -> (x: Double, y: Double, width: Double, height: Double) {
        let (columns, rows) = blitter.pixelsPerCell
        let side = min(Double(cells.width), 2 * Double(cells.height))
        let width = side * Double(columns), height = side / 2 * Double(rows)
        return ((Double(pixels.width) - width) / 2, (Double(pixels.height) - height) / 2, width, height)
    }
}
