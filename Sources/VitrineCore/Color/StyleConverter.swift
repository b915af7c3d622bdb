/// Converts styles for one colour profile at the output edge, remembering each colour's conversion
/// (a palette search in Oklab is far dearer than a dictionary look-up, and frames reuse few colours).
public struct StyleConverter: Sendable {
    public let profile: ColorProfile
    private var cache: [Color: Color] = [:]

    public init(profile: ColorProfile) {
        self.profile = profile
    }

    /// `style` with both colours as the profile shows them; attributes kept.
    public mutating func convert(_ style: Style) -> Style {
        Style(foreground: convert(style.foreground), background: convert(style.background), attributes: style.attributes)
    }

    private mutating func convert(_ color: Color) -> Color {
        if let known = cache[color] { return known }
        let converted = profile.convert(color)
        cache[color] = converted
        return converted
    }
}
