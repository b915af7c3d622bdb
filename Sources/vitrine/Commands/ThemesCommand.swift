import ArgumentParser

/// `vitrine themes …`: check, list, print and compare themes without opening the gallery.
struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "Validate, list, print and compare themes (and, over vitrine serve, store your own).",
        subcommands: [ThemesValidateCommand.self, ThemesListCommand.self, ThemesTokensCommand.self, ThemesDiffCommand.self,
                      ThemesInitCommand.self, ThemesPutCommand.self, ThemesRemoveCommand.self]
    )
}
