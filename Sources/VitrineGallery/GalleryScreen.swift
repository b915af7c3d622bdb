import VitrineCore
import VitrineThemes

/// Lays out the gallery (sidebar, story pane, status bar, help overlay) for a state and a terminal size.
/// A pure function of its inputs: the same state and size always give the same frame.
public struct GalleryScreen: Sendable {
    /// Below this size the screen only asks for a larger terminal.
    public static let minimumSize = Size(width: 48, height: 15)

    public let catalog: StoryCatalog

    public init(catalog: StoryCatalog) {
        self.catalog = catalog
    }

    /// The story the story pane shows for `state`, as the state's focus, Enter and image loads make it.
    public func shownStory(for state: GalleryState) -> (story: Story, position: StoryPosition)? {
        guard let selected = state.selectedStory else { return nil }
        let position = StoryPosition(component: selected.component, story: selected.story)
        return (catalog.components[selected.component].stories[selected.story].interacting(state.interaction(with: position)), position)
    }

    /// The full frame for `state` at `size`, with a banner when `themeError` says the asked-for theme failed.
    /// Animated components show the moment `time`, or a still state with `reduceMotion`.
    public func frame(for state: GalleryState, theme: Theme, themeError: ThemeError? = nil, size: Size,
                      profile: ColorProfile, glyphs: GlyphSet, time: Duration = .zero, reduceMotion: Bool = false) -> Canvas {
        framing(state, theme: theme, themeError: themeError, size: size, profile: profile, glyphs: glyphs, time: time,
                reduceMotion: reduceMotion).canvas
    }

    /// The full frame and where the story's stage is in it, so that an animation frame can redraw only
    /// the stage (``redrawingStage(of:stage:for:theme:profile:glyphs:time:reduceMotion:)``).
    public func framing(_ state: GalleryState, theme: Theme, themeError: ThemeError? = nil, size: Size, profile: ColorProfile,
                        glyphs: GlyphSet, time: Duration = .zero, reduceMotion: Bool = false) -> (canvas: Canvas, stage: Rect?) {
        var canvas = Canvas(size: size)
        guard size.contains(Self.minimumSize) else {
            drawTooSmall(on: &canvas)
            return (canvas, nil)
        }
        let context = Self.context(state, theme: theme, profile: profile, glyphs: glyphs, time: time, reduceMotion: reduceMotion)
        var (main, statusRow) = canvas.bounds.splitTop(size.height - 1)
        if let themeError {
            let banner = ThemeErrorBanner(error: themeError, shownTheme: theme.name)
            let bannerArea: Rect
            (main, bannerArea) = main.splitTop(main.height - banner.lines(width: size.width, glyphs: glyphs).count)
            banner.render(in: bannerArea, on: &canvas, context: context)
        }
        let (sidebarArea, rest) = main.splitLeft(min(28, size.width / 3))
        let (divider, storyArea) = rest.splitLeft(1)
        SidebarView(catalog: catalog, state: state).render(in: sidebarArea, on: &canvas, glyphs: glyphs)
        for y in divider.y ..< divider.maxY {
            canvas.put(glyphs == .unicode ? "│" : "|", at: Point(x: divider.x, y: y), style: Style(attributes: .dim))
        }
        var stage: Rect?
        if let (story, position) = shownStory(for: state) {
            stage = StoryPaneView(componentName: catalog.components[position.component].name, story: story,
                          isFocused: state.focus == .story, showsInspector: state.isInspectorVisible)
                .render(in: storyArea, on: &canvas, context: context)
        }
        StatusBarView(themeName: theme.name, appearance: state.appearance, appearanceSource: state.appearanceSource,
                      profile: profile, isPaused: state.isPaused)
            .render(in: statusRow, on: &canvas, glyphs: glyphs)
        if state.isHelpVisible {
            HelpOverlayView().render(in: canvas.bounds, on: &canvas, glyphs: glyphs)
            stage = nil
        }
        return (canvas, stage)
    }

    /// `previous` (a frame ``framing(_:theme:themeError:size:profile:glyphs:time:reduceMotion:)`` built for
    /// the same state, theme and size) with only its story stage redrawn at `time`: what an animation
    /// frame costs, instead of the whole screen. `story` is ``shownStory(for:)``'s, which the caller has.
    public func redrawingStage(of previous: Canvas, stage: Rect, story: Story, for state: GalleryState, theme: Theme,
                               profile: ColorProfile, glyphs: GlyphSet, time: Duration, reduceMotion: Bool = false) -> Canvas {
        var canvas = previous
        let context = Self.context(state, theme: theme, profile: profile, glyphs: glyphs, time: time, reduceMotion: reduceMotion)
        StoryPaneView.drawStage(stage, story: story, on: &canvas, context: context)
        return canvas
    }

    private static func context(_ state: GalleryState, theme: Theme, profile: ColorProfile, glyphs: GlyphSet, time: Duration,
                                reduceMotion: Bool) -> RenderContext {
        var context = RenderContext(theme: theme.resolved(for: state.appearance), time: time, profile: profile, glyphs: glyphs,
                                    blitter: state.blitter, otherAppearanceTheme: theme.resolved(for: state.appearance.toggled))
        context.reduceMotion = reduceMotion
        return context
    }

    private func drawTooSmall(on canvas: inout Canvas) {
        let minimum = Self.minimumSize
        let message = "terminal too small (need \(minimum.width)×\(minimum.height))"
        let lines = TextWrapper.wrap(message, width: canvas.size.width, maxLines: 0, ellipsis: "")
        let top = max(0, (canvas.size.height - lines.count) / 2)
        for (row, line) in lines.enumerated() {
            let x = max(0, (canvas.size.width - TextWidth.of(line)) / 2)
            canvas.put(line, at: Point(x: x, y: top + row), style: Style(attributes: .bold))
        }
    }
}
