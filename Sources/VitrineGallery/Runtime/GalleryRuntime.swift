import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineImages
import VitrineSystem
import VitrineThemes

/// Runs the gallery: feeds every event to ``GalleryModel/update(_:at:)``, performs the effects it returns
/// (feeding their results back as events), presents the frame the screen builds, and waits for the next
/// event. It decides nothing itself.
///
/// It blocks on input (no wake-ups, no output while idle) unless the model wants animation frames, and
/// then wakes every ``AnimationClock/frameInterval``. Theme files are watched and image loads report
/// through the terminal backend, so a saved theme or a finished load wakes it too.
public final class GalleryRuntime {
    public private(set) var model: GalleryModel
    private let catalog: StoryCatalog
    private let library: ThemeLibrary
    private let terminal: TerminalBackend
    private let screen: GalleryScreen
    /// Real time since the gallery started (a fixed clock in tests).
    private let now: () -> Duration
    private var frames = FrameCache()
    private let loads = ImageLoads()
    /// Themes already loaded, reused while none of their files changed (`t` among themes seen, compare mode),
    /// and those of the themes folder, read after the first frame (``warmThemes()``).
    private let themeCache: ThemeCache
    /// True once the themes folder's themes were handed to a thread to read.
    private var warmed = false
    /// The theme the gallery started with as built into the binary, not read from its file yet: loaded once
    /// the first frame is out (``checkStartingTheme(_:)``).
    private var unchecked: Theme?
    /// The files a ``GalleryEffect/watch(_:)`` asked for, watched before the gallery next waits.
    private var filesToWatch: [String]?
    /// Served: the line to the server (what this gallery shows goes out; a followed view comes in).
    private let session: SessionLink?
    /// The view last reported to the server.
    private var reportedView: SharedView?
    /// Where `P` saves pictures of the screen.
    private let pictureFolder: URL
    /// The environment the gallery started with (`TMUX`: the clipboard passes through tmux).
    private let environment: [String: String]

    /// - Parameter environment: where a served gallery finds its session socket (`VITRINE_SESSION_FD`).
    /// - Parameter pictureFolder: where `P` saves pictures of the screen (the working folder by default).
    /// - Parameter themeCache: where loaded themes are kept (one of the gallery's own by default).
    /// - Parameter built: the theme `model` shows when it is a theme built into the binary, its file not read
    ///   yet (``StoryCatalog/builtTheme(at:)``): the file is loaded after the first frame.
    public init(catalog: StoryCatalog, model: GalleryModel, library: ThemeLibrary, terminal: TerminalBackend,
                now: (() -> Duration)? = nil, environment: [String: String] = [:], pictureFolder: URL? = nil,
                themeCache: ThemeCache = ThemeCache(), checking built: Theme? = nil) {
        self.themeCache = themeCache
        unchecked = built
        session = SessionLink(environment: environment)
        self.environment = environment
        self.pictureFolder = pictureFolder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        self.catalog = catalog
        self.model = model
        self.library = library
        self.terminal = terminal
        screen = GalleryScreen(catalog: catalog)
        let start = ContinuousClock.now
        self.now = now ?? { ContinuousClock.now - start }
    }

    deinit { loads.cancelAll() }

    /// Runs until an effect ends the gallery (quit, the terminal went away, a signal).
    public func run() -> GalleryExit {
        var events: [GalleryEvent] = []
        session?.start(wake: terminal.waker)
        if let exit = perform(model.start(), into: &events) { return exit }
        while true {
            // In order; effects may append the events they produce (a loaded theme) behind the rest.
            var next = 0
            while next < events.count {
                let event = events[next]
                next += 1
                if let exit = perform(model.update(event, at: now()), into: &events) { return exit }
            }
            events.removeAll(keepingCapacity: true)
            reportView()
            // The starting theme's file differs from what was built: shown before the gallery waits.
            var showsAtOnce = false
            if let frame = frames.frame(for: model, size: terminal.size, time: model.animationTime(at: now()), screen: screen,
                                        profile: terminal.profile, glyphs: terminal.glyphs) {
                terminal.present(frame.canvas, changedIn: frame.changed)
                if let built = unchecked, let loaded = checkStartingTheme(built) {
                    events.append(loaded)
                    showsAtOnce = true
                }
                if !warmed { warmThemes() }
                // Scrolled past the inspector's end: brought back before the next key, which then scrolls from what is shown.
                if let end = frame.inspectorEnd, model.inspector.scroll > end { events.append(.inspectorEnd(end)) }
            }
            // What to watch only changes what wakes the gallery: set once the frame is out, before it waits.
            if let files = filesToWatch {
                terminal.watch(files: files)
                filesToWatch = nil
            }
            if !showsAtOnce { events += nextEvents() }
            // Input that has already arrived is taken before the next frame: a paste or a held key costs
            // one frame a batch, and the screen catches up at once. Bounded, so a frame still comes.
            while events.count < Self.maximumBatch, let event = terminal.pendingEvent() { events += translated(event) }
        }
    }

