import ArgumentParser
import Foundation
import VitrineCore
import VitrineGallery

/// `vitrine themes list`: the themes in the themes folder, what each extends, and whether it loads.
struct ThemesListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the themes in the themes folder.")

    @Option(help: "The themes folder (default: $VITRINE_THEMES, ./themes, or the repository's themes/).")
    var themes: String?

    func run() throws {
        guard let directory = ThemeLocator(folder: themes).directory else {
            throw ValidationError("no themes folder found; pass --themes DIR")
        }
        print("# \(directory.url.path)")
        let names = directory.themeNames
        let width = names.map(\.count).max() ?? 0
        var failures = 0
        for name in names {
            let column = name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
            do {
                let theme = try Theme.load(from: directory.fileURL(forTheme: name),
                                           requiredTokens: StoryCatalog.standard.requiredTokens)
                let base = theme.extends.map { "extends \($0). " } ?? ""
                print(column + base + (theme.description ?? ""))
            } catch {
                failures += 1
                print(column + "BROKEN: \(error)")
            }
        }
        if failures > 0 { throw ExitCode.failure }
    }
}
