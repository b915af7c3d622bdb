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
    /// What the stage shows (the story, a sheet, or compare mode) and a sheet's selected entry.
    public private(set) var stage: StageState
    public private(set) var appearance: Appearance
    /// What decided `appearance`: an option, the terminal, or the `d` key.
    public private(set) var appearanceSource: AppearanceSource
    /// What decided the terminal's colour profile (fixed at start-up).
    public let profileSource: ColorProfileSource
    public private(set) var inspector = InspectorState()
    /// How pixels become cells in the story pane (`b` cycles through them).
    public private(set) var blitter: Blitter
    /// Animation time, paused (`p`) or stepped (`.`).
    public private(set) var clock = AnimationClock()
    /// Motion is off (`--reduce-motion`): animated stories show a still state and draw no frames.
    public let reduceMotion: Bool
    /// The picture files and images the shown stories load, and the loader images load through.
    public private(set) var media: StoryMedia
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
    /// The pictures read, by path.
    public var pictures: [String: LoadedImage] { media.pictureBook.pictures }
    /// The files the runtime was last asked to watch.
    private var watching: [String] = []

    public init(catalog: StoryCatalog, themes: ThemeSelection, appearance: Appearance = .light,
                appearanceSource: AppearanceSource = .option, profileSource: ColorProfileSource = .option,
                launch: GalleryLaunch = GalleryLaunch(), blitter: Blitter = .halfBlock, comparing axis: Comparison.Axis? = nil, sheet: StorySheet.Kind? = nil,
                at position: StoryPosition? = nil, reduceMotion: Bool = false, edits: [StoryPosition: [ControlValue]] = [:],
                sharedImageLoader: SharedImageLoader = .standard) {
        media = StoryMedia(loader: sharedImageLoader)
        self.catalog = catalog
        navigation = position.map { Navigation(shape: catalog.shape, at: $0) } ?? Navigation(shape: catalog.shape)
        self.themes = themes
        self.appearance = appearance
        self.appearanceSource = appearanceSource
        self.profileSource = profileSource
        self.launch = launch
        self.blitter = blitter
        stage = StageState(axis.map { .compare(Comparison(axis: $0)) } ?? sheet.map { .sheet($0) } ?? .story)
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
            inspector.hold(atEnd: end)
        case .filesChanged:
            // The change may be an edited picture's (the event does not say which file): those are read again.
            media.forget(editedPictureFiles)
            effects = themes.reload() + stage.changingComparison { $0.reload() }
        case let .themeLoaded(file, result):
            themes.loaded(file, result)
            _ = stage.changingComparison { comparison in
                comparison.loaded(file, result)
                return []
            }
        case let .themesListed(files):
            effects = themes.listed(files)
        case let .picturesRead(read):
            media.received(read)
        case let .imageLoaded(position, phase):
            media.loaded(phase, at: position)
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
        if let leader = launch.following, action != .quit, action != .showHelp, overlay.helpPage == nil {
            notice = "following \(leader): read-only; q leaves"
            return []
        }
        // The help overlay turns its page on `?` and closes on any other key but quit, which is not performed.
        if let page = overlay.helpPage, action != .quit {
            overlay = action == .showHelp ? .help(page: page + 1) : .none
            return []
        }
        if let effects = sheetKey(key) { return effects }
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
            case let .token(path)?: overlay = .tokens(TokenCatalog(showing: path, in: themes.shown.resolved(for: appearance)))
            case nil: break
            }
            return []
        }
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

    /// A key while the controls panel is open: it edits the story's content; Esc closes, Ctrl-C quits.
    private mutating func controlsKey(_ key: Key) -> [GalleryEffect] {
        guard var panel = overlay.controls, let set = catalog.controls(at: panel.position), let before = controlValues else { return [] }
        if key == .control("c") { return [.exit(.quit)] }
        var values = before
        let isColor = set.fields.indices.contains(panel.focused) && set.fields[panel.focused].kind == .color
        let colorTokens = isColor ? themes.shown.resolved(for: appearance).sortedTokens.filter { $0.value.kind == .color }.map(\.path.description) : []
        let closes = panel.press(key, values: &values, set: set, colorTokens: colorTokens) == .close
        overlay = closes ? .none : .controls(panel)
        let typing = !closes && set.fields.indices.contains(panel.focused) && set.fields[panel.focused].names == .imageURL
        // The URL field was left (or the panel closed) after typing: now its image loads.
        return record(values, replacing: before, of: panel.position, set: set, deferringURL: typing) + (typing ? [] : media.typingEnded())
    }

    /// Keeps `values` as the story's edits (none when they are its own) and, when a value its image load
    /// depends on changed (a URL), loads it again.
    private mutating func record(_ values: [ControlValue], replacing before: [ControlValue], of position: StoryPosition,
                                 set: ControlSet, deferringURL: Bool = false) -> [GalleryEffect] {
        edits[position] = values == set.defaults ? nil : values
        let reloads = zip(set.fields, zip(values, before)).contains { $0.names == .imageURL && $1.0 != $1.1 }
        return reloads ? media.urlChanged(at: position, typing: deferringURL) : []
    }

    private mutating func perform(_ action: Action, at now: Duration) -> [GalleryEffect] {
        switch action {
        case .quit: return [.exit(.quit)]
        case .showHelp: overlay = .help(page: 0)
        case .toggleAppearance:
            appearance = appearance.toggled
            appearanceSource = .toggled
        case .toggleInspector: inspector.toggle()
        case .scrollInspectorDown: inspector.scrollDown()
        case .scrollInspectorUp: inspector.scrollUp()
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
        case .nextSheet:
            if let position = shownStory {
                stage.showNextSheet(among: catalog.sheetKinds(at: position))
                selectShownStoryOnSheet()
            }
        case .nextImageLoader:
            let effects = media.switchLoader()
            notice = "images load through the " + media.loader.summary
            return effects
        case .openSearch: overlay = .search(SearchPalette(catalog: catalog, themes: themes.files, tokens: themes.shown.resolved(for: appearance).sortedTokens))
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
        case .cycleComparison: stage.cycleComparison()
        case .showTokens:
            overlay = .tokens(TokenCatalog())
        case .savePicture:
            guard launch.servedAddress == nil else {
                // Nothing is written on the server: the same picture comes over SSH instead.
                let story = shownStory.flatMap(catalog.storyID(at:)) ?? "STORY"
                notice = "served: nothing is written here; run " + (ReproduceCommand.pictureLine(for: self, story: story) ?? "")
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

    /// Moves the selection: with the story pane focused on a matrix, list, widths or states sheet, through the
    /// sheet; otherwise through the sidebar.
    private mutating func move(_ direction: Navigation.Direction) {
        let sheetMove: StageState.SheetMove = switch direction {
        case .up: .up
        case .down: .down
        case .first: .first
        case .last: .last
        }
        guard navigation.focus == .story, let sheet, stage.move(sheetMove, in: sheet) else { return navigation.move(direction) }
    }

    /// Selects, on the sheet shown, the story shown, where the sheet has it: the same story, else the crossing
    /// with its values (the matrix's `danger-medium` for emblem/danger). A sheet opens there, by `v`, by
    /// `--sheet` or when another story is shown under it (it opened at its first entry whatever the story).
    private mutating func selectShownStoryOnSheet() {
        guard let position = shownStory, let entries = sheet?.entries else { return }
        let id = catalog.storyID(at: position)
        let values = edits[position] ?? catalog.controls(at: position)?.defaults
        if let index = entries.firstIndex(where: { $0.story.id == id }) ?? entries.firstIndex(where: { $0.story.controls.defaults == values }) {
            stage.select(index)
        }
    }

    /// A key a sheet takes: Esc leaves it, wherever the focus is; with the story pane focused, ← → (h l) go
    /// along a row and Enter opens the selected entry's story alone. Nil for any other key, or no sheet.
    private mutating func sheetKey(_ key: Key) -> [GalleryEffect]? {
        guard overlay == .none, let sheet else { return nil }
        if key == .escape {
            stage.leaveSheet()
            return []
        }
        guard navigation.focus == .story, stage.takesMoves || key == .enter else { return nil }
        switch key {
        case .left, .character("h"): return stage.move(.left, in: sheet) ? [] : nil
        case .right, .character("l"): return stage.move(.right, in: sheet) ? [] : nil
        case .enter:
            openSheetEntry(sheet)
            return []
        default: return nil
        }
    }

    /// The selected entry's story alone: a story of the catalogue is shown itself; another (a matrix's
    /// crossing) as the shown story edited to its values, which `r` resets.
    private mutating func openSheetEntry(_ sheet: StorySheet) {
        guard let position = shownStory, let index = selectedSheetEntry, sheet.entries.indices.contains(index) else { return stage.leaveSheet() }
        let entry = sheet.entries[index].story
        if let other = catalog.position(ofStory: entry.id) {
            navigation.reveal(other)
        } else if let set = catalog.controls(at: position), set.fields == entry.controls.fields {
            edits[position] = entry.controls.defaults == set.defaults ? nil : entry.controls.defaults
            notice = "opened \(entry.id) as \(catalog.storyID(at: position) ?? "the story") edited (r resets)"
        }
        stage.leaveSheet()
    }

    /// The picture files the edits name, in story order.
    private var editedPictureFiles: [String] {
        edits.keys.sorted { ($0.component, $0.story) < ($1.component, $1.story) }.flatMap { position in
            catalog.story(at: position, edits: edits[position], environment: launch.controls).unreadPictures
        }
    }

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
        stage.follow(view.stage)
        guard let themeFile, themeFile.exactPath != themes.selectedFile.exactPath else { return [] }
        return themes.select(themeFile)
    }

    /// `effects`, plus what keeps the runtime in step with the model: the files to watch, and the image
    /// loads of the stories on screen (started when they show, cancelled when they go while still loading).

    private mutating func synchronized(_ effects: [GalleryEffect]) -> [GalleryEffect] {
        var effects = effects
        if inspector.show(shownStory) {
            stage.storyChanged(sheets: shownStory.map(catalog.sheetKinds(at:)) ?? [])
            selectShownStoryOnSheet()
        }
        effects += stage.changingComparison { [themes] in $0.follow(selected: themes.selectedFile, files: themes.files) }
        let pictureFiles = editedPictureFiles
        var wanted = themes.watchedFiles
        for file in (comparison?.watchedFiles ?? []) + pictureFiles where !wanted.contains(file) { wanted.append(file) }
        if wanted != watching {
            watching = wanted
            effects.append(.watch(wanted))
        }
        // Each story on screen built once (with its edits): the pictures it names (and those of the list
        // sheet's users), the image it waits for.
        let shown = visibleStories.map { ($0, catalog.story(at: $0, edits: edits[$0], environment: launch.controls)) }
        let listed = sheetKind == .list ? shown.first.map { catalog.components[$0.0.component].list.flatMap(\.entries).map(\.story) } ?? [] : []
        return effects + media.show(shown, listed: listed, named: catalog.unreadPictures.union(pictureFiles))
    }
}
