import Glibc // pow

/// A colour-vision deficiency, simulated with the matrices of Machado, Oliveira and Fernandes (2009) at
/// severity 1 (protanopia, deuteranopia, tritanopia) on linear sRGB: about one man in twelve has a red-green
/// deficiency, most of them deutan.
public enum ColorVision: String, CaseIterable, Sendable {
    case protan
    case deutan
    case tritan

    /// How `color` looks to this eye (the terminal's default stays itself).
    public func simulate(_ color: Color) -> Color {
        guard let (r, g, b) = color.rgbValue else { return color }
        let linear = SRGBChannel.linear
        let (lr, lg, lb) = (linear[Int(r)], linear[Int(g)], linear[Int(b)])
        let rows = matrix
        func mixed(_ row: [Double]) -> UInt8 { Self.encoded(min(1, max(0, row[0] * lr + row[1] * lg + row[2] * lb))) }
        return .rgb(mixed(rows[0]), mixed(rows[1]), mixed(rows[2]))
    }

    /// `deutan (red-green, 5% of men)`.
    public var displayName: String {
        switch self {
        case .protan: "protan (red-green, 1% of men)"
        case .deutan: "deutan (red-green, 5% of men)"
        case .tritan: "tritan (blue-yellow, rare)"
        }
    }

    private var matrix: [[Double]] {
        switch self {
        case .protan: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        case .deutan: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        case .tritan: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
        }
    }

    private static func encoded(_ c: Double) -> UInt8 {
        let value = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        return UInt8((value * 255).rounded())
    }
}
