import ArgumentParser
import Foundation
import VitrineCore
import VitrineGallery

extension Appearance: ExpressibleByArgument {}

/// The options that choose a theme and its appearance, shared by every command that draws.
struct ThemeOptions: ParsableArguments {
    @Option(help: "The theme: a name in the themes folder, or a path to a .json file.")
    var theme = "default"

    @Option(help: "The themes folder (default: $VITRINE_THEMES, ./themes, or the repository's themes/).")
    var themes: String?

    @Option(help: "Light or dark.")
    var mode: Appearance = .light

    /// Loads the theme, validated against every component's tokens; prints the error and exits 1 if it fails.
    func loadTheme(catalog: StoryCatalog) throws -> Theme {
        let url: URL
        if ThemeDirectory.isPath(theme) {
            url = URL(fileURLWithPath: theme)
        } else {
            guard let directory = ThemeDirectory.locate(
                explicit: themes, environment: ProcessInfo.processInfo.environment,
                currentDirectory: FileManager.default.currentDirectoryPath,
                executablePath: Bundle.main.executablePath ?? CommandLine.arguments[0]) else {
                throw ValidationError("no themes folder found; pass --themes DIR")
            }
            url = directory.fileURL(forTheme: theme)
        }
        do {
            return try Theme.load(from: url, requiredTokens: catalog.requiredTokens)
        } catch {
            FileHandle.standardError.write(Data("vitrine: theme error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
