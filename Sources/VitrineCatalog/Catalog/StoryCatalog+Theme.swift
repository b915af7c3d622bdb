import FoundationEssentials
import VitrineCore
import VitrineThemes

extension StoryCatalog {
    /// Loads the theme in `url`, checked against every token the gallery and its components read.
    public func loadTheme(from url: URL) throws(ThemeError) -> Theme {
        try Theme.load(from: url, requiredTokens: requiredTokens)
    }
}
