import ArgumentParser
import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineSystem
import VitrineTerminal
import VitrineThemes

/// Opens the interactive gallery.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Open the gallery (the default).",
        // The keys as the help overlay lists them, from the keymap itself, so that this and the man page never drift.
        discussion: "Keys:\n" + Keymap.helpRows.map { "  \($0.label): \($0.summary)" }.joined(separator: "\n"))

    @OptionGroup var arguments: GalleryArguments

    func run() throws {
        try Self.launch(arguments.options)
    }

    /// Opens the gallery with `options`, however they were read.
    static func launch(_ options: GalleryOptions) throws {
        MallocArenas.shareOne()
        let environment = ProcessEnvironment.variables
        // The terminal is asked first: it answers while the catalogue and the theme are made ready. Until
        // it opens, a failure reads the answers first (they would reach the shell as if typed).
        let questions = NcursesTerminal.ask(requestedProfile: options.colors.profile, environment: environment,
                                            queryBackground: options.mode == .auto)
        // The screens' pages are faulted in on another processor while the catalogue and the theme load.
        HeapPrefault.start(bytes: NcursesTerminal.screenBytes)
        var answersUnread = true
        defer { if answersUnread { questions.discard() } }
        let catalog = StoryCatalog.standard
        let position = try options.story.map { id in
            guard let position = catalog.position(ofStory: id) else {
                throw ValidationError(catalog.unknownStory(id))
            }
            return position
        }
        var edits: [StoryPosition: [ControlValue]] = [:]
        if !options.set.isEmpty {
            guard let position else { throw ValidationError("--set edits the --story's content: give --story too") }
            switch catalog.edits(options.set, forStoryAt: position) {
            case let .success(values): edits[position] = values
            case let .failure(error): throw ValidationError(error.description)
            }
        }
        let locator = ThemeLocator(folder: options.themes)
        let directory = locator.directory() // looked for once: the theme, the switching list and `y` use it
        // The folder's default theme as built into the binary, when it is the one asked for: nothing is read
        // before the first frame, and the runtime loads the file after it (showing what differs).
        let defaultFile = options.theme == "default" ? directory?.fileURL(forTheme: "default") : nil
        let built = defaultFile.flatMap { FileStamp(path: $0.filePath) == nil ? nil : catalog.builtTheme(at: $0) }
        let theme = try built ?? locator.load(options.theme, in: directory)
        // Ctrl-C while a large theme loads ends the start-up here, as it would end the gallery.
        if let number = questions.signalSinceAsked { throw ExitCode(GalleryExit.signal(number).status) }
        let terminal: NcursesTerminal
        answersUnread = false // the terminal reads them, whether it opens or not
        do {
            terminal = try NcursesTerminal(requestedProfile: options.colors.profile, environment: environment, asked: questions)
        } catch {
            StandardError.write("vitrine: \(error)\n")
            throw ExitCode.failure
        }
        let (appearance, source) = options.mode.appearance.map { ($0, AppearanceSource.option) }
            ?? AppearanceDetector.decide(reportedBackground: terminal.reportedBackground, environment: environment)
        let candidates = locator.candidates(besides: directory)
        let library = ThemeLibrary(directory: directory, candidates: candidates, selected: URL(fileURLWithPath: theme.file))
        let model = GalleryModel(catalog: catalog, themes: ThemeSelection(theme: theme, files: library.files()),
                                 appearance: appearance, appearanceSource: source, profileSource: terminal.profileSource,
                                 launch: GalleryLaunch(profile: terminal.profile, themesFolder: directory?.url,
                                                       themesOption: options.themes,
                                                       controls: ControlEnvironment(allowsNetwork: options.allowNetwork),
                                                       servedAddress: environment["VITRINE_SERVED"] == "1" ? environment["VITRINE_PUBLIC_ADDRESS"] : nil,
                                                       candidatesFolder: candidates?.root,
                                                       following: environment["VITRINE_SERVED"] == "1" ? environment["VITRINE_FOLLOWING"] : nil,
                                                       drawsSextants: options.blitter == .sextant || TerminalCapabilities.drawsSextants(environment),
                                                       drawnSymbols: TerminalCapabilities.drawnSymbols(environment, outerTerminal: questions.outerTerminal),
                                                       pillCaps: options.badgeCaps),
                                 blitter: options.blitter, comparing: options.compare, sheet: options.sheet, at: position, reduceMotion: options.reduceMotion,
                                 edits: edits, sharedImageLoader: options.imageLoader)
        let runtime = GalleryRuntime(catalog: catalog, model: model, library: library, terminal: terminal, environment: environment,
                                     checking: built)
        let exit = runtime.run()
        terminal.close()
        // What `y` copied, once more where the shell keeps it.
        if let command = runtime.model.copiedCommand { print(command) }
        if exit != .quit { throw ExitCode(exit.status) }
    }
}
