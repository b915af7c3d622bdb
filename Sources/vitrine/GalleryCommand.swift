import ArgumentParser
import Foundation
import VitrineCore
import VitrineGallery
import VitrineTerminal

/// Opens the interactive gallery.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gallery", abstract: "Open the gallery (the default).")

    @Option(help: "Open at this story, e.g. badge/danger (see `vitrine stories`).")
    var story: String?

    @OptionGroup var themeOptions: ThemeOptions

    @Option(help: "Colour profile: auto detects from the terminal, COLORTERM and NO_COLOR.")
    var colors: ColorProfileOption = .auto

    func run() throws {
        let catalog = StoryCatalog.standard
        var state = GalleryState(shape: catalog.shape, appearance: themeOptions.mode)
        if let story {
            guard let position = catalog.position(ofStory: story) else {
                throw ValidationError("unknown story \"\(story)\"; `vitrine stories` lists them")
            }
            state = GalleryState(shape: catalog.shape, appearance: themeOptions.mode,
                                 component: position.component, story: position.story)
        }
        let theme = try themeOptions.loadTheme(catalog: catalog)
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(requestedProfile: colors.profile, environment: ProcessInfo.processInfo.environment)
        } catch {
            FileHandle.standardError.write(Data("vitrine: \(error)\n".utf8))
            throw ExitCode.failure
        }
        let exit = GalleryApp(catalog: catalog, theme: theme, state: state, terminal: terminal).run()
        terminal.close()
        if exit != .quit { throw ExitCode(exit.status) }
    }
}
