import FoundationEssentials
import Glibc
import VitrineCore
import VitrineSystem

/// A picture's PNG, made from its SVG by `rsvg-convert` (Debian's librsvg2-bin), run as a child with bounds
/// (60 s, 32 MiB of output), twice the SVG's size, on the pages' dark background.
enum PNGConverter {
    /// The longest side a PNG may have, in pixels: a 1000×1000-cell screen would be 20,000 × 40,000 at
    /// twice its size, gigabytes for the converter.
    static let maximumSide = 16384

    /// The PNG of `canvas`'s picture `svg`, or why there is none (too large, the converter missing or failing).
    static func png(of canvas: Canvas, svg: String) throws(ConversionError) -> [UInt8] {
        let (width, height) = (canvas.size.width * SVGWriter.cellWidth * 2, canvas.size.height * SVGWriter.cellHeight * 2)
        guard max(width, height) <= maximumSide else {
            throw ConversionError("a \(width)×\(height) px PNG is larger than \(maximumSide) px a side: use --format svg, or a smaller --screen or --width")
        }
        return try png(fromSVG: svg)
    }

    /// The PNG of `svg`, or why there is none (the converter missing or failing).
    static func png(fromSVG svg: String) throws(ConversionError) -> [UInt8] {
        let base = ProcessEnvironment.variables["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/vitrine-picture-XXXXXX.svg").utf8CString)
        let descriptor = mkstemps(&template, 4)
        guard descriptor >= 0 else { throw ConversionError("cannot make a temporary file in \(base): \(String(cString: strerror(errno)))") }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        let (_, writeError) = WholeWrite.write(Array(svg.utf8), to: descriptor)
        let closeError = close(descriptor) == 0 ? 0 : errno
        // Why, in words: a full TMPDIR (ENOSPC) said only "cannot write …svg".
        guard writeError == 0, closeError == 0 else {
            throw ConversionError("cannot write \(path): \(String(cString: strerror(writeError != 0 ? writeError : closeError)))")
        }
        guard let result = ChildProcess.capture(["rsvg-convert", "--format", "png", "--zoom", "2", "--background-color", "#202124", path],
                                                limit: 32 << 20, seconds: 60) else {
            throw ConversionError("--format png needs rsvg-convert (Debian: apt-get install librsvg2-bin)")
        }
        guard result.status == 0, result.output.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
            throw ConversionError("rsvg-convert failed (status \(result.status)): " + String(decoding: result.errors.prefix(200), as: UTF8.self))
        }
        return result.output
    }

    /// Why a picture could not be converted.
    struct ConversionError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
