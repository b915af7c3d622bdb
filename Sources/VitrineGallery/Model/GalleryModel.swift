import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineThemes
import VitrineSystem

/// The gallery's whole state: a value changed only by ``update(_:at:)``, which decides what every event
/// means and returns the effects (loading a theme, an image, watching files, exiting) for the runtime
/// to perform. The screen is drawn from it; nothing else decides anything.
public struct GalleryModel: Equatable, Sendable {
    /// The stories the gallery shows, read as values (their controls, images, interaction).
    public let catalog: StoryCatalog
    public private(set) var navigation: Navigation
    /// Help, search or the controls panel, when one is open: it takes the keys.
    public private(set) var overlay: Overlay = .none
    /// What the stage shows: the story, a sheet, or compare mode.
    public private(set) var stage: StageMode
    public private(set) var appearance: Appearance
    /// What decided `appearance`: an option, the terminal, or the `d` key.
    public private(set) var appearanceSource: AppearanceSource
    /// What decided the terminal's colour profile (fixed at start-up).
    public let profileSource: ColorProfileSource
    public private(set) var isInspectorVisible = true
    /// How many lines the inspector is scrolled down, for ``inspectorStory`` (another story starts at the top).
    public private(set) var inspectorScroll = 0
    /// The story ``inspectorScroll`` is for.
    private var inspectorStory: StoryPosition?
    /// How pixels become cells in the story pane (`b` cycles through them).
    public private(set) var blitter: Blitter
    /// Animation time, paused (`p`) or stepped (`.`).
    public private(set) var clock = AnimationClock()
    /// Motion is off (`--reduce-motion`): animated stories show a still state and draw no frames.
    public let reduceMotion: Bool
    /// The loader every AsyncEmblem loads through (`L`, `--image-loader`).
    public private(set) var sharedImageLoader: SharedImageLoader
    /// How far each story's image load has got (stories whose load was not started are absent).
    public private(set) var imagePhases: [StoryPosition: ImagePhase] = [:]
    public private(set) var themes: ThemeSelection
    /// What the gallery was started with (for `y`).
    public let launch: GalleryLaunch
    /// A line the status bar shows until the next key (what `y` copied).
    public private(set) var notice: String?
    /// The last command `y` copied; printed when the gallery ends.
    public private(set) var copiedCommand: String?
    /// How many galleries follow this one (served).
    public private(set) var followers = 0
    /// Each edited story's values (one per field of its ``ControlSet``); a story edited back to its own
    /// values is not listed.
    public private(set) var edits: [StoryPosition: [ControlValue]] = [:]
    /// The picture files shown stories name (samples, or typed into controls), read and asked for.
    public private(set) var pictureBook = PictureBook()
    /// The pictures read, by path.
    public var pictures: [String: LoadedImage] { pictureBook.pictures }
    /// The files the runtime was last asked to watch.
    private var watching: [String] = []
    /// A story whose URL is being typed: its image loads again once the field is left, not for every
    /// partial URL (`/test`, `/test.p`, `/test.png` were three requests).
    private var urlBeingTyped: StoryPosition?

    /// The help overlay is open.
    public var isHelpVisible: Bool { overlay == .help }
    /// Which page of help shows, on a screen too short for every key at once (`?` turns it).
    public private(set) var helpPage = 0
    /// Search and the command palette, while open.
    public var search: SearchPalette? {
        if case let .search(palette) = overlay { return palette }
        return nil
    }
    /// The controls panel, while open.
    public var controls: ControlsPanel? {
        if case let .controls(panel) = overlay { return panel }
        return nil
    }
    /// Compare mode (`c`), when on.
    public var comparison: Comparison? {
        if case let .compare(comparison) = stage { return comparison }
        return nil
    }
    /// The sheet shown (`v`), when one is.
    public var sheetKind: StorySheet.Kind? {
        if case let .sheet(kind) = stage { return kind }
        return nil
    }
    /// The entry selected on a matrix, list, widths or states sheet (on the stories sheet the shown story is).
    public private(set) var sheetSelection = 0

