import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineSystem
import VitrineThemes

/// Compare mode (`c`): the story twice, the second half under the next theme, the other appearance, fewer
/// colours or as a colour-blind eye sees it. Part of ``GalleryModel``; `c` steps through the axes and then
/// leaves compare mode.
public struct Comparison: Equatable, Sendable {
    /// What differs between the two halves.
    public enum Axis: String, CaseIterable, Sendable {
        /// The shown theme beside the one `t` would show next.
        case themes
        /// Light beside dark.
        case appearances = "modes"
        /// The terminal's colours beside the next fewer (truecolor beside 256, 256 beside 16).
        case profiles = "colors"
        /// The colours beside what a deuteranope, protanope or tritanope sees (Machado 2009).
        case deutan
        case protan
        case tritan

        /// How the status bar names it.
        public var label: String {
            switch self {
            case .themes: return "themes"
            case .appearances: return "light/dark"
            case .profiles: return "colours"
            case .deutan, .protan, .tritan: return rawValue
            }
        }

        /// The simulated eye of the second half, for the colour-vision axes.
        public var vision: ColorVision? { ColorVision(rawValue: rawValue) }

        /// The axis `c` goes to next; nil leaves compare mode.
        var next: Axis? {
            let all = Self.allCases
            return all.firstIndex(of: self).flatMap { $0 + 1 < all.count ? all[$0 + 1] : nil }
        }
    }

    public let axis: Axis
    /// For `.themes`: the file of the second half's theme, and the theme once it loaded (or why not).
    public private(set) var themeFile: URL?
    public private(set) var theme: Theme?
    public private(set) var themeError: ThemeError?

    public init(axis: Axis) {
        self.axis = axis
    }

    /// For `.themes`, keeps the second half on the theme after `selected` in `files` (wrapping): a load
    /// when that changed. Nothing to compare with a single theme.
    mutating func follow(selected: URL, files: [URL]) -> [GalleryEffect] {
        guard axis == .themes else { return [] }
        let (paths, selectedPath) = (files.map(\.exactPath), selected.exactPath)
        let next = paths.firstIndex(of: selectedPath).map { files[($0 + 1) % files.count] } ?? files.first
        let wanted = next.flatMap { $0.exactPath == selectedPath ? nil : $0 }
        guard wanted?.exactPath != themeFile?.exactPath else { return [] }
        (themeFile, theme, themeError) = (wanted, nil, nil)
        return wanted.map { [.loadTheme($0)] } ?? []
    }

    /// A load finished; one of a file no longer compared changes nothing.
    mutating func loaded(_ file: URL, _ result: Result<Theme, ThemeError>) {
        guard file.exactPath == themeFile?.exactPath else { return }
        switch result {
        case let .success(loaded): (theme, themeError) = (loaded, nil)
        case let .failure(error): themeError = error
        }
    }

    /// Loads the second half's theme again (a file it is made of changed).
    func reload() -> [GalleryEffect] {
        themeFile.map { [.loadTheme($0)] } ?? []
    }

    /// The files whose changes should reload the second half.
    var watchedFiles: [String] {
        ([themeFile?.path].compactMap { $0 } + (theme?.files ?? [])).reduce(into: []) { files, file in
            if !files.contains(file) { files.append(file) }
        }
    }
}
