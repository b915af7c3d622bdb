import Glibc // atan2
extension Color {
    /// WCAG 2 relative luminance (0 black … 1 white) of the colour as an xterm palette shows it; nil for
    /// the terminal's default, whose colour is unknown.
    public var relativeLuminance: Double? {
        guard let (r, g, b) = rgbValue else { return nil }
        let linear = SRGBChannel.linear
        return 0.2126 * linear[Int(r)] + 0.7152 * linear[Int(g)] + 0.0722 * linear[Int(b)]
    }

    /// The WCAG 2 contrast ratio with `other`, from 1 (the same) to 21 (black on white); nil when either
    /// is the terminal's default.
    public func contrastRatio(with other: Color) -> Double? {
        guard let a = relativeLuminance, let b = other.relativeLuminance else { return nil }
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

extension Color {
    /// How different the two colours look: the distance in Oklab (0 the same; about 0.02 is just
    /// noticeable, 1 black to white); nil when either is the terminal's default.
    public func perceptualDistance(to other: Color) -> Double? {
        guard let a = rgbValue, let b = other.rgbValue else { return nil }
        return Oklab(r: a.r, g: a.g, b: a.b).distanceSquared(to: Oklab(r: b.r, g: b.g, b: b.b)).squareRoot()
    }
}

extension Color {
    /// True when the colour has a hue a person sees (Oklab chroma above 0.015, which a pale tint such as
    /// #fde3e3 has and a neutral such as #edeff2 has not): not black, white or a grey; false for the
    /// terminal's default.
    public var isChromatic: Bool {
        guard let (r, g, b) = rgbValue else { return false }
        return Oklab(r: r, g: g, b: b).chroma > 0.015
    }

    /// True when a person could take one colour for the other where a few are told apart (a category's
    /// tile, its icon): two greys, or two colours of one hue (less than 20° apart), whose lightness differs by
    /// less than 0.13 in Oklab (xterm's magenta and bright magenta, 0.11; white and light grey, 0.08). A grey
    /// and a hue, or two hues farther apart, are told apart however close (the pastel tiles of a design
    /// system's categories, 0.02 apart, differ in hue). Equal colours are one; the terminal's default, only itself.
    public func isHardToTellApart(from other: Color) -> Bool {
        guard self != other else { return true }
        guard let (r, g, b) = rgbValue, let (r2, g2, b2) = other.rgbValue else { return false }
        let (mine, theirs) = (Oklab(r: r, g: g, b: b), Oklab(r: r2, g: g2, b: b2))
        guard abs(mine.l - theirs.l) < 0.13 else { return false }
        let (chromatic, otherChromatic) = (mine.chroma > 0.015, theirs.chroma > 0.015)
        guard chromatic, otherChromatic else { return chromatic == otherChromatic }
        let turn = abs(atan2(mine.b, mine.a) - atan2(theirs.b, theirs.a)) * 180 / Double.pi
        return min(turn, 360 - turn) < 20
    }
}
