/// The default emblem icon (`icAccountBalance`): a pediment, three columns and a base, laid out in
/// fractions of the icon's square so it scales with every layout and blitter.
enum AccountBalanceIcon {
    /// True when the pixel centre (u, v), in fractions of the square (0…1 across and down), is on the icon.
    static func contains(u: Double, v: Double) -> Bool {
        let roof = v >= 0.12 && v <= 0.36 && abs(u - 0.5) <= (v - 0.12) / 0.24 * 0.42
        let beam = v > 0.36 && v <= 0.44 && abs(u - 0.5) <= 0.42
        let columns = v > 0.44 && v < 0.76 && [0.22, 0.5, 0.78].contains { abs(u - $0) <= 0.07 }
        let base = v >= 0.76 && v <= 0.88 && abs(u - 0.5) <= 0.44
        return roof || beam || columns || base
    }
}
