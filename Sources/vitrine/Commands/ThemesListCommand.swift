import ArgumentParser
import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineThemes

/// `vitrine themes list`: the themes in the themes folder (and, served, those this client stored), what
/// each extends, and whether it loads.
struct ThemesListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the themes in the themes folder (served: and yours stored).")

    @OptionGroup var themesFolder: ThemesFolderOption

    func run() throws {
        let locator = themesFolder.locator
        guard let directory = locator.directory() else {
            throw ThemeLocator.noThemesFolder()
        }
        try StandardOutput.print("# " + TerminalText.sanitized(directory.url.path))
        var failures = try printRows(directory.standaloneThemeNames().map { (name: $0, source: ThemeSource(url: directory.fileURL(forTheme: $0), contents: nil, baseFolder: nil)) })
        if let area = locator.candidates(besides: directory) {
            let names = area.names()
            let bytes = area.bytesStored()
            try StandardOutput.print("# stored by your key (\(names.count) of \(CandidateArea.maximumThemes), "
                + "\(bytes < 10240 ? "\(bytes) bytes" : "\(bytes >> 10) KiB"); each at most \(CandidateArea.maximumThemeBytes >> 10) KiB)")
            failures += try printRows(names.map { name in
                (name: "\(name)@\(area.owner)", source: ThemeSource(url: area.folder.appendingPathComponent(name + ".json"), contents: nil, baseFolder: area.baseFolder))
            })
        }
        if failures > 0 { throw ExitCode.failure }
    }

    /// One row a theme: its name, and what it extends and says, or why it does not load; the failures.
    private func printRows(_ themes: [(name: String, source: ThemeSource)]) throws -> Int {
        var rows: [[String]] = []
        var failures = 0
        for (name, source) in themes {
            do {
                let theme = try source.load()
                rows.append([name, (theme.extends.map { "extends \($0). " } ?? "") + (theme.description ?? "")])
            } catch {
                failures += 1
                rows.append([name, "BROKEN: \(error)"])
            }
        }
        try TextTable.print(rows)
        return failures
    }
}
