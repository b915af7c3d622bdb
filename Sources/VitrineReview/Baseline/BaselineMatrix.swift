import VitrineCore

/// What a baseline covers: themes (by name in the themes folder), modes, colour profiles, and the width
/// stories are drawn at. Kept in the baseline's manifest, so that `check` draws exactly what `record` drew.
public struct BaselineMatrix: Codable, Equatable, Sendable {
    public var themes: [String]
    /// `light`, `dark`.
    public var modes: [String]
    /// `truecolor`, `256`, `16`, `mono`.
    public var profiles: [String]
    public var width: Int

    public init(themes: [String], modes: [String] = ["light", "dark"], profiles: [String] = ["truecolor", "256", "16"], width: Int = 40) {
        self.themes = themes
        self.modes = modes
        self.profiles = profiles
        self.width = width
    }

    public var appearances: [Appearance] { modes.compactMap(Appearance.init(rawValue:)) }
    public var colorProfiles: [ColorProfile] { profiles.compactMap(ColorProfile.init(rawValue:)) }

    /// Why the matrix cannot be drawn (an unknown mode or profile, no theme, a width out of 8…200), or nil.
    public var problem: String? {
        if themes.isEmpty { return "no theme" }
        if let theme = themes.first(where: { !Self.isThemeName($0) }) { return "theme \"\(theme)\" is not a theme's name" }
        if appearances.count != modes.count || modes.isEmpty { return "modes are light and dark, not \(modes)" }
        if colorProfiles.count != profiles.count || profiles.isEmpty { return "profiles are truecolor, 256, 16 and mono, not \(profiles)" }
        if !(8 ... 200).contains(width) { return "width \(width) is outside 8…200" }
        return nil
    }

    /// A theme's name, never a path: a baseline names what the themes folder holds.
    static func isThemeName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 64 && text.first != "." && text.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
    }
}
