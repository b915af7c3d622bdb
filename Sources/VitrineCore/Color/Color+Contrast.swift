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
}