    /// The most events taken between two frames.
    public static let maximumBatch = 4096

    /// Waits for what happens next: a key, a resize, a file change, finished image loads, or a frame's time.
    private func nextEvents() -> [GalleryEvent] {
        translated(terminal.nextEvent(timeout: model.wantsAnimationFrames ? AnimationClock.frameInterval : nil))
    }

    /// What a terminal event (nil: the frame interval passed) means to the model.
    private func translated(_ event: TerminalEvent?) -> [GalleryEvent] {
        switch event {
        case let .key(key): return [.key(key)]
        case .resize: return [.resize]
        case .filesChanged: return [.filesChanged]
        case .woken: return loads.collect().map { .imageLoaded($0.position, $0.phase) } + sessionEvents()
        case nil: return [.tick]
        case .hangup: return [.hangup]
        case let .signal(number): return [.signal(number)]
        }
    }

    /// What the server said since the last wake: the view this gallery follows, how many follow it.
    private func sessionEvents() -> [GalleryEvent] {
        guard let (view, followers) = session?.take() else { return [] }
        return (view.map { [.followed($0, themeFile: library.file(named: $0.theme))] } ?? [])
            + (followers.map { [.followersCounted($0)] } ?? [])
    }

    /// Tells the server what this gallery shows now, when it changed (served, and not following).
    private func reportView() {
        guard let session, model.launch.following == nil else { return }
        let view = model.sharedView
        guard view != reportedView else { return }
        reportedView = view
        session.report(view)
    }

    /// Why an OSC 52 write cannot reach the clipboard, when that can be known: inside tmux whose
    /// `set-clipboard` is `off`, or `external` (tmux's default: it sets the clipboard itself but ignores
    /// applications'), tmux drops it (asked of tmux itself, bounded to 2 s). Nil otherwise: most terminals
    /// do not say whether they took it.
    private func clipboardRefusal() -> String? {
        guard environment["TMUX"] != nil,
              let answer = ChildProcess.capture(["tmux", "show-options", "-gqv", "set-clipboard"], limit: 64, seconds: 2), answer.status == 0
        else { return nil }
        let value = String(decoding: answer.output, as: UTF8.self).trimmed
        guard value == "off" || value == "external" else { return nil }
        return "tmux's set-clipboard is \(value) (tmux set -g set-clipboard on)"
    }

    /// Writes the screen as it is now, as SVG, into the working folder (`NAME.svg`, else `NAME-2.svg` and on:
    /// nothing replaced, nothing written through a link); the file's name, or why it was not written.
    private func savePicture(named name: String) -> Result<String, SaveFailure> {
        let size = terminal.size
        let canvas = screen.frame(for: model, size: size, profile: terminal.profile, glyphs: terminal.glyphs, time: model.animationTime(at: now()) ?? .zero)
        let stamp = TerminalText.sanitized("gallery · \(model.shownStory.flatMap(catalog.storyID(at:)) ?? "") · theme \(model.themes.shown.name) · "
            + "\(model.appearance.rawValue) · \(terminal.profile.displayName) · \(size.width)×\(size.height) cells")
        let bytes = Array(SVGWriter.render(canvas, profile: terminal.profile, stamp: stamp).utf8)
        let folder: OutputFolder
        do { folder = try OutputFolder(pictureFolder, replacing: false) } catch {
            return .failure(SaveFailure(error.reason))
        }
        for number in 1 ... Self.pictureNames {
            let file = name + (number == 1 ? "" : "-\(number)") + ".svg"
            do {
                try folder.write(bytes, to: file)
                return .success(file)
            } catch {
                guard error.alreadyExists else { return .failure(SaveFailure(error.reason)) }
            }
        }
        // Every name taken: `P` replaces nothing (there is no --force to pass it).
        return .failure(SaveFailure("\(name).svg to \(name)-\(Self.pictureNames).svg exist already: move them away"))
    }

