import CPNG
import Foundation
import Testing
import VitrineCore
@testable import VitrineImages

/// The PNG loader against the project's sample files and hand-made broken data: every failure is a
/// reason, never a crash, and nothing is decoded past the pixel limit.
@Suite struct PNGDecoderTests {
    let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/VitrineCatalog/Samples").standardizedFileURL

    private func sample(_ name: String) -> LoadedImage { ImageFile.load(samples.appendingPathComponent(name)) }

    @Test func decodesTheSamplePortraitWithItsColors() throws {
        let bitmap = try #require(sample("nora.png").bitmap)
        #expect(bitmap.width == 48 && bitmap.height == 48)
        #expect(bitmap[24, 10] == .rgb(92, 52, 38), "hair at the top of the head")
        #expect(bitmap[24, 46] == .rgb(36, 92, 168), "the shirt at the bottom")
        #expect(bitmap[1, 1] != nil, "opaque backdrop")
    }

    @Test func decodesPaletteAndGreyscaleImagesAndMakesTransparentPixelsNil() throws {
        // 2×1 greyscale+alpha, 8-bit: one opaque white pixel, one fully transparent pixel.
        let grey = try PNGDecoder.decode(TinyPNG.make(width: 2, height: 1, colorType: 4, rows: [[0, 255, 255, 0, 0]]))
        #expect(grey.pixels == [.rgb(255, 255, 255), nil])
    }

    @Test(arguments: [
        ("truncated.png", "not a readable PNG"),
        ("not-a-png.png", "not a readable PNG"),
        ("bad-crc.png", "not a readable PNG"),
        ("huge.png", "too large: 30000×30000 pixels"),
        ("missing.png", "unreadable: no such file"),
    ])
    func brokenFilesGiveAReasonNamingTheFile(name: String, reason: String) throws {
        let failure = try #require(sample(name).failureReason)
        #expect(failure.hasPrefix("\(name): \(reason)"), "\(failure)")
        #expect(!failure.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "no control characters")
    }

    @Test func aFolderOrADeviceIsNotRead() {
        #expect(ImageFile.load(samples).failureReason?.hasSuffix("unreadable: not a regular file") == true)
        #expect(ImageFile.load(URL(fileURLWithPath: "/dev/zero")).failureReason == "zero: unreadable: not a regular file")
    }

    @Test func thePixelLimitIsCheckedBeforeDecoding() {
        let justOver = TinyPNG.make(width: 2049, height: 2048, colorType: 0, rows: [])
        #expect(throws: ImageError.tooManyPixels(width: 2049, height: 2048, limit: PNGDecoder.maximumPixels)) {
            try PNGDecoder.decode(justOver)
        }
        let wide = TinyPNG.make(width: 1_000_000, height: 5, colorType: 0, rows: [])
        #expect(throws: ImageError.tooManyPixels(width: 1_000_000, height: 5, limit: PNGDecoder.maximumPixels)) {
            try PNGDecoder.decode(wide)
        }
    }

    /// `bytes` compressed by zlib.
    private func deflated(_ bytes: [UInt8]) -> [UInt8] {
        var compressed = [UInt8](repeating: 0, count: Int(compressBound(uLong(bytes.count))))
        var size = uLongf(compressed.count)
        #expect(compress2(&compressed, &size, bytes, uLong(bytes.count), 9) == Z_OK)
        return Array(compressed.prefix(Int(size)))
    }

    /// `count` zero bytes compressed: a few kilobytes that inflate to `count`.
    private func zeros(_ count: Int) -> [UInt8] { deflated([UInt8](repeating: 0, count: count)) }

    @Test func imageDataThatInflatesPastTheHeaderIsRefusedBeforeDecoding() {
        // A 1×1 image with 8 MiB of compressed data once cost 22 s of CPU.
        let tiny = TinyPNG.make(width: 1, height: 1, colorType: 0, imageData: zeros(64 << 20))
        #expect(throws: ImageError.undecodable("\(zeros(64 << 20).count) bytes of image data for 2 bytes of pixels")) {
            try PNGDecoder.decode(tiny)
        }
        // A plausible size whose data still inflates to 64 MiB, a thousand times what it declares.
        let bomb = TinyPNG.make(width: 256, height: 256, colorType: 0, imageData: zeros(64 << 20))
        #expect(throws: ImageError.undecodable("the image data inflates past the 65792 bytes its header declares")) {
            try PNGDecoder.decode(bomb)
        }
    }

    @Test func aLargeImageIsScaledDownOnceWhenDecoded() throws {
        let rows = (0 ..< 1000).flatMap { _ in [0] + [UInt8](repeating: 200, count: 600) }
        let image = try PNGDecoder.decode(TinyPNG.make(width: 600, height: 1000, colorType: 0, imageData: deflated(rows)))
        #expect(image.width == 154 && image.height == PNGDecoder.maximumSide, "the longer side is \(PNGDecoder.maximumSide)")
        #expect(image[77, 128] == .rgb(200, 200, 200))
    }

    @Test func emptyAndRandomDataAreRefused() {
        #expect(throws: ImageError.self) { try PNGDecoder.decode([]) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0 ..< 50 {
            let noise = (0 ..< 200).map { _ in UInt8.random(in: 0 ... 255, using: &generator) }
            #expect(throws: ImageError.self) { try PNGDecoder.decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + noise) }
        }
    }
}
