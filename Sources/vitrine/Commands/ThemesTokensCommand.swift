import ArgumentParser
import FoundationEssentials
import VitrineCore
import VitrineTerminal
import VitrineThemes

/// `vitrine themes tokens NAME [--mode dark]`: every resolved token with its value and alias chain.
struct ThemesTokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Print every token of a theme resolved for one appearance, with its alias chain."
    )

    @Argument(help: "A theme name in the themes folder, or a path to a .json file.")
    var theme: String

    @OptionGroup var themesFolder: ThemesFolderOption

    @Option(help: "Light or dark.")
    var mode: Appearance = .light

    func run() throws {
        let resolved = try themesFolder.locator.load(theme).resolved(for: mode)
        let arrow = ProcessLocale.glyphs.arrow
        try TextTable.print(resolved.sortedTokens.map { token in
            [token.path.rawValue, token.shown.description,
             token.aliasChain.map { "\(arrow) \($0)" }.joined(separator: " ") + (token.deprecated.map { "  (deprecated: \($0))" } ?? "")]
        })
    }
}
