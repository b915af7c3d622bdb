import FoundationEssentials
import VitrineCore
import VitrineSystem

/// The themes one can switch between: every theme of a folder, then the themes this client stored (under
/// `vitrine serve`), plus the theme the gallery started with when it was given by a path outside those, in
/// the order `t` cycles through them. The folders are read on each use, so a theme file added while the
/// gallery runs joins the cycle.
public struct ThemeLibrary: Sendable {
    public let directory: ThemeDirectory?
    /// This client's stored themes, when served.
    public let candidates: CandidateArea?
    /// The theme given at start-up.
    public let startingFile: URL

    public init(directory: ThemeDirectory?, candidates: CandidateArea? = nil, selected: URL) {
        self.directory = directory
        self.candidates = candidates
        startingFile = selected
    }

    /// Theme files, the folder's sorted by name, then the stored ones (the folders are read on each call).
    /// `standalone` leaves out the files other themes name as their dark values (`$modes`), reading the
    /// folder's theme files to find them: for `t`, never before the first frame.
    public func files(standalone: Bool = false) -> [URL] {
        let inFolder = directory.map { folder in
            (standalone ? folder.standaloneThemeNames() : folder.themeNames()).map(folder.fileURL(forTheme:))
        } ?? []
        let stored = candidates.map { area in area.names().compactMap(area.file(of:)) } ?? []
        let known = inFolder + stored
        let start = startingFile.exactPath
        let isKnown = known.contains { $0.exactPath == start }
        return isKnown ? known : [startingFile] + known
    }

    /// The file of the theme a link or a followed gallery names (`harbour-bank`, `brand@KEY`), if there is one.
    public func file(named name: String) -> URL? {
        guard let directory, !ThemeDirectory.isPath(name) else { return nil }
        let file = directory.file(named: name, orStoredIn: candidates)
        return FileManager.default.fileExists(atPath: file.filePath) ? file : nil
    }

    /// Where the theme in `file` extends its base: the served folder for a stored theme, else beside it.
    public func baseFolder(for file: URL) -> URL? {
        guard let candidates, candidates.qualifiedName(of: file) != nil else { return nil }
        return candidates.baseFolder
    }
}
