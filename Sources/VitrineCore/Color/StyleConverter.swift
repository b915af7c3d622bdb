/// Converts styles for one colour profile at the output edge, remembering each colour's conversion
/// (a palette search in Oklab is far dearer than a dictionary look-up, and frames reuse few colours)
/// and the last style's: cells are converted in row order and neighbours mostly share a style, so a
/// frame looks up a few hundred styles, not two colours a cell.
public struct StyleConverter: Sendable {
    public let profile: ColorProfile
    private var cache: [Color: Color] = [:]
    private var last: (style: Style, converted: Style)?

    public init(profile: ColorProfile) {
        self.profile = profile
    }

    /// `style` with both colours as the profile shows them; attributes kept.
    public mutating func convert(_ style: Style) -> Style {
        if let last, last.style == style { return last.converted }
        let converted = Style(foreground: convert(style.foreground), background: convert(style.background), attributes: style.attributes)
        last = (style, converted)
        return converted
    }

    private mutating func convert(_ color: Color) -> Color {
        if let known = cache[color] { return known }
        let converted = profile.convert(color)
        cache[color] = converted
        return converted
    }
}
