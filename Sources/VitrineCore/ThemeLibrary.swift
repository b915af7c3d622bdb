import Foundation

/// The themes one can switch between: every theme of a folder, plus the selected one when it was
/// given by a path outside that folder. `t` in the gallery cycles through them in this order.
public struct ThemeLibrary: Equatable, Sendable {
    /// Theme files, the folder's sorted by name.
    public let files: [URL]

    public init(directory: ThemeDirectory?, selected: URL) {
        let inFolder = directory.map { folder in folder.themeNames.map(folder.fileURL(forTheme:)) } ?? []
        let known = inFolder.map(\.standardizedFileURL)
        files = known.contains(selected.standardizedFileURL) ? inFolder : [selected] + inFolder
    }

    /// The theme after `file`, wrapping around.
    public func file(after file: URL) -> URL {
        guard let index = files.map(\.standardizedFileURL).firstIndex(of: file.standardizedFileURL) else {
            return files.first ?? file
        }
        return files[(index + 1) % files.count]
    }
}
