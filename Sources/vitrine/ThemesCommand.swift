import ArgumentParser

/// `vitrine themes …`: check, list and print themes without opening the gallery.
struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "Validate, list and print themes.",
        subcommands: [ThemesValidateCommand.self, ThemesListCommand.self, ThemesTokensCommand.self]
    )
}
