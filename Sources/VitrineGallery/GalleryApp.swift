import VitrineCore

/// The run loop: draw, then block until the next event, reduce it into the state, repeat.
///
/// Nothing in the catalogue animates yet, so the loop always blocks: no wake-ups and no output while
/// idle. Theme files are watched through the terminal backend, so a saved theme wakes the loop too.
/// A frame is built only when the state, the theme or the terminal size changed since the last one.
public final class GalleryApp {
    public private(set) var state: GalleryState
    public private(set) var themes: ThemeSession
    private let screen: GalleryScreen
    private let terminal: TerminalBackend

    public init(catalog: StoryCatalog, themes: ThemeSession, state: GalleryState, terminal: TerminalBackend) {
        screen = GalleryScreen(catalog: catalog)
        self.themes = themes
        self.state = state
        self.terminal = terminal
    }

    /// Runs until the user quits, the terminal goes away or a signal arrives.
    public func run() -> GalleryExit {
        var shown: (state: GalleryState, size: Size, themes: Int)?
        var watched: [String] = []
        while true {
            let files = themes.watchedFiles
            if files != watched {
                watched = files
                terminal.watch(files: files)
            }
            if shown?.state != state || shown?.size != terminal.size || shown?.themes != themes.revision {
                terminal.present(screen.frame(for: state, theme: themes.theme, themeError: themes.error, size: terminal.size,
                                              profile: terminal.profile, glyphs: terminal.glyphs))
                shown = (state, terminal.size, themes.revision)
            }
            switch terminal.nextEvent(timeout: nil) {
            case let .key(key):
                handle(key)
                if state.isQuitting { return .quit }
            case .filesChanged:
                themes.reload()
            case .resize, nil:
                continue
            case .hangup:
                return .hangup
            case let .signal(number):
                return .signal(number)
            }
        }
    }

    private func handle(_ key: Key) {
        guard let action = Keymap.action(for: key) else {
            if state.isHelpVisible { state.reduce(.toggleHelp) }
            return
        }
        if action == .nextTheme, !state.isHelpVisible {
            themes.selectNext()
        } else {
            state.reduce(action)
        }
    }
}
