import Foundation

/// A window's picture as `xwd -silent` dumps it (X Window Dump, 24 and 32 bits a pixel, ZPixmap): what a
/// person sees in a real terminal, read pixel by pixel.
struct WindowDump {
    let width: Int
    let height: Int
    private let pixels: [UInt32]

    /// Reads a dump; nil for anything but a 24-bit ZPixmap with 32 bits a pixel (what Xvfb at depth 24 gives).
    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= 100 else { return nil }
        func field(_ index: Int) -> Int {
            (0 ..< 4).reduce(0) { $0 << 8 | Int(bytes[index * 4 + $1]) }
        }
        let (headerSize, format, depth) = (field(0), field(2), field(3))
        let (width, height, byteOrder) = (field(4), field(5), field(7))
        let (bitsPerPixel, bytesPerLine, colorCount) = (field(11), field(12), field(19))
        let start = headerSize + colorCount * 12
        guard format == 2, depth == 24, bitsPerPixel == 32, bytes.count >= start + bytesPerLine * height else { return nil }
        self.width = width
        self.height = height
        pixels = (0 ..< height).flatMap { y in
            (0 ..< width).map { x in
                let offset = start + y * bytesPerLine + x * 4
                let (b0, b1, b2, b3) = (UInt32(bytes[offset]), UInt32(bytes[offset + 1]), UInt32(bytes[offset + 2]), UInt32(bytes[offset + 3]))
                let value = byteOrder == 0 ? b3 << 24 | b2 << 16 | b1 << 8 | b0 : b0 << 24 | b1 << 16 | b2 << 8 | b3
                return value & 0xFF_FFFF
            }
        }
    }

    /// How many pixels are exactly `rgb` (0xRRGGBB).
    func count(of rgb: UInt32) -> Int {
        pixels.lazy.filter { $0 == rgb }.count
    }

    /// The longest horizontal run of `rgb` pixels in the picture: its row and columns; nil when there is none.
    func longestRun(of rgb: UInt32) -> (y: Int, x: ClosedRange<Int>)? {
        var best: (y: Int, x: ClosedRange<Int>)?
        for y in 0 ..< height {
            var start: Int?
            for x in 0 ... width {
                if x < width, pixels[y * width + x] == rgb {
                    start = start ?? x
                } else if let first = start {
                    if (best?.x.count ?? 0) < x - first { best = (y, first ... x - 1) }
                    start = nil
                }
            }
        }
        return best
    }

    /// The rows of the vertical run of `rgb` pixels in column `x` through row `y`; nil when (x, y) is not `rgb`.
    func verticalRun(of rgb: UInt32, x: Int, through y: Int) -> ClosedRange<Int>? {
        guard pixels[y * width + x] == rgb else { return nil }
        var (top, bottom) = (y, y)
        while top > 0, pixels[(top - 1) * width + x] == rgb { top -= 1 }
        while bottom < height - 1, pixels[(bottom + 1) * width + x] == rgb { bottom += 1 }
        return top ... bottom
    }
}
