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
    /// False when the themes were listed (`record --theme`); else the baseline follows the themes folder, so
    /// that a theme added to it is new and one taken out is gone (absent in manifests written before: true,
    /// as `record` without `--theme` wrote them).
    public var followsFolder: Bool?

    public init(themes: [String], modes: [String] = ["light", "dark"], profiles: [String] = ["truecolor", "256", "16"], width: Int = 40,
                followsFolder: Bool = true) {
        self.themes = themes
        self.followsFolder = followsFolder
        self.modes = modes
        self.profiles = profiles
        self.width = width
    }

    /// The themes to draw now, with those `folderThemes` (the themes folder's now; nil when there is none)
    /// adds to the recorded list and those it no longer has: a following baseline draws the folder's, a
    /// listed one the listed themes the folder still has.
    public func themes(now folderThemes: [String]?) -> (drawn: [String], new: [String], gone: [String]) {
        guard let folderThemes else { return (themes, [], []) }
        let present = Set(folderThemes), recorded = Set(themes)
        let gone = themes.filter { !present.contains($0) }
        guard followsFolder != false else { return (themes.filter(present.contains), [], gone) }
        let new = folderThemes.filter { !recorded.contains($0) }
        return (themes.filter(present.contains) + new, new, gone)
    }

    public var appearances: [Appearance] { modes.compactMap(Appearance.init(rawValue:)) }
    public var colorProfiles: [ColorProfile] { profiles.compactMap(ColorProfile.init(rawValue:)) }

    /// The most themes a baseline names.
    public static let maximumThemes = 256

    /// Why the matrix cannot be drawn (no theme or too many, a name that is not a theme's, an unknown mode
    /// or profile, anything listed twice, a width out of 8…200), or nil. A manifest comes from a repository
    /// (a pull request can plant one): this is checked before any work, and what it quotes is shown safely.
    public var problem: String? {
        if themes.isEmpty { return "no theme" }
        if themes.count > Self.maximumThemes { return "\(themes.count) themes; a baseline names at most \(Self.maximumThemes)" }
        if let theme = themes.first(where: { !Self.isThemeName($0) }) { return "theme \(Self.quoted(theme)) is not a theme's name" }
        if let theme = Self.firstRepeated(themes) { return "theme \(Self.quoted(theme)) is listed twice" }
        if appearances.count != modes.count || modes.isEmpty || Self.firstRepeated(modes) != nil {
            return "modes are light and dark, each at most once, not \(Self.quoted(modes))"
        }
        if colorProfiles.count != profiles.count || profiles.isEmpty || Self.firstRepeated(profiles) != nil {
            return "profiles are truecolor, 256, 16 and mono, each at most once, not \(Self.quoted(profiles))"
        }
        if !(8 ... 200).contains(width) { return "width \(width) is outside 8…200" }
        return nil
    }

    /// The first value `values` holds twice.
    private static func firstRepeated(_ values: [String]) -> String? {
        var seen = Set<String>()
        return values.first { !seen.insert($0).inserted }
    }

    /// `text` in quotes, made safe for a terminal and cut to 64 characters.
    private static func quoted(_ text: String) -> String {
        let safe = TerminalText.sanitized(text)
        return "\"" + (safe.count > 64 ? safe.prefix(64) + "…" : safe) + "\""
    }

    /// The first few of `values`, each quoted, and how many there are.
    private static func quoted(_ values: [String]) -> String {
        "[" + values.prefix(4).map { quoted($0) }.joinedText(separator: ", ") + (values.count > 4 ? ", … (\(values.count) in all)" : "") + "]"
    }

    /// A theme's name, never a path: a baseline names what the themes folder holds.
    static func isThemeName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 64 && text.first != "." && text.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
    }
}
