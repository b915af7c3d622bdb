import ArgumentParser
import VitrineCore

extension Appearance: ExpressibleByArgument {}

/// The options that choose a theme, shared by every command that draws.
struct ThemeOptions: ParsableArguments {
    @Option(help: "The theme: a name in the themes folder, or a path to a .json file.", completion: Completions.themes)
    var theme = "default"

    @OptionGroup var themesFolder: ThemesFolderOption

    var locator: ThemeLocator { themesFolder.locator }
}
