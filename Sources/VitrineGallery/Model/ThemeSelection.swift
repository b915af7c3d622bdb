import FoundationEssentials
import VitrineCatalog
import VitrineSystem
import VitrineThemes

/// The theme on screen, the file asked for, and the themes `t` cycles through. Switching and reloading
/// ask for the asked-for file; while it fails to load, the last good theme stays on screen and the
/// error is kept for the banner. Part of ``GalleryModel``.
public struct ThemeSelection: Equatable, Sendable {
    /// The theme being shown: always a whole, valid theme.
    public private(set) var shown: Theme
    /// The file the user asked for (differs from `shown.file` while it is broken).
    public private(set) var selectedFile: URL
    /// Why `selectedFile` could not be shown, until it loads.
    public private(set) var error: ThemeError?
    /// The themes to switch between, in order (as last listed).
    public private(set) var files: [URL]
    /// A switch asked for (+1 next, -1 previous) that waits for a fresh list of themes.
    private var pendingStep: Int?

    public init(theme: Theme, files: [URL]) {
        shown = theme
        selectedFile = URL(fileURLWithPath: theme.file)
        self.files = files
    }

    /// The files whose changes should reload the theme: the asked-for file and everything the shown one
    /// is made of (a base theme's change shows through in every theme that extends it).
    public var watchedFiles: [String] {
        var watched = [selectedFile.filePath]
        for file in shown.files where !watched.contains(file) { watched.append(file) }
        return watched
    }

    /// Asks for the theme `step` places after the selected one (wrapping); the folder is listed first,
    /// so a theme file added while the gallery runs joins the cycle.
    mutating func switchTheme(by step: Int) -> [GalleryEffect] {
        pendingStep = step
        return [.listThemes]
    }

    /// The themes were listed: a pending switch now picks its theme and loads it.
    mutating func listed(_ files: [URL]) -> [GalleryEffect] {
        self.files = files
        guard let step = pendingStep, !files.isEmpty else { return [] }
        pendingStep = nil
        let current = files.map(\.exactPath).firstIndex(of: selectedFile.exactPath)
        let index = current.map { (($0 + step) % files.count + files.count) % files.count } ?? 0
        selectedFile = files[index]
        return reload()
    }

    /// Asks for the theme in `file` (search's Enter).
    mutating func select(_ file: URL) -> [GalleryEffect] {
        selectedFile = file
        return reload()
    }

    /// Loads the asked-for file again (it, or a file it is made of, changed).
    func reload() -> [GalleryEffect] {
        [.loadTheme(selectedFile)]
    }

    /// A load finished: a theme replaces the shown one, an error keeps it; a load of a file no longer
    /// asked for changes nothing.
    mutating func loaded(_ file: URL, _ result: Result<Theme, ThemeError>) {
        guard file.exactPath == selectedFile.exactPath else { return }
        switch result {
        case let .success(theme):
            shown = theme
            error = nil
        case let .failure(failure):
            error = failure
        }
    }
}
