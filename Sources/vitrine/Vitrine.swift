import ArgumentParser

@main
struct Vitrine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine",
        abstract: "A terminal gallery of the design system's components.",
        discussion: "Run without a subcommand to open the gallery. `render` prints one story without a terminal.",
        subcommands: [GalleryCommand.self, RenderCommand.self, StoriesCommand.self, ThemesCommand.self, ContrastCommand.self,
                      DiffCommand.self, ReviewCommand.self],
        defaultSubcommand: GalleryCommand.self
    )
}
