import ArgumentParser
import VitrineCore

/// `vitrine` as the completion scripts see it: the same subcommands, and the gallery's options at the root
/// (argument-parser's scripts know a default subcommand's options only when it is named, so `vitrine
/// --story ba<Tab>` offered subcommands). Used for `--generate-completion-script` and the `---completion`
/// requests those scripts make at Tab; never run.
struct CompletionRoot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine",
        abstract: Vitrine.configuration.abstract,
        version: VitrineVersion.current,
        subcommands: Vitrine.configuration.subcommands,
        defaultSubcommand: GalleryCommand.self
    )

    @OptionGroup var gallery: GalleryArguments
}
