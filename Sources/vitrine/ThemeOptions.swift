import ArgumentParser
import VitrineCore

extension Appearance: ExpressibleByArgument {}

/// The options that choose a theme, shared by every command that draws.
struct ThemeOptions: ParsableArguments {
    @Option(help: "The theme: a name in the themes folder, or a path to a .json file.")
    var theme = "default"

    @Option(help: "The themes folder (default: $VITRINE_THEMES, ./themes, or the repository's themes/).")
    var themes: String?

    var locator: ThemeLocator { ThemeLocator(folder: themes) }
}
