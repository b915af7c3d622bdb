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

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
    }

    @Option(help: "text, or json for tools: each token's path, value as Vitrine shows it, alias chain, what a colour is sent as at 256, 16 and 8 colours.")
    var format: Format = .text

    func run() throws {
        let resolved = try themesFolder.locator.load(theme).resolved(for: mode)
        if format == .json { return try StandardOutput.print(json(resolved)) }
        let arrow = ProcessLocale.glyphs.arrow
        try TextTable.print(resolved.sortedTokens.map { token in
            [token.path.rawValue, token.shown.description,
             token.aliasChain.map { "\(arrow) \($0)" }.joined(separator: " ") + (token.deprecated.map { "  (deprecated: \($0))" } ?? "")]
        })
    }

    /// The tokens as JSON: `{"version": 1, "theme", "mode", "tokens": [{path, type, value, alpha, aliasChain, deprecated?, description?, sent?}]}`.
    private func json(_ resolved: ResolvedTheme) throws -> String {
        struct Sent: Encodable { let ansi256, ansi16, ansi8: String }
        struct Token: Encodable {
            let path, type, value: String
            let alpha: Double
            let aliasChain: [String]
            let deprecated, description: String?
            let sent: Sent?
        }
        struct Document: Encodable {
            var version = 1
            let theme, mode: String
            let tokens: [Token]
        }
        let tokens = resolved.sortedTokens.map { token in
            let sent: Sent? = if case let .color(color) = token.value {
                Sent(ansi256: ColorProfile.ansi256.convert(color).description, ansi16: ColorProfile.ansi16.convert(color).description,
                     ansi8: ColorProfile.ansi8.convert(color).description)
            } else { nil }
            return Token(path: token.path.rawValue, type: token.value.kind.rawValue, value: token.shown.description, alpha: token.alpha,
                         aliasChain: token.aliasChain.map(\.rawValue), deprecated: token.deprecated, description: token.description, sent: sent)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Document(theme: resolved.name, mode: mode.rawValue, tokens: tokens)), as: UTF8.self)
    }
}
