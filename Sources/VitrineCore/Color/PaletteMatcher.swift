import Synchronization

/// Finds the palette entry that looks closest to an RGB colour, in Oklab.
enum PaletteMatcher {
    /// The 256-colour entries already found, by 0xRRGGBB: a search costs 240 distances, and the same few
    /// colours come back on every frame (a shimmer's levels, the inspector's swatches). Bounded: a photo
    /// may bring thousands, and the table starts afresh past ``cacheLimit``.
    private static let found = Mutex<[UInt32: UInt8]>([:])
    private static let cacheLimit = 16_384

    private static let ansiLab: [Oklab] = XtermPalette.ansi.map { Oklab(r: $0.r, g: $0.g, b: $0.b) }
    /// Entries 16–255 (the cube and the greys), in Oklab.
    private static let extendedLab: [Oklab] = (16 ..< 256).map { index in
        let (r, g, b) = XtermPalette.rgb(ofIndex: index)
        return Oklab(r: r, g: g, b: b)
    }

    /// The nearest of the 16 ANSI colours, by plain Oklab distance: with so few entries, keeping
    /// lightness (and so contrast) matters more than hue, which themes choose themselves
    /// (``PaletteFallback``).
    static func nearest16(r: UInt8, g: UInt8, b: UInt8) -> Int {
        let target = Oklab(r: r, g: g, b: b)
        return ansiLab.indices.min { ansiLab[$0].distanceSquared(to: target) < ansiLab[$1].distanceSquared(to: target) }!
    }

    /// The nearest of the eight ANSI colours, by plain Oklab distance (as ``nearest16(r:g:b:)``); a grey
    /// (chroma below 0.04) is black or white, whichever is nearer in lightness: by distance alone a mid
    /// grey is nearer red or blue than either.
    static func nearest8(r: UInt8, g: UInt8, b: UInt8) -> Int {
        let target = Oklab(r: r, g: g, b: b)
        if target.chroma < 0.04 { return abs(target.l - ansiLab[0].l) <= abs(target.l - ansiLab[7].l) ? 0 : 7 }
        return (0 ..< 8).min { ansiLab[$0].distanceSquared(to: target) < ansiLab[$1].distanceSquared(to: target) }!
    }

    /// ANSI colour `index` (0–15) among the first eight: itself below 8, a bright colour's dark twin of the
    /// same hue (9 → 1 … 15 → 7), and for bright black, a mid grey with no twin, the nearest of the eight to
    /// the colour it stands for (`r`, `g`, `b`).
    static func eightColorTwin(ofANSI index: UInt8, r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
        switch index {
        case 0 ..< 8: return index
        case 8: return UInt8(nearest8(r: r, g: g, b: b))
        default: return index - 8
        }
    }

    /// The entry of the 6×6×6 cube and grey ramp (16–255) that looks closest, keeping hue: the ANSI 16
    /// are skipped because terminals redefine them.
    ///
    /// Plain Oklab distance sends pale and dark tints to the grey ramp, whose lightness steps are finer
    /// than the cube's (#e6ebff became grey 255 rather than lavender 189), so a theme's info, success
    /// and brand surfaces all became one grey. Here losing chroma costs 16 times what gaining it does,
    /// and a change of hue 10 times: a tint stays a tint of its own hue, a grey stays grey.
    static func nearest256(r: UInt8, g: UInt8, b: UInt8) -> Int {
        let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        if let known = found.withLock({ $0[key] }) { return Int(known) }
        let index = search256(r: r, g: g, b: b)
        found.withLock { table in
            if table.count >= cacheLimit { table.removeAll(keepingCapacity: true) }
            table[key] = UInt8(index)
        }
        return index
    }

    private static func search256(r: UInt8, g: UInt8, b: UInt8) -> Int {
        let target = Oklab(r: r, g: g, b: b)
        let targetChroma = target.chroma
        var best = 0
        var bestDistance = Double.infinity
        for (offset, entry) in extendedLab.enumerated() {
            let lightness = target.l - entry.l
            let chroma = targetChroma - entry.chroma
            let hueSquared = max((target.a - entry.a) * (target.a - entry.a) + (target.b - entry.b) * (target.b - entry.b)
                - chroma * chroma, 0)
            let distance = lightness * lightness + (chroma > 0 ? 16 : 1) * chroma * chroma + 10 * hueSquared
            if distance < bestDistance {
                (best, bestDistance) = (offset, distance)
            }
        }
        return 16 + best
    }
}
