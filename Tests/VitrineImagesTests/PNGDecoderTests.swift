import Foundation
import Testing
import VitrineCore
@testable import VitrineImages

/// The PNG loader against the project's sample files and hand-made broken data: every failure is a
/// reason, never a crash, and nothing is decoded past the pixel limit.
@Suite struct PNGDecoderTests {
    let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/VitrineGallery/Samples").standardizedFileURL

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

    @Test func emptyAndRandomDataAreRefused() {
        #expect(throws: ImageError.self) { try PNGDecoder.decode([]) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0 ..< 50 {
            let noise = (0 ..< 200).map { _ in UInt8.random(in: 0 ... 255, using: &generator) }
            #expect(throws: ImageError.self) { try PNGDecoder.decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + noise) }
        }
    }
}