    /// The sheet shown, its stories as the gallery shows them (edits, interaction, pictures).
    public var sheet: StorySheet? {
        guard let kind = sheetKind, let position = shownStory else { return nil }
        switch kind {
        case .stories: return .stories(visibleStories.map { story(at: $0) })
        case .modes: return .modes(visibleStories.map { story(at: $0) })
        case .matrix: return StorySheet(kind: .matrix, rows: catalog.components[position.component].matrix)
        case .list: return StorySheet(kind: .list, rows: catalog.components[position.component].list.map { $0.reading(pictures) })
        case .widths: return .widths(of: story(at: position))
        case .states: return .states(of: story(at: position), loaded: imagePhases[position])
        }
    }

    /// The entry of ``sheet`` that is selected.
    public var selectedSheetEntry: Int? {
        guard let kind = sheetKind else { return nil }
        return kind == .stories ? shownStory?.story : sheetSelection
    }

    public init(catalog: StoryCatalog, themes: ThemeSelection, appearance: Appearance = .light,
                appearanceSource: AppearanceSource = .option, profileSource: ColorProfileSource = .option,
                launch: GalleryLaunch = GalleryLaunch(), blitter: Blitter = .halfBlock, comparing axis: Comparison.Axis? = nil, sheet: StorySheet.Kind? = nil,
                at position: StoryPosition? = nil, reduceMotion: Bool = false, edits: [StoryPosition: [ControlValue]] = [:],
                sharedImageLoader: SharedImageLoader = .standard) {
        self.sharedImageLoader = sharedImageLoader
        self.catalog = catalog
        navigation = position.map { Navigation(shape: catalog.shape, at: $0) } ?? Navigation(shape: catalog.shape)
        self.themes = themes
        self.appearance = appearance
        self.appearanceSource = appearanceSource
        self.profileSource = profileSource
        self.launch = launch
        self.blitter = blitter
        stage = axis.map { .compare(Comparison(axis: $0)) } ?? sheet.map { .sheet($0) } ?? .story
        self.reduceMotion = reduceMotion
        self.edits = edits
    }

    /// The effects the gallery starts with: watching the theme's files, loading the first story's image.
    public mutating func start() -> [GalleryEffect] {
        synchronized([])
    }

    /// Applies `event`, which happened at real time `now` (since the gallery started), and returns what
    /// the runtime must do.
    public mutating func update(_ event: GalleryEvent, at now: Duration = .zero) -> [GalleryEffect] {
        var effects: [GalleryEffect] = []
        switch event {
        case let .key(key):
            effects = press(key, at: now)
        case .tick, .resize:
            break
        case let .inspectorEnd(end):
            inspectorScroll = min(inspectorScroll, max(0, end))
        case .filesChanged:
            // The change may be an edited picture's (the event does not say which file): those are read again.
            pictureBook.forget(Set(editedPictureFiles))
            effects = themes.reload() + changingComparison { $0.reload() }
        case let .themeLoaded(file, result):
            themes.loaded(file, result)
            _ = changingComparison { comparison in
                comparison.loaded(file, result)
                return []
            }
        case let .themesListed(files):
            effects = themes.listed(files)
        case let .picturesRead(read):
            pictureBook.received(read)
        case let .imageLoaded(position, phase):
            if imagePhases[position] != nil { imagePhases[position] = phase }
        case let .followed(view, themeFile):
            effects = follow(view, themeFile: themeFile)
        case let .followersCounted(count):
            followers = count
        case let .clipboardRefused(reason):
            notice = "not copied: \(reason); the line is printed again at exit: " + (copiedCommand ?? "")
        case let .pictureSaved(result):
            switch result {
            case let .success(file): notice = "saved: \(file)"
            case let .failure(failure): notice = "not saved: \(failure.reason)"
            }
        case .hangup:
            return [.exit(.hangup)]
        case let .signal(number):
            return [.exit(.signal(number))]
        }
        return synchronized(effects)
    }

