import Glibc
import VitrineCore

/// The colour spaces of the W3C format's colour object (`{"colorSpace": "oklch", "components": [...]}`),
/// converted to the sRGB a terminal is sent (out-of-gamut colours clipped), with CSS Color 4's
/// matrices (CIE Lab, LCH and XYZ-D50 on a D50 white, adapted to D65 by Bradford). A space not listed
/// here is read from the object's `hex` fallback when it has one.
enum ColorSpace: String {
    case srgb, srgbLinear = "srgb-linear", hsl, hwb, lab, lch, oklab, oklch, displayP3 = "display-p3"
    case a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020, xyzD50 = "xyz-d50", xyzD65 = "xyz-d65"

    /// The largest component magnitude read: far beyond every space's range (Lab's a and b reach about
    /// ±160), and small enough that no conversion overflows (its cube is still finite).
    static let componentLimit = 1_000_000.0

    /// The colour `components` (the format's `"none"` read as 0) describe, as 8-bit sRGB; nil when
    /// they are not three finite numbers within ±``componentLimit``.
    func color(_ components: [Double]) -> Color? {
        guard components.count == 3, components.allSatisfy({ $0.isFinite && abs($0) <= Self.componentLimit }) else { return nil }
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
        case .lab:
            encoded = Self.fromLab(c0, c1, c2)
        case .lch:
            let hue = c2 * .pi / 180
            encoded = Self.fromLab(c0, c1 * cos(hue), c1 * sin(hue))
        case .oklab:
            encoded = Self.fromOklab(c0, c1, c2)
        case .oklch:
            let hue = c2 * .pi / 180
            encoded = Self.fromOklab(c0, c1 * cos(hue), c1 * sin(hue))
        case .displayP3:
            encoded = Self.encoded(linear: Self.multiply(Self.p3ToSRGB, (Self.decode(c0), Self.decode(c1), Self.decode(c2))))
        case .a98RGB:
            let linear = (Self.a98Decode(c0), Self.a98Decode(c1), Self.a98Decode(c2))
            encoded = Self.fromXYZD65(Self.multiply(Self.a98ToXYZ, linear))
        case .prophotoRGB:
            let linear = (Self.prophotoDecode(c0), Self.prophotoDecode(c1), Self.prophotoDecode(c2))
            encoded = Self.fromXYZD65(Self.multiply(Self.d50ToD65, Self.multiply(Self.prophotoToXYZ, linear)))
        case .rec2020:
            let linear = (Self.rec2020Decode(c0), Self.rec2020Decode(c1), Self.rec2020Decode(c2))
            encoded = Self.fromXYZD65(Self.multiply(Self.rec2020ToXYZ, linear))
        case .xyzD50:
            encoded = Self.fromXYZD65(Self.multiply(Self.d50ToD65, (c0, c1, c2)))
        case .xyzD65:
            encoded = Self.fromXYZD65((c0, c1, c2))
        }
        // Bounded components keep every step finite; a result that is not is refused, never converted.
        guard encoded.0.isFinite, encoded.1.isFinite, encoded.2.isFinite else { return nil }
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

    typealias Matrix = ((Double, Double, Double), (Double, Double, Double), (Double, Double, Double))

    private static func multiply(_ m: Matrix, _ v: (Double, Double, Double)) -> (Double, Double, Double) {
        (m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2, m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2, m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2)
    }

    private static let p3ToSRGB: Matrix = ((1.2249401, -0.2249404, 0), (-0.0420569, 1.0420571, 0), (-0.0196376, -0.0786361, 1.0982735))
    private static let xyzToSRGB: Matrix = ((3.2409699, -1.5373832, -0.4986108), (-0.9692436, 1.8759675, 0.0415551),
                                            (0.0556301, -0.2039770, 1.0569715))
    /// Bradford chromatic adaptation from a D50 white to D65.
    private static let d50ToD65: Matrix = ((0.9554734, -0.0230985, 0.0632592), (-0.0283697, 1.0099954, 0.0210414),
                                           (0.0123140, -0.0205076, 1.3303659))
    private static let a98ToXYZ: Matrix = ((0.5766690, 0.1855582, 0.1882286), (0.2973450, 0.6273636, 0.0752915),
                                           (0.0270314, 0.0706889, 0.9913375))
    private static let prophotoToXYZ: Matrix = ((0.7977666, 0.1351813, 0.0313477), (0.2880748, 0.7118352, 0.0000899), (0, 0, 0.8251046))
    private static let rec2020ToXYZ: Matrix = ((0.6369580, 0.1446169, 0.1688810), (0.2627002, 0.6779981, 0.0593017), (0, 0.0280727, 1.0609851))

    private static func fromXYZD65(_ xyz: (Double, Double, Double)) -> (Double, Double, Double) {
        encoded(linear: multiply(xyzToSRGB, xyz))
    }

    /// CIE Lab (D50 white) to sRGB.
    private static func fromLab(_ l: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
        let (kappa, epsilon) = (24389.0 / 27, 216.0 / 24389)
        let f1 = (l + 16) / 116
        let (f0, f2) = (a / 500 + f1, f1 - b / 200)
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = l > kappa * epsilon ? f1 * f1 * f1 : l / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return fromXYZD65(multiply(d50ToD65, (x * 0.3457 / 0.3585, y, z * (1 - 0.3457 - 0.3585) / 0.3585)))
    }

    private static func a98Decode(_ value: Double) -> Double {
        (value < 0 ? -1 : 1) * pow(abs(value), 563.0 / 256)
    }

    private static func prophotoDecode(_ value: Double) -> Double {
        abs(value) <= 16.0 / 512 ? value / 16 : (value < 0 ? -1 : 1) * pow(abs(value), 1.8)
    }

    private static func rec2020Decode(_ value: Double) -> Double {
        let (alpha, beta) = (1.09929682680944, 0.018053968510807)
        return abs(value) < beta * 4.5 ? value / 4.5 : (value < 0 ? -1 : 1) * pow((abs(value) + alpha - 1) / alpha, 1 / 0.45)
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
