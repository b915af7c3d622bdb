import Foundation
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineThemes

extension GalleryModel {
    /// A model of `catalog` (the standard one with its pictures read by default) opened at story `id`
    /// (which must exist), showing `theme` (the bundled default by default) with `files` to switch between,
    /// on `sheet` when given.
    public static func showing(_ id: String, catalog: StoryCatalog = .standardWithPictures, appearance: Appearance = .light,
                               theme: Theme = DefaultTheme.loaded, files: [URL] = [], reduceMotion: Bool = false,
                               sheet: StorySheet.Kind? = nil) -> GalleryModel {
        GalleryModel(catalog: catalog, themes: ThemeSelection(theme: theme, files: files), appearance: appearance, sheet: sheet,
                     at: catalog.position(ofStory: id)!, reduceMotion: reduceMotion)
    }

    /// A model of the standard catalogue at its first story under the bundled default theme.
    public static func standard(appearance: Appearance = .light) -> GalleryModel {
        GalleryModel(catalog: .standardWithPictures, themes: ThemeSelection(theme: DefaultTheme.loaded, files: []),
                     appearance: appearance)
    }
}

extension GalleryRuntime {
    /// A runtime of the standard catalogue on `terminal` (its pictures read when a story shows them, as in
    /// the gallery), opened at story `id` under the theme in `file` (the bundled default by default),
    /// switching between the themes of `folder` (or only that file).
    public static func showing(_ id: String, on terminal: TerminalBackend, theme file: URL = DefaultTheme.url, folder: URL? = nil,
                               reduceMotion: Bool = false, now: (() -> Duration)? = nil, pictureFolder: URL? = nil,
                               themeCache: ThemeCache = ThemeCache()) throws -> GalleryRuntime {
        let library = ThemeLibrary(directory: folder.map(ThemeDirectory.init(url:)), selected: file)
        let theme = try StoryCatalog.standard.loadTheme(from: file)
        return GalleryRuntime(catalog: .standard,
                              model: .showing(id, catalog: .standard, theme: theme, files: library.files(), reduceMotion: reduceMotion),
                              library: library, terminal: terminal, now: now, pictureFolder: pictureFolder, themeCache: themeCache)
    }
}
