import Glibc // pow

/// sRGB's 8-bit channel values made linear, computed once: contrast, Oklab and colour-vision simulation
/// read them for every colour they meet.
enum SRGBChannel {
    /// `linear[v]` is channel value `v` (0…255) in linear light (0…1). WCAG 2 writes the curve's threshold
    /// as 0.03928 and sRGB as 0.04045; no 8-bit value lies between them (10/255 ≈ 0.0392, 11/255 ≈ 0.0431),
    /// so one table serves both.
    static let linear: [Double] = (0 ... 255).map { channel in
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