    /// The story the story pane shows.
    public var shownStory: StoryPosition? { navigation.selectedStory }

    /// How the story at `position` is being interacted with (focus, Enter, its image's phase).
    public func interaction(with position: StoryPosition) -> StoryInteraction {
        StoryInteraction(isFocused: navigation.focus == .story, isActivated: navigation.activatedStories.contains(position),
                         imagePhase: imagePhases[position] ?? .loading)
    }

    /// The story at `position` as the gallery shows it: with its edits, under its interaction.
    public func story(at position: StoryPosition) -> Story {
        catalog.story(at: position, edits: edits[position], environment: launch.controls).interacting(interaction(with: position))
            .reading(pictures)
    }

    /// The stories on screen: the shown one, or on the stories (and light and dark) sheet every story of its
    /// component.
    public var visibleStories: [StoryPosition] {
        guard let story = shownStory else { return [] }
        guard sheetKind == .stories || sheetKind == .modes else { return [story] }
        return (0 ..< catalog.shape[story.component]).map { StoryPosition(component: story.component, story: $0) }
    }

    /// The moment animations show at real time `now`; nil while nothing on screen moves, when the time of
    /// the last frame can stay.
    public func animationTime(at now: Duration) -> Duration? {
        guard !reduceMotion, !isHelpVisible, search == nil,
              sheet.map({ $0.entries.contains { $0.story.isAnimating } }) ?? visibleStories.contains(where: { story(at: $0).isAnimating })
        else { return nil }
        return clock.time(at: now)
    }

    /// True while something on screen moves: the runtime then wakes every ``AnimationClock/frameInterval``.
    public var wantsAnimationFrames: Bool {
        !clock.isPaused && animationTime(at: .zero) != nil
    }

    private mutating func press(_ key: Key, at now: Duration) -> [GalleryEffect] {
        notice = nil
        switch overlay {
        case .search: return searchKey(key, at: now)
        case .controls: return controlsKey(key)
        case let .tokens(catalog): return tokensKey(key, catalog)
        case .help, .none: break
        }
        if case .paste = key {
            // A paste is text for a field, never keys to perform.
            notice = "paste ignored: paste into the story's controls (e) or search (/)"
            return []
        }
        let action = Keymap.action(for: key)
        if let leader = launch.following, action != .quit, action != .showHelp, overlay != .help {
            notice = "following \(leader): read-only; q leaves"
            return []
        }
        // The help overlay turns its page on `?` and closes on any other key but quit, which is not performed.
        if overlay == .help, action != .quit {
            if action == .showHelp { helpPage += 1 } else { overlay = .none }
            return []
        }
        guard let action else { return [] }
        return perform(action, at: now)
    }

    /// A key while search is open: typing, Backspace, ↑ ↓ through the results, Enter goes, Esc closes.
    private mutating func searchKey(_ key: Key, at now: Duration) -> [GalleryEffect] {
        guard case var .search(palette) = overlay else { return [] }
        let outcome = palette.press(key)
        overlay = outcome == .stays ? .search(palette) : .none
        switch outcome {
        case .stays, .closes: return []
        case .quits: return [.exit(.quit)]
        case let .chooses(target):
            switch target {
            case let .story(position)?: navigation.reveal(position)
            case let .component(component)?: navigation.reveal(component: component)
            case let .theme(file)?: return themes.select(file)
            case let .command(action)?: return perform(action, at: now)
            case nil: break
            }
            return []
        }
    }

    /// The token catalogue, while open.
    public var tokenCatalog: TokenCatalog? {
        if case let .tokens(catalog) = overlay { return catalog }
        return nil
    }

