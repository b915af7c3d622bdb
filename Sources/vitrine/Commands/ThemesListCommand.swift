import ArgumentParser
import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineThemes

/// `vitrine themes list`: the themes in the themes folder, what each extends, and whether it loads.
struct ThemesListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the themes in the themes folder.")

    @OptionGroup var themesFolder: ThemesFolderOption

    func run() throws {
        guard let directory = themesFolder.locator.directory() else {
            throw ValidationError("no themes folder found; pass --themes DIR")
        }
        try StandardOutput.print("# " + TerminalText.sanitized(directory.url.path))
        var rows: [[String]] = []
        var failures = 0
        for name in directory.themeNames() {
            do {
                let theme = try StoryCatalog.standard.loadTheme(from: directory.fileURL(forTheme: name))
                rows.append([name, (theme.extends.map { "extends \($0). " } ?? "") + (theme.description ?? "")])
            } catch {
                failures += 1
                rows.append([name, "BROKEN: \(error)"])
            }
        }
        try TextTable.print(rows)
        if failures > 0 { throw ExitCode.failure }
    }
}
