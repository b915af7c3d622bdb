/// Hand-built PNG files for decoder tests: any header, uncompressed (stored) image data.
enum TinyPNG {
    /// A PNG of 8-bit samples of `colourType` whose IDAT holds `rows` (each starting with its filter byte).
    static func make(width: Int, height: Int, colorType: UInt8, rows: [[UInt8]]) -> [UInt8] {
        make(width: width, height: height, colorType: colorType, imageData: zlibStored(rows.flatMap { $0 }))
    }

    /// A PNG whose IDAT holds `imageData` as given (a zlib stream, or not).
    static func make(width: Int, height: Int, colorType: UInt8, imageData: [UInt8]) -> [UInt8] {
        let header = bigEndian(width) + bigEndian(height) + [8, colorType, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
            + chunk("IDAT", imageData) + chunk("IEND", [])
    }

    private static func chunk(_ kind: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(kind.utf8) + data
        return bigEndian(data.count) + body + bigEndian(Int(crc32(body)))
    }

    /// A zlib stream of one stored (uncompressed) block.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        let length = UInt16(data.count)
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            + data + bigEndian(Int(b << 16 | a))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0 ..< 8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: Int) -> [UInt8] { (0 ..< 4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
}
