import Foundation
import VitrineCore
import VitrineThemes

/// The run loop: draw, then wait for the next event, reduce it into the state, repeat.
///
/// It blocks on input (no wake-ups, no output while idle) unless the shown story animates, and then
/// wakes at 30 frames a second, only for as long as it does (not while paused or with motion reduced).
/// Theme files are watched and image loads report through the terminal backend, so a saved theme or
/// a finished load wakes the loop too. A frame is built only when the state, the theme, the terminal
/// size or the animation time changed since the last one.
public final class GalleryApp {
    public private(set) var state: GalleryState
    public private(set) var themes: ThemeSession
    private let screen: GalleryScreen
    private let terminal: TerminalBackend
    private let reduceMotion: Bool
    /// Real time since the gallery started (a fixed clock in tests).
    private let now: () -> Duration
    private var clock = AnimationClock()
    private let loads = ImageLoads()

    public init(catalog: StoryCatalog, themes: ThemeSession, state: GalleryState, terminal: TerminalBackend,
                reduceMotion: Bool = false, now: (() -> Duration)? = nil) {
        screen = GalleryScreen(catalog: catalog)
        self.themes = themes
        self.state = state
        self.terminal = terminal
        self.reduceMotion = reduceMotion
        let start = ContinuousClock.now
        self.now = now ?? { ContinuousClock.now - start }
    }

    deinit { loads.cancelAll() }

    /// Runs until the user quits, the terminal goes away or a signal arrives.
    public func run() -> GalleryExit {
        var shown: (state: GalleryState, size: Size, themes: Int, time: Duration, canvas: Canvas, stage: Rect?)?
        var watched: [String] = []
        while true {
            let files = themes.watchedFiles
            if files != watched {
                watched = files
                terminal.watch(files: files)
            }
            let story = screen.shownStory(for: state)
            if let story, let request = story.story.imageRequest {
                loads.start(request, for: story.position, wake: terminal.waker)
            }
            // The help overlay hides the stage: no frames behind it.
            let animates = story?.story.isAnimating == true && !reduceMotion && !state.isHelpVisible
            let time = clock.time(at: now())
            let frameTime = animates ? time : shown?.time ?? time
            if let last = shown, last.state == state, last.size == terminal.size, last.themes == themes.revision {
                // Only time moved: redraw the story's stage, not the whole screen.
                if last.time != frameTime, let stage = last.stage, let story {
                    let canvas = screen.redrawingStage(of: last.canvas, stage: stage, story: story.story, for: state, theme: themes.theme,
                                                       profile: terminal.profile, glyphs: terminal.glyphs, time: frameTime,
                                                       reduceMotion: reduceMotion)
                    terminal.present(canvas)
                    shown = (state, terminal.size, themes.revision, frameTime, canvas, stage)
                }
            } else {
                let (canvas, stage) = screen.framing(state, theme: themes.theme, themeError: themes.error, size: terminal.size,
                                                     profile: terminal.profile, glyphs: terminal.glyphs, time: frameTime,
                                                     reduceMotion: reduceMotion)
                terminal.present(canvas)
                shown = (state, terminal.size, themes.revision, frameTime, canvas, stage)
            }
            switch terminal.nextEvent(timeout: animates && !state.isPaused ? AnimationClock.frameInterval : nil) {
            case let .key(key):
                handle(key)
                if state.isQuitting { return .quit }
            case .filesChanged:
                themes.reload()
            case .woken:
                for (position, phase) in loads.collect() { state.reduce(.imageLoaded(position, phase)) }
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
            return
        }
        let wasHelpVisible = state.isHelpVisible
        state.reduce(action)
        guard !wasHelpVisible else { return }
        switch action {
        case .togglePause: clock.setPaused(state.isPaused, at: now())
        case .stepFrame: clock.step(at: now())
        default: break
        }
    }
}
