import FoundationEssentials
import VitrineCatalog
import VitrineThemes

/// A theme to load: its file (or the bytes read in its place) and the folder its `$extends` names a theme of.
struct ThemeSource {
    var url: URL
    var contents: Data?
    var baseFolder: URL?
    /// The themes folder, where a name in its `$extends` not found beside it is looked for.
    var themesFolder: URL?
    /// The name to show for it, when not its file's (`main:themes/default` for a theme at a revision).
    var name: String?

    /// The theme, checked against every token the gallery and its components read (`everyTokenRead`: every
    /// token checked as if one did, for `themes validate --strict`).
    func load(everyTokenRead: Bool = false) throws(ThemeError) -> Theme {
        var theme = try StoryCatalog.standard.loadTheme(from: url, contents: contents, baseFolder: baseFolder, themesFolder: themesFolder,
                                                        everyTokenRead: everyTokenRead)
        if let name { theme.name = name }
        return theme
    }
}
