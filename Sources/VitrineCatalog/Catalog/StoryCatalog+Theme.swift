import FoundationEssentials
import VitrineCore
import VitrineThemes

extension StoryCatalog {
    /// Loads the theme in `url` (or `contents`, as if at `url`), checked against every token the gallery and
    /// its components read.
    public func loadTheme(from url: URL, contents: Data? = nil) throws(ThemeError) -> Theme {
        try Theme.load(from: url, contents: contents, requiredTokens: requiredTokens)
    }
}
