import CPNG

/// Checks, before libpng decodes anything, that a PNG's compressed image data inflates to no more than
/// the image its header declares: a tiny image with megabytes of highly compressed data would otherwise
/// have libpng inflate gigabytes. The check inflates at most the declared size (plus one byte), so the
/// work is bounded by the decoded size, which ``PNGDecoder/maximumPixels`` bounds.
enum PNGWorkLimit {
    /// Throws when the chunks are malformed, or the image data inflates past what the header declares.
    static func check(_ data: [UInt8]) throws(ImageError) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count > signature.count, data.starts(with: signature) else { return } // libpng names the problem
        var offset = signature.count
        var declared: Int?
        var compressed: [UInt8] = []
        while offset + 8 <= data.count {
            let length = Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
            let type = String(decoding: data[(offset + 4) ..< (offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard length <= data.count - start else { break } // cut short: libpng reports it
            let body = data[start ..< (start + length)]
            if type == "IHDR", length >= 13 { declared = rawSize(ihdr: Array(body)) }
            if type == "IDAT" { compressed += body }
            if type == "IEND" { break }
            offset = start + length + 4 // and the CRC
        }
        guard let declared else { return }
        guard compressed.count <= declared + declared / 1000 + 1024 else {
            throw .undecodable("\(compressed.count) bytes of image data for \(declared) bytes of pixels")
        }
        guard inflatedSize(of: compressed, atMost: declared + 1) <= declared else {
            throw .undecodable("the image data inflates past the \(declared) bytes its header declares")
        }
    }

    /// The bytes of filtered scanlines the header declares (an upper bound for interlaced images).
    private static func rawSize(ihdr: [UInt8]) -> Int? {
        let width = Int(ihdr[0]) << 24 | Int(ihdr[1]) << 16 | Int(ihdr[2]) << 8 | Int(ihdr[3])
        let height = Int(ihdr[4]) << 24 | Int(ihdr[5]) << 16 | Int(ihdr[6]) << 8 | Int(ihdr[7])
        let depth = Int(ihdr[8]), channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(ihdr[9])] ?? 4
        guard width <= PNGDecoder.maximumPixels, height <= PNGDecoder.maximumPixels,
              width * height <= PNGDecoder.maximumPixels else { return nil } // the decoder refuses it by its header
        let rowBytes = (width * channels * max(1, depth) + 7) / 8
        // Interlaced passes add a filter byte to each of their rows, and may round each pass's width up.
        return height * (rowBytes + 1) + (ihdr[12] == 0 ? 0 : height * 7 + 7 * (rowBytes + 1))
    }

    /// How many bytes `compressed` inflates to, counting no further than `limit`.
    private static func inflatedSize(of compressed: [UInt8], atMost limit: Int) -> Int {
        var stream = z_stream()
        guard cpng_inflate_init(&stream) == Z_OK else { return 0 }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: 64 << 10)
        var total = 0
        var input = compressed
        return input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            while total < limit {
                let status = output.withUnsafeMutableBufferPointer { buffer -> Int32 in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = UInt32(buffer.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                total += output.count - Int(stream.avail_out)
                guard status == Z_OK else { break } // the end of the stream, or an error libpng will report
                if stream.avail_in == 0 && stream.avail_out != 0 { break }
            }
            return total
        }
    }
}
