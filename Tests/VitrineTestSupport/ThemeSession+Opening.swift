import Foundation
import VitrineCore
import VitrineThemes
import VitrineGallery

extension ThemeSession {
    /// A session on the theme in `file`, cycling through `folder` (or only that file), as the gallery opens one.
    public static func opening(_ file: URL, folder: URL? = nil) throws -> ThemeSession {
        ThemeSession(theme: try StoryCatalog.standard.loadTheme(from: file),
                     library: ThemeLibrary(directory: folder.map(ThemeDirectory.init(url:)), selected: file),
                     catalog: .standard)
    }
}
