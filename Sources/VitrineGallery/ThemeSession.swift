import Foundation
import VitrineCore
import VitrineThemes

/// The theme on screen and the one asked for: switching (`t`) and reloading load the asked-for file;
/// when that fails, the last good theme stays on screen and the error is kept for the banner.
public struct ThemeSession: Sendable {
    public let library: ThemeLibrary
    /// The theme being shown: always a whole, valid theme.
    public private(set) var theme: Theme
    /// The file the user asked for (differs from `theme.file` while it is broken).
    public private(set) var selectedFile: URL
    /// Why `selectedFile` could not be shown, until it loads.
    public private(set) var error: ThemeError?
    /// Bumped on every change of theme or error, so the run loop knows to redraw.
    public private(set) var revision = 0
    /// What themes are checked against.
    private let catalog: StoryCatalog

    public init(theme: Theme, library: ThemeLibrary, catalog: StoryCatalog) {
        self.theme = theme
        self.library = library
        self.catalog = catalog
        selectedFile = URL(fileURLWithPath: theme.file)
    }

    /// The files whose changes should reload the theme: the asked-for file and everything the shown one
    /// is made of (a base theme's change shows through in every theme that extends it).
    public var watchedFiles: [String] {
        var files = [selectedFile.path]
        for file in theme.files where !files.contains(file) { files.append(file) }
        return files
    }

    /// Switches to the next theme of the library.
    public mutating func selectNext() {
        selectedFile = library.file(after: selectedFile)
        reload()
    }

    /// Loads the asked-for file again; keeps the shown theme when it fails.
    public mutating func reload() {
        do {
            let loaded = try catalog.loadTheme(from: selectedFile)
            guard loaded != theme || error != nil else { return }
            theme = loaded
            error = nil
        } catch {
            guard error != self.error else { return }
            self.error = error
        }
        revision += 1
    }
}
