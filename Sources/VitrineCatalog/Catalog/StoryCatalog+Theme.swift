import FoundationEssentials
import VitrineCore
import VitrineThemes

extension StoryCatalog {
    /// Loads the theme in `url` (or `contents`, as if at `url`; extending a theme of `baseFolder` when it
    /// comes from outside it; names in `$extends` found in `themesFolder` too), checked against every token
    /// the gallery and its components read.
    public func loadTheme(from url: URL, contents: Data? = nil, baseFolder: URL? = nil, themesFolder: URL? = nil,
                          everyTokenRead: Bool = false) throws(ThemeError) -> Theme {
        try Theme.load(from: url, contents: contents, baseFolder: baseFolder, themesFolder: themesFolder, requiredTokens: requiredTokens,
                       everyTokenRead: everyTokenRead)
    }
}
