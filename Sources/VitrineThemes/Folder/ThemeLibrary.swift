import FoundationEssentials
import VitrineCore

/// The themes one can switch between: every theme of a folder, plus the theme the gallery started
/// with when it was given by a path outside that folder, in the order `t` cycles through them. The
/// folder is read on each use, so a theme file added while the gallery runs joins the cycle.
public struct ThemeLibrary: Sendable {
    public let directory: ThemeDirectory?
    /// The theme given at start-up.
    public let startingFile: URL

    public init(directory: ThemeDirectory?, selected: URL) {
        self.directory = directory
        startingFile = selected
    }

    /// Theme files, the folder's sorted by name (the folder is read on each call).
    public func files() -> [URL] {
        let inFolder = directory.map { folder in folder.themeNames().map(folder.fileURL(forTheme:)) } ?? []
        let known = inFolder.map(\.standardizedFileURL)
        return known.contains(startingFile.standardizedFileURL) ? inFolder : [startingFile] + inFolder
    }
}
