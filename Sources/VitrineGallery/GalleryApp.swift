import VitrineCore

/// The run loop: draw, then block until the next event, reduce it into the state, repeat.
///
/// Nothing in the catalogue animates yet, so the loop always blocks: no wake-ups and no output while idle.
/// A frame is built only when the state or the terminal size changed since the last one.
public final class GalleryApp {
    public private(set) var state: GalleryState
    private let screen: GalleryScreen
    private let theme: Theme
    private let terminal: TerminalBackend

    public init(catalog: StoryCatalog, theme: Theme, state: GalleryState, terminal: TerminalBackend) {
        screen = GalleryScreen(catalog: catalog)
        self.theme = theme
        self.state = state
        self.terminal = terminal
    }

    /// Runs until the user quits, the terminal goes away or a signal arrives.
    public func run() -> GalleryExit {
        var shown: (state: GalleryState, size: Size)?
        while true {
            if shown?.state != state || shown?.size != terminal.size {
                terminal.present(screen.frame(for: state, theme: theme, size: terminal.size,
                                              profile: terminal.profile, glyphs: terminal.glyphs))
                shown = (state, terminal.size)
            }
            switch terminal.nextEvent(timeout: nil) {
            case let .key(key):
                if let action = Keymap.action(for: key) {
                    state.reduce(action)
                } else if state.isHelpVisible {
                    state.reduce(.toggleHelp)
                }
                if state.isQuitting { return .quit }
            case .resize, nil:
                continue
            case .hangup:
                return .hangup
            case let .signal(number):
                return .signal(number)
            }
        }
    }
}
