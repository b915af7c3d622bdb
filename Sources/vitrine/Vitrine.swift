import ArgumentParser

@main
struct Vitrine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine",
        abstract: "A terminal gallery of the design system's components.",
        discussion: "Run without a subcommand to open the gallery. `render` prints one story without a terminal.",
        subcommands: [GalleryCommand.self, RenderCommand.self, StoriesCommand.self, ThemesCommand.self, ContrastCommand.self,
                      DiffCommand.self, ReviewCommand.self, CapsCommand.self, ServeCommand.self],
        defaultSubcommand: GalleryCommand.self
    )

    /// `vitrine [OPTIONS]` opens the gallery without going through the argument parser (see
    /// ``GalleryOptions/parse(_:)``); everything else, help and errors included, goes through it.
    static func main() {
        guard let options = GalleryOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
            main(nil)
            return
        }
        do {
            try GalleryCommand.launch(options)
        } catch {
            exit(withError: error)
        }
    }
}