    /// Loads the file of the theme the gallery started with as `built` (once the first frame is out, before
    /// the read-ahead, which then finds it loaded): nothing when the file and its art hold what was built,
    /// else the event that shows what they hold, or why they do not load.
    private func checkStartingTheme(_ built: Theme) -> GalleryEvent? {
        unchecked = nil
        let file = URL(fileURLWithPath: built.file)
        let loaded = loadTheme(file)
        if case let .success(theme) = loaded, theme.light == built.light, theme.dark == built.dark, theme.description == built.description {
            return nil
        }
        return .themeLoaded(file, loaded)
    }

    /// Reads the themes folder's themes into the cache on a thread of their own, once the first frame is on
    /// screen: `t` to a theme not seen yet then costs a `stat` a file, not a read and a parse on the key's
    /// path; and puts the shown theme's tokens in order first, for `o`. The thread ends when they are read (it wakes nothing); a theme that fails is left for `t` to report.
    private func warmThemes() {
        warmed = true
        let (cache, library, catalog) = (themeCache, library, catalog)
        let files = Array(library.files().prefix(Self.warmedThemes))
        let shown = model.themes.shown
        BackgroundThread.start {
            // The shown theme's tokens in order, for `o` (shared with the model's copy).
            for appearance in Appearance.allCases { _ = shown.resolved(for: appearance).sortedPaths }
            for file in files {
                _ = try? Self.load(file, through: cache, library: library, catalog: catalog)
            }
        }
    }

    /// How many names `P` tries (`NAME.svg`, `NAME-2.svg`, …) before it says every one is taken.
    static let pictureNames = 100

    /// The most themes read ahead (a folder of hundreds is read as `t` reaches them).
    static let warmedThemes = 32

    /// The theme in `file`, or why it cannot be loaded (in the words a served client may see: the banner
    /// once showed the server's absolute path).
    private func loadTheme(_ file: URL) -> Result<Theme, ThemeError> {
        do {
            return .success(try Self.load(file, through: themeCache, library: library, catalog: catalog))
        } catch {
            return .failure(error.mapped(ServedPaths.shown))
        }
    }

    /// The theme in `file` from `cache`, read on a miss as the start-up read it (the catalogue's `loadTheme`):
    /// the bundled default comes compiled, not parsed again, when `t` or the read-ahead reaches it.
    private static func load(_ file: URL, through cache: ThemeCache, library: ThemeLibrary, catalog: StoryCatalog) throws(ThemeError) -> Theme {
        try cache.load(from: file, requiredTokens: catalog.requiredTokens) { file throws(ThemeError) in
            try catalog.loadTheme(from: file, baseFolder: library.baseFolder(for: file), themesFolder: library.directory?.url)
        }
    }

    /// Performs `effects`, appending the events they produce; the exit, if one asks for it.
    private func perform(_ effects: [GalleryEffect], into events: inout [GalleryEvent]) -> GalleryExit? {
        for effect in effects {
            switch effect {
            case let .loadTheme(file):
                events.append(.themeLoaded(file, loadTheme(file)))
            case .listThemes:
                // `t`: after the first frame, so the folder's files may be read to leave out the dark halves.
                events.append(.themesListed(library.files(standalone: true)))
            case let .startImageLoad(position, request):
                loads.start(request, for: position, wake: terminal.waker)
            case let .readPictures(files):
                events.append(.picturesRead(ImageFile.read(files)))
            case let .cancelImageLoad(position):
                loads.cancel(position)
            case let .watch(files):
                filesToWatch = files
            case let .copyToClipboard(text):
                terminal.copyToClipboard(text)
                if let reason = clipboardRefusal() { events.append(.clipboardRefused(reason)) }
            case let .savePicture(name):
                events.append(.pictureSaved(savePicture(named: name)))
            case let .exit(exit):
                return exit
            }
        }
        return nil
    }
}