    /// A key while the token catalogue is open (``TokenCatalog/press(_:count:)``).
    private mutating func tokensKey(_ key: Key, _ catalog: TokenCatalog) -> [GalleryEffect] {
        var catalog = catalog
        let groups = TokenCatalog.groups(of: themes.shown.resolved(for: appearance))
        let count = groups.isEmpty ? 0 : groups[catalog.groupIndex(among: groups.count)].tokens.count
        switch catalog.press(key, count: count) {
        case .stays: overlay = .tokens(catalog); return []
        case .closes: overlay = .none; return []
        case let .performs(action): return perform(action, at: .zero)
        }
    }

    /// The values the controls panel shows and edits: the shown story's edits, or its own values.
    public var controlValues: [ControlValue]? {
        controls.flatMap { panel in edits[panel.position] ?? catalog.controls(at: panel.position)?.defaults }
    }

    /// A key while the controls panel is open: it edits the story's content; Esc closes, Ctrl-C quits.
    private mutating func controlsKey(_ key: Key) -> [GalleryEffect] {
        guard var panel = controls, let set = catalog.controls(at: panel.position), let before = controlValues else { return [] }
        if key == .control("c") { return [.exit(.quit)] }
        var values = before
        let isColor = set.fields.indices.contains(panel.focused) && set.fields[panel.focused].kind == .color
        let colorTokens = isColor ? themes.shown.resolved(for: appearance).sortedTokens.filter { $0.value.kind == .color }.map(\.path.description) : []
        let closes = panel.press(key, values: &values, set: set, colorTokens: colorTokens) == .close
        overlay = closes ? .none : .controls(panel)
        let typing = !closes && set.fields.indices.contains(panel.focused) && set.fields[panel.focused].names == .imageURL
        var effects = record(values, replacing: before, of: panel.position, set: set, deferringURL: typing)
        // The URL field was left (or the panel closed) after typing: now its image loads.
        if !typing, let typed = urlBeingTyped {
            urlBeingTyped = nil
            if imagePhases[typed] != nil {
                imagePhases[typed] = nil
                effects.append(.cancelImageLoad(typed))
            }
        }
        return effects
    }

    /// Keeps `values` as the story's edits (none when they are its own) and, when a value its image load
    /// depends on changed (a URL), loads it again.
    private mutating func record(_ values: [ControlValue], replacing before: [ControlValue], of position: StoryPosition,
                                 set: ControlSet, deferringURL: Bool = false) -> [GalleryEffect] {
        edits[position] = values == set.defaults ? nil : values
        let reloads = zip(set.fields, zip(values, before)).contains { $0.names == .imageURL && $1.0 != $1.1 }
        if reloads, deferringURL {
            urlBeingTyped = position
            return []
        }
        guard reloads, imagePhases[position] != nil else { return [] }
        imagePhases[position] = nil
        return [.cancelImageLoad(position)]
    }

