/// A grid of pixels, row-major from the top-left; `nil` is a transparent pixel.
///
/// Components paint shapes and images into a bitmap, then a ``Blitter`` turns it into cells.
public struct Bitmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var pixels: [Color?]

    /// A bitmap of `width` × `height` (negative sides count as zero) filled with `fill`.
    public init(width: Int, height: Int, fill: Color? = nil) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = Array(repeating: fill, count: self.width * self.height)
    }

    /// A bitmap of the given pixels; nil unless there are exactly `width` × `height` of them.
    public init?(width: Int, height: Int, pixels: [Color?]) {
        guard width >= 0, height >= 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (x, y); transparent outside the bitmap. Writes outside are ignored.
    public subscript(x: Int, y: Int) -> Color? {
        get { contains(x: x, y: y) ? pixels[y * width + x] : nil }
        set { if contains(x: x, y: y) { pixels[y * width + x] = newValue } }
    }

    /// Sets every pixel for which `isInside(x, y)` holds to `color`.
    public mutating func paint(_ color: Color?, where isInside: (Int, Int) -> Bool) {
        for y in 0 ..< height {
            for x in 0 ..< width where isInside(x, y) { pixels[y * width + x] = color }
        }
    }

    private func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }
}
