import Foundation
import VitrineCore

/// The colour spaces of the W3C format's colour object (`{"colorSpace": "oklch", "components": [...]}`),
/// converted to the sRGB a terminal is sent (out-of-gamut colours clipped). Spaces not listed here are
/// read from the object's `hex` fallback when it has one.
enum ColorSpace: String {
    case srgb, srgbLinear = "srgb-linear", hsl, hwb, oklab, oklch, displayP3 = "display-p3", xyzD65 = "xyz-d65"

    /// The colour `components` (the format's `"none"` read as 0) describe, as 8-bit sRGB; nil when
    /// they are not three finite numbers.
    func color(_ components: [Double]) -> Color? {
        guard components.count == 3, components.allSatisfy(\.isFinite) else { return nil }
        let (c0, c1, c2) = (components[0], components[1], components[2])
        let encoded: (Double, Double, Double)
        switch self {
        case .srgb:
            encoded = (c0, c1, c2)
        case .srgbLinear:
            encoded = (Self.encode(c0), Self.encode(c1), Self.encode(c2))
        case .hsl:
            encoded = Self.hsl(hue: c0, saturation: c1 / 100, lightness: c2 / 100)
        case .hwb:
            let (white, black) = (c1 / 100, c2 / 100)
            if white + black >= 1 {
                let grey = white / (white + black)
                encoded = (grey, grey, grey)
            } else {
                let pure = Self.hsl(hue: c0, saturation: 1, lightness: 0.5)
                let scale = 1 - white - black
                encoded = (pure.0 * scale + white, pure.1 * scale + white, pure.2 * scale + white)
            }
        case .oklab:
            encoded = Self.fromOklab(c0, c1, c2)
        case .oklch:
            let hue = c2 * .pi / 180
            encoded = Self.fromOklab(c0, c1 * cos(hue), c1 * sin(hue))
        case .displayP3:
            let (r, g, b) = (Self.decode(c0), Self.decode(c1), Self.decode(c2))
            encoded = Self.encoded(linear: (1.2249401 * r - 0.2249404 * g,
                                            -0.0420569 * r + 1.0420571 * g,
                                            -0.0196376 * r - 0.0786361 * g + 1.0982735 * b))
        case .xyzD65:
            encoded = Self.encoded(linear: (3.2409699 * c0 - 1.5373832 * c1 - 0.4986108 * c2,
                                            -0.9692436 * c0 + 1.8759675 * c1 + 0.0415551 * c2,
                                            0.0556301 * c0 - 0.2039770 * c1 + 1.0569715 * c2))
        }
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return .rgb(byte(encoded.0), byte(encoded.1), byte(encoded.2))
    }

    private static func hsl(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    private static func fromOklab(_ l: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
        let l_ = l + 0.3963377774 * a + 0.2158037573 * b
        let m_ = l - 0.1055613458 * a - 0.0638541728 * b
        let s_ = l - 0.0894841775 * a - 1.2914855480 * b
        let (lc, mc, sc) = (l_ * l_ * l_, m_ * m_ * m_, s_ * s_ * s_)
        return encoded(linear: (4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc,
                                -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc,
                                -0.0041960863 * lc - 0.7034186147 * mc + 1.7076147010 * sc))
    }

    private static func encoded(linear: (Double, Double, Double)) -> (Double, Double, Double) {
        (encode(linear.0), encode(linear.1), encode(linear.2))
    }

    /// The sRGB transfer function, linear light to encoded.
    private static func encode(_ value: Double) -> Double {
        let v = min(max(value, 0), 1)
        return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    /// Encoded to linear light (sRGB's curve, which display-p3 shares).
    private static func decode(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
}