    private mutating func perform(_ action: Action, at now: Duration) -> [GalleryEffect] {
        switch action {
        case .quit: return [.exit(.quit)]
        case .showHelp:
            overlay = .help
            helpPage = 0
        case .toggleAppearance:
            appearance = appearance.toggled
            appearanceSource = .toggled
        case .toggleInspector: isInspectorVisible.toggle()
        case .scrollInspectorDown: inspectorScroll += Self.inspectorStep
        case .scrollInspectorUp: inspectorScroll = max(0, inspectorScroll - Self.inspectorStep)
        case .nextBlitter:
            blitter = blitter.next
            if blitter == .sextant, !launch.drawsSextants {
                blitter = blitter.next
                notice = "sextants skipped: this terminal's font likely lacks them (--blitter sextant draws them anyway)"
            }
        case .togglePause: clock.togglePause(at: now)
        case .stepFrame: clock.step(at: now)
        case .nextTheme: return themes.switchTheme(by: 1)
        case .previousTheme: return themes.switchTheme(by: -1)
        case .switchPane: navigation.switchPane()
        case .moveUp: move(.up)
        case .moveDown: move(.down)
        case .moveToFirst: move(.first)
        case .moveToLast: move(.last)
        case .open: navigation.open()
        case .close: navigation.close()
        case .back: navigation.back()
        case .nextSheet: showNextSheet()
        case .nextImageLoader:
            sharedImageLoader = sharedImageLoader.next
            notice = "images load through the " + sharedImageLoader.summary
            // Every image loads again, through the new loader.
            let loading = imagePhases.filter { $0.value == .loading }.keys.sorted { ($0.component, $0.story) < ($1.component, $1.story) }
            imagePhases = [:]
            return loading.map { .cancelImageLoad($0) }
        case .openSearch: overlay = .search(SearchPalette(catalog: catalog, themes: themes.files))
        case .editControls:
            guard let position = shownStory, let set = catalog.controls(at: position), !set.fields.isEmpty else {
                notice = "this story has no controls"
                return []
            }
            overlay = .controls(ControlsPanel(position: position, values: edits[position] ?? set.defaults))
        case .resetStory:
            guard let position = shownStory, let set = catalog.controls(at: position), let before = edits[position] else { return [] }
            notice = "reset: the story's own content"
            if case var .controls(panel) = overlay {
                panel.refocus(in: set.defaults)
                overlay = .controls(panel)
            }
            return record(set.defaults, replacing: before, of: position, set: set)
        case .cycleComparison:
            if case let .compare(comparison) = stage {
                stage = comparison.axis.next.map { .compare(Comparison(axis: $0)) } ?? .story
            } else {
                stage = .compare(Comparison(axis: .themes))
            }
        case .showTokens:
            overlay = .tokens(TokenCatalog())
        case .savePicture:
            guard launch.servedAddress == nil else {
                // Nothing is written on the server: the same picture comes over SSH instead.
                notice = "served: nothing is written here; run ssh … render \(shownStory.flatMap(catalog.storyID(at:)) ?? "STORY") --screen 120x40 --format png > screen.png"
                return []
            }
            let story = shownStory.flatMap(catalog.storyID(at:))?.replacing("/", with: "_") ?? "gallery"
            return [.savePicture(name: "vitrine-\(story)-\(appearance.rawValue)")]
        case .copyCommand:
            let line = ReproduceCommand.line(for: self)
            copiedCommand = line
            notice = "to the clipboard (OSC 52): " + line
            return [.copyToClipboard(line)]
        }
        return []
    }

    /// Shows the next sheet the shown story has after the one shown (the first from the story alone), or
    /// after the last the story alone again.
    private mutating func showNextSheet() {
        guard let position = shownStory else { return }
        let kinds = catalog.sheetKinds(at: position)
        var next = 0
        if let kind = sheetKind, let index = kinds.firstIndex(of: kind) { next = index + 1 }
        stage = next < kinds.count ? .sheet(kinds[next]) : .story
        sheetSelection = 0
    }

    /// Moves the selection: with the story pane focused on a matrix, list, widths or states sheet, through the
    /// sheet; otherwise through the sidebar.
    private mutating func move(_ move: Navigation.Direction) {
        guard navigation.focus == .story, let kind = sheetKind, kind != .stories, let count = sheet?.entries.count, count > 0 else {
            navigation.move(move)
            return
        }
        switch move {
        case .up: sheetSelection = max(0, sheetSelection - 1)
        case .down: sheetSelection = min(count - 1, sheetSelection + 1)
        case .first: sheetSelection = 0
        case .last: sheetSelection = count - 1
        }
    }

    /// The picture files the edits name, in story order.
    private var editedPictureFiles: [String] {
        edits.keys.sorted { ($0.component, $0.story) < ($1.component, $1.story) }.flatMap { position in
            catalog.story(at: position, edits: edits[position], environment: launch.controls).unreadPictures
        }
    }

    /// Applies `change` to compare mode when it is on; the effects it asks for.
    private mutating func changingComparison(_ change: (inout Comparison) -> [GalleryEffect]) -> [GalleryEffect] {
        guard case var .compare(comparison) = stage else { return [] }
        let effects = change(&comparison)
        stage = .compare(comparison)
        return effects
    }

