import ArgumentParser
import Foundation
import VitrineCore
import VitrineThemes
import VitrineGallery
import VitrineTerminal

/// Opens the interactive gallery.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gallery", abstract: "Open the gallery (the default).")

    @Option(help: "Open at this story, e.g. badge/danger (see `vitrine stories`).")
    var story: String?

    @OptionGroup var themeOptions: ThemeOptions

    @Option(help: "Light or dark; auto asks the terminal for its background (OSC 11), then reads COLORFGBG, else dark.")
    var mode: ModeOption = .auto

    @Option(help: "Colour profile: auto detects from the terminal, COLORTERM and NO_COLOR.")
    var colors: ColorProfileOption = .auto

    @Option(help: "How pixels become cells at first (b cycles through them).")
    var blitter: Blitter = .halfBlock

    @Option(help: "Open in compare mode: the story beside itself under the next theme, the other mode, or fewer colours (c cycles).")
    var compare: Comparison.Axis?

    @Flag(help: "Show animations as still states (no shimmer, no frames drawn while idle).")
    var reduceMotion = false

    func run() throws {
        let catalog = StoryCatalog.standard
        let position = try story.map { id in
            guard let position = catalog.position(ofStory: id) else {
                throw ValidationError("unknown story \"\(TerminalText.sanitized(id))\"; `vitrine stories` lists them")
            }
            return position
        }
        let locator = themeOptions.locator
        let theme = try locator.load(themeOptions.theme)
        let environment = ProcessInfo.processInfo.environment
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(requestedProfile: colors.profile, environment: environment,
                                           queryBackground: mode == .auto)
        } catch {
            FileHandle.standardError.write(Data("vitrine: \(error)\n".utf8))
            throw ExitCode.failure
        }
        let (appearance, source) = mode.appearance.map { ($0, AppearanceSource.option) }
            ?? AppearanceDetector.decide(reportedBackground: terminal.reportedBackground, environment: environment)
        let library = ThemeLibrary(directory: locator.directory, selected: URL(fileURLWithPath: theme.file))
        let model = GalleryModel(outline: CatalogOutline(catalog), themes: ThemeSelection(theme: theme, files: library.files),
                                 appearance: appearance, appearanceSource: source, profileSource: terminal.profileSource,
                                 launch: GalleryLaunch(profile: terminal.profile, themesFolder: locator.directory?.url,
                                                       themesOption: themeOptions.themesFolder.folder),
                                 blitter: blitter, comparing: compare, at: position, reduceMotion: reduceMotion)
        let runtime = GalleryRuntime(catalog: catalog, model: model, library: library, terminal: terminal)
        let exit = runtime.run()
        terminal.close()
        // What `y` copied, once more where the shell keeps it.
        if let command = runtime.model.copiedCommand { print(command) }
        if exit != .quit { throw ExitCode(exit.status) }
    }
}
