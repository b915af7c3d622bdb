import VitrineCore

/// The placeholder icon: a head and shoulders, laid out in fractions of the avatar's square so it
/// scales with every size and blitter. A base part shared by every avatar component.
enum PersonIcon {
    /// True when the pixel centre (u, v), in fractions of the square (0…1 across and down), is on the icon.
    static func contains(u: Double, v: Double) -> Bool {
        let head = (u - 0.5) * (u - 0.5) + (v - 0.36) * (v - 0.36) <= 0.17 * 0.17
        let shoulders = v >= 0.6 && pow2((u - 0.5) / 0.33) + pow2((v - 0.93) / 0.33) <= 1
        return head || shoulders
    }

    private static func pow2(_ value: Double) -> Double { value * value }
}
