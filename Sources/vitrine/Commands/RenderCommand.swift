import ArgumentParser
import FoundationEssentials
import Glibc
import Synchronization
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineImages
import VitrineReview
import VitrineSystem
import VitrineTerminal
import VitrineThemes

/// Prints one story without a terminal, or writes every story to a folder, for review and CI.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print a story without a terminal (works with stdout a pipe); --all --out DIR writes every story, light and dark, and an index.html."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// The characters only.
        case text
        /// Characters with SGR colour sequences.
        case ansi
        /// Characters, then a style letter per cell and the legend (what snapshots use).
        case styles
        /// A picture: every cell as sent, block glyphs as exact rectangles, with a stamp.
        case svg
        /// The picture in a page of its own.
        case html
        /// The picture as a PNG, twice its size (through rsvg-convert): to paste into a ticket or a chat.
        case png

        /// The file name extension `--all` writes.
        var fileExtension: String {
            switch self {
            case .text, .styles: return "txt"
            case .ansi: return "ansi"
            case .svg: return "svg"
            case .html: return "html"
            case .png: return "png"
            }
        }
    }

    @Argument(help: "The story id, e.g. badge/danger (see `vitrine stories`).", completion: Completions.stories)
    var story: String?

    @Flag(help: "Render every story, light and dark, into --out.")
    var all = false

    @Option(help: "With --all: the folder to write into (one file a story and mode, e.g. badge/danger.light.svg).")
    var out: String?

    @Option(help: "Width in columns (default: 40; 120 with --sheet).")
    var width: Int?

    @OptionGroup var themeOptions: ThemeOptions

    @Option(help: "Light or dark.")
    var mode: Appearance = .light

    @Option(help: "Colour profile for --format ansi and styles: the colours as sent (auto: truecolor, or mono with NO_COLOR).")
    var colors: ColorProfileOption = .auto

    @Option(help: "Output format.")
    var format: Format = .text

    @Option(help: "Show the colours as a colour-blind eye sees them (Machado 2009): protan, deutan or tritan.")
    var vision: ColorVision?

    @Option(help: "How pixels become cells (ASCII is used anyway when the locale is not UTF-8).")
    var blitter: Blitter = .halfBlock

    @Option(help: "A badge's ends: round ◖ ◗, block ▐ ▌ (the default, exact in a picture), square or powerline.")
    var badgeCaps: PillCaps?

    @Option(help: "Render an animated story at this moment, in seconds (e.g. 0.25 for a quarter of the shimmer's sweep).")
    var time: Double = 0

    @Option(help: "Wait at most this many seconds for a story's image to load (default 5; a load that never finishes, async-emblem/loading, only when given); 0 renders it loading.")
    var wait: Double?

    @Flag(help: "Show animations as still states.")
    var reduceMotion = false

    @Flag(help: "With --format svg or png: the story's animation as one looping picture (an animated SVG, an APNG), its frames as the gallery draws them at 30 fps from --time.")
    var animate = false

    @Option(help: "With --animate: the loop's length in seconds (default: the shimmer's sweep, 1 s, or the theme's theme.motion.shimmer.duration).")
    var duration: Double?

    @Option(name: .customLong("set"), help: "Edit a field of the story's content, NAME=VALUE (repeatable; e in the gallery lists the fields).")
    var assignments: [String] = []

    @Option(help: "Draw the whole gallery screen on the story instead, at this size (e.g. 120x40), as the gallery shows it.")
    var screen: String?

    @Option(help: "With --screen: compare mode on this axis (themes, modes, colors, deutan, protan, tritan).")
    var compare: Comparison.Axis?

    @Option(help: "A sheet of many stories instead: the story's component's stories, its matrix, its list of users, the story at each width, or in each state (`v` in the gallery); with --screen, as the gallery shows it.")
    var sheet: StorySheet.Kind?

    @Option(help: "The loader AsyncEmblem stories load through: standard, custom (always the sample picture), offline, slow.")
    var imageLoader: SharedImageLoader = .standard

    @Flag(help: "With --all: replace files already in --out (a link there is never written through).")
    var force = false

    @Flag(help: "Let images named with --set load from http(s) URLs (off: local files only).")
    var allowNetwork = false

    func validate() throws {
        guard assignments.isEmpty || !all else { throw ValidationError("--set edits one story: give its id, not --all") }
        guard all == (story == nil) else { throw ValidationError(all ? "--all renders every story: give no story id" : "give a story id, or --all") }
        guard all == (out != nil) else { throw ValidationError(all ? "--all needs --out DIR" : "--out is for --all") }
        guard width.map((1 ... 1000).contains) ?? true else { throw ValidationError("--width must be between 1 and 1000") }
        guard time >= 0, time <= 86_400 else { throw ValidationError("--time must be between 0 and 86400 seconds") }
        guard (0 ... 600).contains(wait ?? 0) else { throw ValidationError("--wait must be between 0 and 600 seconds") }
        if screen != nil, all { throw ValidationError("--screen draws one story's screen: give its id, not --all") }
        if screen == nil, compare != nil { throw ValidationError("--compare is for --screen") }
        if sheet != nil, all || compare != nil { throw ValidationError("--sheet draws one story's sheet: give its id, without --all or --compare") }
        if let screen, screenSize(screen) == nil { throw ValidationError("--screen \(screen): expected COLUMNSxROWS, each 1…1000") }
        if animate, format != .svg && format != .png || all || screen != nil || sheet != nil {
            throw ValidationError("--animate makes one story's picture move: --format svg or png, a story id, without --all, --screen or --sheet")
        }
        if let duration, !animate || !(0.1 ... 20).contains(duration) { throw ValidationError("--duration is 0.1 to 20 seconds, with --animate") }
    }

    /// `120x40` as a size.
    private func screenSize(_ text: String) -> Size? {
        let parts = text.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ (1 ... 1000).contains($0) }) else { return nil }
        return Size(width: parts[0], height: parts[1])
    }

    func run() throws {
        let theme = try themeOptions.locator.load(themeOptions.theme)
        let environment = ProcessEnvironment.variables
        let profile = colors.profile ?? (environment["NO_COLOR"] == nil ? .trueColor : .monochrome)
        guard let out else {
            let id = story ?? ""
            let catalog = StoryCatalog.standard
            guard let position = catalog.position(ofStory: id) else {
                throw ValidationError(catalog.unknownStory(id))
            }
            let edits: [ControlValue]?
            switch catalog.edits(assignments, forStoryAt: position) {
            case let .success(values): edits = values
            case let .failure(error): throw ValidationError(error.description)
            }
            if format == .png, isatty(STDOUT_FILENO) == 1 { throw ValidationError("--format png writes a picture: redirect standard output to a file") }
            if let size = screen.flatMap(screenSize) {
                try StandardOutput.write(try screenOutput(at: position, edits: edits, theme: theme, size: size, profile: profile))
                return
            }
            if sheet != nil {
                try StandardOutput.write(try sheetOutput(at: position, edits: edits, theme: theme, profile: profile))
                return
            }
            let story = catalog.story(at: position, edits: edits, environment: ControlEnvironment(allowsNetwork: allowNetwork))
            if animate, !reduceMotion {
                try StandardOutput.write(try animated(loaded(story), theme: theme, profile: profile))
                return
            }
            try StandardOutput.write(try output(of: loaded(story), appearance: mode, theme: theme, profile: profile))
            return
        }
        var written = 0
        var index: [(id: String, files: [(label: String, path: String)])] = []
        do {
            let folder = try OutputFolder(TypedPath.url(out), replacing: force)
            for story in StoryCatalog.standardWithPictures.allStories {
                let story = loaded(story)
                var files: [(label: String, path: String)] = []
                for appearance in Appearance.allCases {
                    let page = try output(of: story, appearance: appearance, theme: theme, profile: profile)
                    let path = "\(story.id).\(appearance.rawValue).\(format.fileExtension)"
                    try folder.write(page, to: path)
                    files.append((appearance.rawValue, path))
                    written += 1
                }
                index.append((story.id, files))
            }
            // One page that links (or, for SVG, shows) every story: the catalogue at a glance.
            try folder.write(Array(PicturePage.index(title: "Vitrine · theme \(theme.name) · \(profile.displayName)", stories: index).utf8),
                             to: "index.html")
            try StandardOutput.print(TerminalText.sanitized("\(written) files and index.html in \(folder.url.path)"))
        } catch let error as OutputError {
            throw StandardError.couldNotDoTheJob(error)
        }
    }

    /// `story` with the pictures its edits name read, and its image loaded (waiting at most `--wait`) when it
    /// waits for one.
    private func loaded(_ story: Story) -> Story {
        if StoryCatalog.samplesFolder == nil, !story.unreadPictures.isEmpty, !Self.warned.withLock({ $0 }) {
            Self.warned.withLock { $0 = true }
            StandardError.write("vitrine: warning: the sample pictures were not found (looked beside the binary, in $XDG_DATA_HOME/vitrine/samples, "
                + "$XDG_DATA_DIRS and ../share/vitrine/samples): \(story.id) draws its fallback; scripts/install puts them in place\n")
        }
        let story = story.reading(ImageFile.read(story.unreadPictures))
        guard let request = story.imageRequest else { return story }
        // A load known never to finish (async-emblem/loading) is waited for only when --wait says so: by
        // default the picture, loading whatever the wait, came after 5 s.
        let seconds = wait ?? (request.pace == .never ? 0 : Self.defaultWait)
        let phase = seconds > 0 ? request.through(imageLoader).phase(waitingAtMost: .milliseconds(Int(seconds * 1000))) : .loading
        return story.interacting(StoryInteraction(imagePhase: phase))
    }

    /// The gallery's screen on the story at `position` in `--format`, stamped like a story's picture.
    private func screenOutput(at position: StoryPosition, edits: [ControlValue]?, theme: Theme, size: Size, profile: ColorProfile) throws -> [UInt8] {
        let (model, picture) = try gallery(at: position, edits: edits, theme: theme, profile: profile)
        let canvas = GalleryScreen(catalog: model.catalog).frame(for: model, size: size, profile: profile, glyphs: ProcessLocale.glyphs)
        let stamp = TerminalText.sanitized("gallery · \(picture.catalog.storyID(at: position) ?? "") · theme \(theme.name) · \(mode.rawValue) · "
            + "\(profile.displayName) · \(size.width)×\(size.height) cells")
        return try encoded(canvas, profile: profile, stamp: stamp)
    }

    /// The `--sheet` of the story at `position` alone, `--width` wide (120 by default), in `--format`.
    private func sheetOutput(at position: StoryPosition, edits: [ControlValue]?, theme: Theme, profile: ColorProfile) throws -> [UInt8] {
        let (model, _) = try gallery(at: position, edits: edits, theme: theme, profile: profile)
        guard let sheet = model.sheet else { return [] }
        let canvas = sheet.canvas(width: width ?? 120, context: context(appearance: mode, theme: theme, profile: profile))
        let stamp = TerminalText.sanitized("sheet \(sheet.kind.rawValue) · \(model.catalog.storyID(at: position) ?? "") · theme \(theme.name) · "
            + "\(mode.rawValue) · \(profile.displayName) · \(canvas.size.width)×\(canvas.size.height) cells")
        return try encoded(canvas, profile: profile, stamp: stamp)
    }

    /// The gallery on the story at `position` as the options set it up (compare mode, `--sheet`), its
    /// effects performed (pictures read, images loaded, themes loaded) until it asks for nothing more.
    private func gallery(at position: StoryPosition, edits: [ControlValue]?, theme: Theme, profile: ColorProfile) throws -> (GalleryModel, HeadlessGallery) {
        let catalog = StoryCatalog.standard
        let locator = themeOptions.locator
        let directory = locator.directory()
        let library = ThemeLibrary(directory: directory, candidates: locator.candidates(besides: directory), selected: URL(fileURLWithPath: theme.file))
        let model = GalleryModel(catalog: catalog, themes: ThemeSelection(theme: theme, files: library.files()), appearance: mode,
                                 launch: GalleryLaunch(profile: profile, themesFolder: directory?.url,
                                                       controls: ControlEnvironment(allowsNetwork: allowNetwork), pillCaps: badgeCaps),
                                 blitter: blitter, comparing: compare, sheet: sheet, at: position, reduceMotion: reduceMotion,
                                 edits: edits.map { [position: $0] } ?? [:], sharedImageLoader: imageLoader)
        let kinds = catalog.sheetKinds(at: position)
        if let sheet, !kinds.contains(sheet) {
            throw ValidationError("--sheet \(sheet.rawValue): \(catalog.storyID(at: position) ?? "") has "
                + kinds.map(\.rawValue).joined(separator: ", ") + " (matrix: components with one; list: the list-button avatar; widths: text that wraps; states: interactive stories)")
        }
        let picture = HeadlessGallery(catalog: catalog, library: library, wait: .milliseconds(Int((wait ?? Self.defaultWait) * 1000)))
        return (picture.settled(model), picture)
    }

    /// How long a story's image is waited for when --wait does not say, in seconds.
    static let defaultWait = 5.0

    /// Whether the missing samples were said already (once a run).
    private static let warned = Mutex(false)

    /// The story in `--format` (text ending with a newline); exit 2 when a PNG cannot be made.
    private func output(of story: Story, appearance: Appearance, theme: Theme, profile: ColorProfile) throws -> [UInt8] {
        let drawn = story.standaloneCanvas(width: width ?? 40, context: context(appearance: appearance, theme: theme, profile: profile))
        let canvas = vision.map { drawn.converted(for: profile).mappingColors($0.simulate) } ?? drawn
        let stamp = TerminalText.sanitized("\(story.id) · theme \(theme.name) · \(appearance.rawValue) · \(profile.displayName) · "
            + (vision.map { "seen \($0.rawValue) · " } ?? "") + "\(canvas.size.width)×\(canvas.size.height) cells")
        return try encoded(canvas, profile: profile, stamp: stamp)
    }

    /// The story moving (`--animate`): its frames every 1/30 s over `--duration` from `--time`, as an
    /// animated SVG or an APNG, the loop's length and frames in the stamp. A story that does not move is one
    /// frame. Exit 2 when a PNG cannot be made.
    private func animated(_ story: Story, theme: Theme, profile: ColorProfile) throws -> [UInt8] {
        let base = context(appearance: mode, theme: theme, profile: profile)
        let period = duration ?? theme.resolved(for: mode).token("theme.motion.shimmer.duration")?.value.number.map { $0 / 1000 } ?? 1
        let count = story.isAnimating ? max(1, Int((period * 30).rounded())) : 1
        let frames = (0 ..< count).map { index in
            var context = base
            context.time = base.time + AnimationClock.frameInterval * index
            return story.standaloneCanvas(width: width ?? 40, context: context)
        }
        let stamp = TerminalText.sanitized("\(story.id) · theme \(theme.name) · \(mode.rawValue) · \(profile.displayName) · "
            + "\(count) frames over \(period) s, looping · \(frames[0].size.width)×\(frames[0].size.height) cells")
        let svg = AnimatedSVGWriter.render(frames: frames, interval: AnimationClock.frameInterval, profile: profile, stamp: stamp)
        guard format == .png else { return Array(svg.utf8) }
        // One still a distinct frame, each shown for as long as the frames it stands for.
        let runs = AnimatedSVGWriter.runs(frames)
        do {
            // A frame the loop shows again (every second of a longer --duration) is converted once: each
            // conversion is an rsvg-convert run.
            var converted: [(frame: Canvas, png: [UInt8])] = []
            let stills = try runs.map { run throws(PNGConverter.ConversionError) in
                if let known = converted.first(where: { $0.frame == run.frame }) { return known.png }
                let png = try PNGConverter.png(of: run.frame, svg: SVGWriter.render(run.frame, profile: profile, stamp: stamp))
                converted.append((run.frame, png))
                return png
            }
            guard let png = AnimatedPNG.assemble(stills, delays: runs.map { $0.slots * 1000 / 30 }) else {
                throw PNGConverter.ConversionError("the frames' PNGs differ in size")
            }
            StandardError.write("vitrine: \(png.count) bytes, \(runs.count) distinct frames of \(count)\n")
            return png
        } catch {
            throw StandardError.couldNotDoTheJob(error)
        }
    }

    /// How a story is drawn at `appearance` under the options (`--time`, `--blitter`, `--reduce-motion`).
    private func context(appearance: Appearance, theme: Theme, profile: ColorProfile) -> RenderContext {
        var context = RenderContext(theme: theme.resolved(for: appearance), time: .milliseconds(Int((time * 1000).rounded())),
                                    profile: profile, glyphs: ProcessLocale.glyphs, blitter: blitter,
                                    otherAppearanceTheme: theme.resolved(for: appearance.toggled))
        context.reduceMotion = reduceMotion
        context.pillCaps = badgeCaps
        return context
    }

    /// `canvas` in `--format`, stamped (pictures) with `stamp`.
    private func encoded(_ canvas: Canvas, profile: ColorProfile, stamp: String) throws -> [UInt8] {
        switch format {
        case .text: return Array((canvas.trimmedLines.joined(separator: "\n") + "\n").utf8)
        case .ansi: return Array(AnsiWriter.render(canvas, profile: profile).utf8)
        case .styles: return Array((StyleLayer.describe(canvas.converted(for: profile)) + "\n").utf8)
        case .svg: return Array(SVGWriter.render(canvas, profile: profile, stamp: stamp).utf8)
        case .html: return Array(PicturePage.html(svg: SVGWriter.render(canvas, profile: profile, stamp: stamp), stamp: stamp).utf8)
        case .png:
            do { return try PNGConverter.png(of: canvas, svg: SVGWriter.render(canvas, profile: profile, stamp: stamp)) } catch {
                throw StandardError.couldNotDoTheJob(error)
            }
        }
    }
}
