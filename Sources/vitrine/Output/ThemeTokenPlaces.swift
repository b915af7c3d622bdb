import VitrineCore
import VitrineThemes

/// Where a theme writes its tokens, for CI findings: the file and line of a token's value, the theme's own
/// file first, then those it extends, so that an annotation lands on the line a pull request changed.
struct ThemeTokenPlaces {
    private var locator = TokenLocator()
    private let theme: Theme
    private let files: [String]

    init(_ theme: Theme) {
        self.theme = theme
        files = theme.files.filter { $0.hasSuffix(".json") }
    }

    /// Where the value of the first of `paths` is written, in the nearest file of the theme that writes one
    /// of them or of their aliases (a theme that extends another changed its own file): through the aliases
    /// to the token that holds the value first (an edited colour is there), then the token itself (a
    /// retargeted alias); as CI names the file, with the line and column and that token's path; the theme's
    /// own file without a line when no file of the theme writes any.
    mutating func place(of paths: [String]) -> (file: String?, line: Int?, column: Int?, token: String?) {
        let resolved = theme.resolved(for: .light)
        let candidates = paths.flatMap { path in (resolved.token(TokenPath(path))?.aliasChain.map(\.rawValue) ?? []).reversed() + [path] }
        // The nearest file first: a theme that extends another changed its own file.
        for file in files {
            for token in candidates {
                if let (line, column) = locator.locate(token, in: file) { return (CIFormat.shown(file), line, column, token) }
            }
        }
        return (files.first.map(CIFormat.shown), nil, nil, nil)
    }
}
