import FoundationEssentials
import VitrineCatalog
import VitrineThemes

/// A theme to load: its file (or the bytes read in its place) and the folder its `$extends` names a theme of.
struct ThemeSource {
    var url: URL
    var contents: Data?
    var baseFolder: URL?
    /// The name to show for it, when not its file's (`main:themes/default` for a theme at a revision).
    var name: String?

    /// The theme, checked against every token the gallery and its components read.
    func load() throws(ThemeError) -> Theme {
        var theme = try StoryCatalog.standard.loadTheme(from: url, contents: contents, baseFolder: baseFolder)
        if let name { theme.name = name }
        return theme
    }
}
