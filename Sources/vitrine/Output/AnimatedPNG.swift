/// An animated PNG (APNG, which browsers, GitHub and chat apps play) from still PNGs of the same size: the
/// first frame's image is the default image (a viewer without APNG shows it), each frame shown for its
/// delay, looping. The frames' compressed data is taken as it is (each IDAT becomes an fdAT), so nothing is
/// encoded twice.
enum AnimatedPNG {
    /// The APNG of `frames` (PNG files, the same size) each shown `delays` milliseconds; nil when a frame
    /// is not a PNG of the first's size.
    static func assemble(_ frames: [[UInt8]], delays: [Int]) -> [UInt8]? {
        guard let first = frames.first, let header = chunks(of: first).first(where: { $0.type == "IHDR" }) else { return nil }
        var output: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        output += chunk("IHDR", header.data)
        output += chunk("acTL", bigEndian(UInt32(frames.count)) + bigEndian(UInt32(0)))
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let parts = chunks(of: frame)
            guard parts.first(where: { $0.type == "IHDR" })?.data == header.data else { return nil }
            let delay = UInt16(clamping: delays.indices.contains(index) ? delays[index] : 100)
            // fcTL: sequence, width, height, x and y offsets, delay (milliseconds), dispose none, blend source.
            output += chunk("fcTL", bigEndian(sequence) + Array(header.data[0 ..< 8]) + bigEndian(UInt32(0)) + bigEndian(UInt32(0))
                + bigEndian(delay) + bigEndian(UInt16(1000)) + [0, 0])
            sequence += 1
            for part in parts where part.type == "IDAT" {
                if index == 0 {
                    output += chunk("IDAT", part.data)
                } else {
                    output += chunk("fdAT", bigEndian(sequence) + part.data)
                    sequence += 1
                }
            }
        }
        return output + chunk("IEND", [])
    }

    /// The chunks of a PNG file (type and data), up to the first that does not parse.
    static func chunks(of file: [UInt8]) -> [(type: String, data: [UInt8])] {
        var result: [(String, [UInt8])] = [], offset = 8
        while offset + 12 <= file.count {
            let length = file[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard offset + 12 + length <= file.count else { break }
            let type = String(decoding: file[offset + 4 ..< offset + 8], as: UTF8.self)
            result.append((type, Array(file[offset + 8 ..< offset + 8 + length])))
            offset += 12 + length
        }
        return result
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian<Integer: FixedWidthInteger>(_ value: Integer) -> [UInt8] {
        (0 ..< Integer.bitWidth / 8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    /// The PNG chunk checksum (CRC-32, polynomial 0xEDB88320).
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0 ..< 256).map { index in
        (0 ..< 8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
}
