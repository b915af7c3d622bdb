/// Finds the palette entry that looks closest to an RGB colour, by distance in Oklab.
enum PaletteMatcher {
    private static let ansiLab: [Oklab] = XtermPalette.ansi.map { Oklab(r: $0.r, g: $0.g, b: $0.b) }

    /// The nearest of the 16 ANSI colours.
    static func nearest16(r: UInt8, g: UInt8, b: UInt8) -> Int {
        let target = Oklab(r: r, g: g, b: b)
        return ansiLab.indices.min { ansiLab[$0].distanceSquared(to: target) < ansiLab[$1].distanceSquared(to: target) }!
    }

    /// The nearest entry of the 6×6×6 cube and grey ramp (16–255); the ANSI 16 are skipped because
    /// terminals redefine them.
    ///
    /// The candidates are the cube points around each channel and the greys around the mean; the best
    /// of those by Oklab distance wins.
    static func nearest256(r: UInt8, g: UInt8, b: UInt8) -> Int {
        let target = Oklab(r: r, g: g, b: b)
        var candidates: [Int] = []
        for ri in cubeNeighbours(r) {
            for gi in cubeNeighbours(g) {
                for bi in cubeNeighbours(b) { candidates.append(16 + 36 * ri + 6 * gi + bi) }
            }
        }
        let mean = (Int(r) + Int(g) + Int(b)) / 3
        let grey = min(max((mean - 8 + 5) / 10, 0), 23)
        candidates.append(contentsOf: [grey - 1, grey, grey + 1].filter { (0..<24).contains($0) }.map { 232 + $0 })
        return candidates.min { lhs, rhs in
            distance(lhs, target) < distance(rhs, target)
        }!
    }

    private static func distance(_ index: Int, _ target: Oklab) -> Double {
        let (r, g, b) = XtermPalette.rgb(ofIndex: index)
        return Oklab(r: r, g: g, b: b).distanceSquared(to: target)
    }

    /// The one or two cube levels that bracket a channel value.
    private static func cubeNeighbours(_ channel: UInt8) -> [Int] {
        let levels = XtermPalette.cubeLevels
        let upper = levels.firstIndex { $0 >= Int(channel) } ?? levels.count - 1
        return upper == 0 || levels[upper] == Int(channel) ? [upper] : [upper - 1, upper]
    }
}