    /// How many lines a scroll key moves the inspector.
    public static let inspectorStep = 5

    /// Shows what the followed gallery shows: its story and the story's edits, theme, mode, blitter and
    /// stage. What this gallery cannot show (a story or theme it does not have) stays as it is.
    private mutating func follow(_ view: SharedView, themeFile: URL?) -> [GalleryEffect] {
        if let id = view.story, let position = catalog.position(ofStory: id) {
            navigation.reveal(position)
            if view.set.isEmpty {
                edits[position] = nil
            } else if case let .success(values) = catalog.edits(view.set, forStoryAt: position) {
                edits[position] = values
            }
        }
        if let mode = Appearance(rawValue: view.mode), mode != appearance { (appearance, appearanceSource) = (mode, .followed) }
        blitter = Blitter(rawValue: view.blitter) ?? blitter
        if case let .sheet(name) = view.stage, let kind = StorySheet.Kind(rawValue: name) {
            if sheetKind != kind { (stage, sheetSelection) = (.sheet(kind), 0) }
        } else if case let .compare(name) = view.stage, let axis = Comparison.Axis(rawValue: name) {
            if comparison?.axis != axis { stage = .compare(Comparison(axis: axis)) }
        } else {
            stage = .story
        }
        guard let themeFile, themeFile.exactPath != themes.selectedFile.exactPath else { return [] }
        return themes.select(themeFile)
    }

    /// `effects`, plus what keeps the runtime in step with the model: the files to watch, and the image
    /// loads of the stories on screen (started when they show, cancelled when they go while still loading).

    private mutating func synchronized(_ effects: [GalleryEffect]) -> [GalleryEffect] {
        var effects = effects
        if inspectorStory != shownStory {
            (inspectorStory, inspectorScroll, sheetSelection) = (shownStory, 0, 0)
            // A story without the sheet shown (states, widths) shows its component's stories instead.
            if let kind = sheetKind, let shown = shownStory, !catalog.sheetKinds(at: shown).contains(kind) { stage = .sheet(.stories) }
        }
        effects += changingComparison { [themes] in $0.follow(selected: themes.selectedFile, files: themes.files) }
        let pictureFiles = editedPictureFiles
        var wanted = themes.watchedFiles
        for file in (comparison?.watchedFiles ?? []) + pictureFiles where !wanted.contains(file) { wanted.append(file) }
        if wanted != watching {
            watching = wanted
            effects.append(.watch(wanted))
        }
        let visible = visibleStories
        // The pictures of the stories on screen are read; what neither a story's own content (a sample) nor
        // an edit names any more is forgotten (with nothing read yet, there is nothing to look up).
        pictureBook.keep(only: catalog.unreadPictures.union(pictureFiles))
        // Each story on screen built once (with its edits): the pictures it names (and those of the list
        // sheet's users), the image it waits for.
        let shown = visible.map { ($0, catalog.story(at: $0, edits: edits[$0], environment: launch.controls)) }
        let listed = sheetKind == .list ? visible.first.map { catalog.components[$0.component].list.flatMap(\.entries).map(\.story) } ?? [] : []
        let unread = pictureBook.unread(among: (shown.map(\.1) + listed).flatMap(\.unreadPictures))
        var starts: [GalleryEffect] = []
        for (position, story) in shown {
            if imagePhases[position] == nil, let request = story.imageRequest {
                imagePhases[position] = .loading
                starts.append(.startImageLoad(position, request.through(sharedImageLoader)))
            }
        }
        if !unread.isEmpty { effects.append(.readPictures(unread)) }
        for (position, phase) in imagePhases where phase == .loading && !visible.contains(position) {
            imagePhases[position] = nil
            effects.append(.cancelImageLoad(position))
        }
        return effects + starts
    }
}
