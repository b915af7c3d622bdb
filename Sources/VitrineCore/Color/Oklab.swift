import Glibc // cbrt

/// A colour in the Oklab perceptual space, where Euclidean distance follows how different colours look.
struct Oklab: Sendable {
    var l: Double
    var a: Double
    var b: Double

    init(r: UInt8, g: UInt8, b: UInt8) {
        let linear = SRGBChannel.linear
        let (lr, lg, lb) = (linear[Int(r)], linear[Int(g)], linear[Int(b)])
        let lms = (cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb),
                   cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb),
                   cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb))
        l = 0.2104542553 * lms.0 + 0.7936177850 * lms.1 - 0.0040720468 * lms.2
        a = 1.9779984951 * lms.0 - 2.4285922050 * lms.1 + 0.4505937099 * lms.2
        self.b = 0.0259040371 * lms.0 + 0.7827717662 * lms.1 - 0.8086757660 * lms.2
    }

    /// How colourful it is: 0 for greys.
    var chroma: Double { (a * a + b * b).squareRoot() }

    /// The squared perceptual distance to `other`.
    func distanceSquared(to other: Oklab) -> Double {
        let dl = l - other.l, da = a - other.a, db = b - other.b
        return dl * dl + da * da + db * db
    }
}
