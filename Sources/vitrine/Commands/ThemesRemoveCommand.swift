import ArgumentParser
import VitrineCore
import VitrineThemes

/// `vitrine themes rm NAME`: under `vitrine serve`, removes one of the client's own stored themes.
struct ThemesRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Over vitrine serve: remove a theme you stored (ssh HOST themes rm NAME).",
        discussion: "Exit status: 0 removed, 1 you have no stored theme of that name, 2 not served or bad arguments."
    )

    @Argument(help: "The stored theme's name, as themes list shows it without @KEY.")
    var name: String

    @OptionGroup var themesFolder: ThemesFolderOption

    func run() throws {
        let locator = themesFolder.locator
        guard let area = locator.candidates(besides: locator.directory()) else {
            throw ValidationError("themes rm removes a theme a client of vitrine serve stored; here, delete the file")
        }
        guard area.remove(name) else {
            StandardError.write("vitrine: you have no stored theme \(TerminalText.sanitized(name)) (themes list shows yours)\n")
            throw ExitCode.failure
        }
        try StandardOutput.print("removed \(name)@\(area.owner)")
    }
}
