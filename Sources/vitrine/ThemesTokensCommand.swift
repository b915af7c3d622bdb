import ArgumentParser
import Foundation
import VitrineCore

/// `vitrine themes tokens NAME [--mode dark]`: every resolved token with its type, value and alias chain.
struct ThemesTokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Print every token of a theme resolved for one appearance, with its alias chain."
    )

    @Argument(help: "A theme name in the themes folder, or a path to a .json file.")
    var theme: String

    @Option(help: "The themes folder (default: $VITRINE_THEMES, ./themes, or the repository's themes/).")
    var themes: String?

    @Option(help: "Light or dark.")
    var mode: Appearance = .light

    func run() throws {
        let resolved = try ThemeLocator(folder: themes).load(theme).resolved(for: mode)
        setlocale(LC_ALL, "")
        let arrow = GlyphSet.forCodeset(String(cString: nl_langinfo(nl_item(CODESET)))).arrow
        // Numeric order: category-2 before category-10.
        let tokens = resolved.tokens.values.sorted { $0.path.compare($1.path, options: .numeric) == .orderedAscending }
        let pathWidth = tokens.map(\.path.count).max() ?? 0
        for token in tokens {
            let value = token.value.description.padding(toLength: 9, withPad: " ", startingAt: 0)
            let chain = token.aliasChain.map { "\(arrow) \($0)" }.joined(separator: " ")
            let line = token.path.padding(toLength: pathWidth + 2, withPad: " ", startingAt: 0) + value + " " + chain
            print(line.trimmingTrailingSpaces)
        }
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
