import VitrineImages

/// PNG data: any bytes must decode within the limits or give an `ImageError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    if let image = try? PNGDecoder.decode(bytes) {
        precondition(max(image.width, image.height) <= PNGDecoder.maximumSide)
    }
    return 0
}
