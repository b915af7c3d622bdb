import CPNG
import VitrineCore

/// Decodes PNG data into a ``Bitmap`` with libpng's simplified API: any colour type and bit depth,
/// converted to 8-bit RGBA. A pixel at most half opaque becomes transparent.
///
/// Bounded by what the header declares: at most ``maximumPixels``, checked before anything is decoded,
/// and image data that inflates to no more than those pixels (``PNGWorkLimit``). A decoded image larger
/// than ``maximumSide`` is scaled down once, here, so that no frame ever scales millions of pixels.
public enum PNGDecoder {
    /// The most pixels an image may have (2048 × 2048): its header is checked before anything is decoded.
    public static let maximumPixels = 2048 * 2048
    /// The longest side kept after decoding: far more pixels than a terminal shows for any component.
    public static let maximumSide = 256

    /// - Parameter longestSide: the longest side kept (``maximumSide`` for what a component shows; a screenshot
    ///   checked pixel by pixel keeps its own).
    public static func decode(_ data: [UInt8], longestSide: Int = maximumSide) throws(ImageError) -> Bitmap {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let begun = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw .undecodable(message(of: &image)) }
        let (width, height) = (Int(image.width), Int(image.height))
        guard width.multipliedReportingOverflow(by: height).partialValue <= maximumPixels, width <= maximumPixels,
              height <= maximumPixels else {
            throw .tooManyPixels(width: width, height: height, limit: maximumPixels)
        }
        try PNGWorkLimit.check(data)
        image.format = CPNG_FORMAT_RGBA
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let finished = rgba.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        guard finished != 0 else { throw .undecodable(message(of: &image)) }
        let pixels: [Color?] = (0 ..< width * height).map { index in
            let base = index * 4
            return rgba[base + 3] > 127 ? .rgb(rgba[base], rgba[base + 1], rgba[base + 2]) : nil
        }
        let bitmap = Bitmap(width: width, height: height, pixels: pixels)!
        guard max(width, height) > longestSide else { return bitmap }
        let scale = Double(longestSide) / Double(max(width, height))
        return bitmap.scaled(width: max(1, Int((Double(width) * scale).rounded())), height: max(1, Int((Double(height) * scale).rounded())),
                             mode: .fit)
    }

    /// libpng's error text (a fixed `char[64]`), sanitised as it may quote the file.
    private static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return TerminalText.sanitized(text.isEmpty ? "unknown error" : text)
    }
}
