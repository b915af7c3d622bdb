import VitrineCatalog
import VitrineCore
import VitrineReview
import VitrineThemes

/// Lays out the gallery (sidebar, story pane, status bar, help overlay) for a model and a terminal size.
/// A pure function of its inputs: the same model and size always give the same frame.
public struct GalleryScreen: Sendable {
    /// Narrower than this, a sheet shown hides the sidebar.
    static let sheetTakesSidebarBelow = 100

    /// Below this size the screen only asks for a larger terminal.
    /// Room for the help overlay's every binding, one a row.
    public static let minimumSize = Size(width: 48, height: 15)

    public let catalog: StoryCatalog

    public init(catalog: StoryCatalog) {
        self.catalog = catalog
    }

    /// The story the story pane shows for `model`, as focus, Enter and image loads make it.
    public func shownStory(for model: GalleryModel) -> Story? {
        model.shownStory.map { model.story(at: $0) }
    }

    /// The controls panel of the story at `position`, when it is the one open.
    private func controlsPanel(_ model: GalleryModel, at position: StoryPosition, context: RenderContext) -> ControlsPanelView? {
        guard let panel = model.overlay.controls, panel.position == position, let set = model.catalog.controls(at: position),
              let values = model.controlValues else { return nil }
        // The pairs the story as edited draws, for a colour field's contrast as it is picked (the inspector
        // that shows them is under the panel). Measured in the still state, as the inspector does.
        var still = context
        still.reduceMotion = true
        let contrast = context.isMonochrome || set.fields.allSatisfy({ $0.kind != .color }) ? []
            : ContrastReport.entries(for: model.story(at: position), context: still)
        return ControlsPanelView(panel: panel, fields: set.fields, values: values, theme: model.themes.shown.resolved(for: model.appearance),
                                 contrast: contrast, profile: context.profile)
    }


    /// The full frame for `model` at `size`, with a banner while the asked-for theme fails to load.
    /// Animated components show the moment `time` (a still state with reduced motion).
    public func frame(for model: GalleryModel, size: Size, profile: ColorProfile, glyphs: GlyphSet, time: Duration = .zero) -> Canvas {
        framing(model, size: size, profile: profile, glyphs: glyphs, time: time).canvas
    }

    /// What a frame built for a model holds: the canvas, where the story's stage is in it, and how far the
    /// inspector shown in it scrolls (nil when none is shown).
    public struct Framing {
        public var canvas: Canvas
        public let stage: Rect?
        public let inspectorEnd: Int?
    }

    /// The full frame and where the story's stage is in it, so that an animation frame can redraw only
    /// the stage (``redrawStage(on:stage:story:for:profile:glyphs:time:)``).
    public func framing(_ model: GalleryModel, size: Size, profile: ColorProfile, glyphs: GlyphSet, time: Duration = .zero) -> Framing {
        var inspectors = InspectorMemo()
        return framing(model, size: size, profile: profile, glyphs: glyphs, time: time, inspectors: &inspectors)
    }

    /// ``framing(_:size:profile:glyphs:time:)`` with the inspector's lines kept in `inspectors` from one frame
    /// to the next (the runtime's ``FrameCache``): the same frame, sooner when a key comes back to a story.
    func framing(_ model: GalleryModel, size: Size, profile: ColorProfile, glyphs: GlyphSet, time: Duration,
                 inspectors: inout InspectorMemo) -> Framing {
        var canvas = Canvas(size: size)
        guard size.contains(Self.minimumSize) else {
            drawTooSmall(on: &canvas, glyphs: glyphs)
            return Framing(canvas: canvas, stage: nil, inspectorEnd: nil)
        }
        let theme = model.themes.shown
        let context = Self.context(model, profile: profile, glyphs: glyphs, time: time)
        var (main, statusRow) = canvas.bounds.splitTop(size.height - 1)
        if let themeError = model.themes.error {
            let banner = ThemeErrorBanner(error: themeError, shownTheme: theme.name)
            let bannerArea: Rect
            (main, bannerArea) = main.splitTop(main.height - banner.lines(width: size.width, glyphs: glyphs).count)
            banner.render(in: bannerArea, on: &canvas, context: context)
        }
        // Under 100 columns a sheet takes the width the sidebar had (at 80×20 it showed six avatars): the sheet
        // marks the selection, and the header names it.
        let sidebarWidth = model.sheetKind != nil && size.width < Self.sheetTakesSidebarBelow ? 0 : min(28, size.width / 3)
        let (sidebarArea, rest) = main.splitLeft(sidebarWidth)
        let (divider, storyArea) = rest.splitLeft(sidebarWidth > 0 ? 1 : 0)
        SidebarView(catalog: catalog, navigation: model.navigation, edited: Set(model.edits.keys)).render(in: sidebarArea, on: &canvas, glyphs: glyphs)
        canvas.fill(divider, with: Cell(glyphs == .unicode ? "│" : "|", style: Style(attributes: .dim)))
        var stage: Rect?, inspectorEnd: Int?
        // Built once a frame: the stage draws it, the status bar counts it.
        let sheet = model.sheet
        // Under the token catalogue the story pane is hidden: it is not drawn.
        if model.overlay.tokens == nil, let position = model.shownStory, let story = shownStory(for: model) {
            (stage, inspectorEnd) = StoryPaneView(componentName: catalog.components[position.component].name, story: story,
                                                  isFocused: model.navigation.focus == .story, showsInspector: model.inspector.isVisible && model.sheetKind == nil,
                                                  inspectorScroll: model.inspector.scroll, stageView: stageView(model, sheet: sheet, context: context),
                                                  controls: controlsPanel(model, at: position, context: context),
                                                  editedFields: model.edits[position].flatMap { values in
                                                      catalog.controls(at: position)?.assignments(for: values)
                                                  } ?? [],
                                                  // On the stories sheet the selection is the story shown, which the title names.
                                                  sheetSelection: sheet.flatMap { sheet in
                                                      sheet.kind == .stories ? nil : model.selectedSheetEntry.map { sheet.selectionName($0) }
                                                  })
                .render(in: storyArea, on: &canvas, context: context, inspectors: &inspectors)
        }
        // A notice longer than half the row (what `y` copied) is shown whole, wrapped, just above the status bar.
        let notice = model.notice.flatMap { TextWidth.of($0) > size.width / 2 ? nil : $0 }
        StatusBarView(themeName: theme.name, appearance: model.appearance, appearanceSource: model.appearanceSource,
                      profile: profile, profileSource: model.profileSource, isPaused: model.clock.isPaused,
                      comparison: model.comparison?.axis, storyNumber: model.navigation.storyNumber, notice: notice,
                      sheet: sheet.map { ($0.kind, model.selectedSheetEntry.map { $0 + 1 } ?? 0, $0.entries.count) },
                      sheetKinds: model.shownStory.map(catalog.sheetKinds(at:)) ?? [],
                      sharing: model.launch.following.map { "following \(TerminalText.sanitized($0)) (read-only)" }
                        ?? (model.followers > 0 ? "\(model.followers) following" : nil),
                      blitter: model.blitter, imageLoader: model.media.loader, reduceMotion: model.reduceMotion)
            .render(in: statusRow, on: &canvas, glyphs: glyphs)
        if let long = model.notice, notice == nil {
            let lines = TextWrapper.wrap(TerminalText.sanitized(long), width: size.width - 2, maxLines: max(1, main.height / 2), ellipsis: glyphs.ellipsis)
            for (row, line) in lines.enumerated() {
                let y = statusRow.y - lines.count + row
                canvas.fill(Rect(x: 0, y: y, width: size.width, height: 1), with: Cell(" ", style: Style(attributes: .reverse)))
                canvas.put(line, at: Point(x: 1, y: y), style: Style(attributes: [.reverse, .bold]))
            }
            stage = nil // an animation frame would draw over it
        }
        if let catalog = model.overlay.tokens {
            TokenCatalogView(catalog: catalog, theme: theme.resolved(for: model.appearance), profile: profile,
                             readers: { [catalog = self.catalog, shown = theme.resolved(for: model.appearance)] in catalog.readers(of: $0, in: shown) })
                .render(in: main, on: &canvas, glyphs: glyphs)
            stage = nil
        }
        if let search = model.overlay.search {
            SearchPaletteView(palette: search).render(in: canvas.bounds, on: &canvas, glyphs: glyphs)
            stage = nil
        }
        if let page = model.overlay.helpPage {
            HelpOverlayView(profile: profile, profileSource: model.profileSource, page: page)
                .render(in: canvas.bounds, on: &canvas, glyphs: glyphs)
            stage = nil
        }
        return Framing(canvas: canvas, stage: stage, inspectorEnd: inspectorEnd)
    }

    /// Redraws only the story stage of `canvas` (a frame ``framing(_:size:profile:glyphs:time:)`` built
    /// for the same model and size) at `time`: what an animation frame costs, instead of the whole
    /// screen, in place. `story` is ``shownStory(for:)``'s, which the caller has.
    /// - Returns: every cell the redraw may have changed: the stage and a column either side (a wide
    ///   grapheme the stage's edge cuts loses its outer half), for the terminal to look at only those.
    @discardableResult
    public func redrawStage(on canvas: inout Canvas, stage: Rect, story: Story, for model: GalleryModel, profile: ColorProfile,
                            glyphs: GlyphSet, time: Duration) -> Rect {
        stageView(model, sheet: model.sheet, context: Self.context(model, profile: profile, glyphs: glyphs, time: time))
            .draw(stage, story: story, on: &canvas)
        return stage.inset(left: -1, right: -1).intersection(canvas.bounds)
    }

    /// The stage as `model` wants it: the story under `context`; a sheet; in compare mode beside it under the next theme, the other appearance or fewer colours.
    private func stageView(_ model: GalleryModel, sheet: StorySheet?, context: RenderContext) -> StageView {
        if let sheet {
            return StageView(context: context, sheet: (sheet, model.selectedSheetEntry))
        }
        guard let comparison = model.comparison else { return StageView(context: context) }
        var other = context
        let labels: (String, String)
        switch comparison.axis {
        case .themes:
            let name = comparison.themeFile.map { $0.deletingPathExtension().lastPathComponent } ?? "no other theme"
            if let theme = comparison.theme {
                other.theme = theme.resolved(for: model.appearance)
                other.otherAppearanceTheme = theme.resolved(for: model.appearance.toggled)
                labels = (context.theme.name, theme.name)
            } else {
                let reason = comparison.themeError.map { "\(name): \($0.message)" } ?? (comparison.themeFile == nil ? name : "\(name): loading")
                return StageView(context: context, compared: StageComparison(labels: (context.theme.name, TerminalText.sanitized(reason)), context: nil))
            }
        case .appearances:
            other.theme = context.theme(for: model.appearance.toggled)
            other.otherAppearanceTheme = context.theme
            labels = (model.appearance.rawValue, model.appearance.toggled.rawValue)
        case .profiles:
            other.profile = context.profile.fewerColors
            labels = (context.profile.displayName, other.profile.displayName)
        case .deutan, .protan, .tritan:
            labels = ("normal vision", comparison.axis.vision!.displayName)
        }
        return StageView(context: context, compared: StageComparison(labels: labels, context: other, vision: comparison.axis.vision,
                                                                     comparesContrast: comparison.axis != .themes))
    }

    private static func context(_ model: GalleryModel, profile: ColorProfile, glyphs: GlyphSet, time: Duration) -> RenderContext {
        let theme = model.themes.shown
        var context = RenderContext(theme: theme.resolved(for: model.appearance), time: time, profile: profile, glyphs: glyphs,
                                    blitter: model.blitter, otherAppearanceTheme: theme.resolved(for: model.appearance.toggled))
        context.reduceMotion = model.reduceMotion
        context.drawnSymbols = model.launch.drawnSymbols
        context.pillCaps = model.launch.pillCaps
        return context
    }

    private func drawTooSmall(on canvas: inout Canvas, glyphs: GlyphSet) {
        let minimum = Self.minimumSize
        let message = "terminal too small (need \(minimum.width)\(glyphs == .unicode ? "×" : "x")\(minimum.height))"
        let lines = TextWrapper.wrap(message, width: canvas.size.width, maxLines: 0, ellipsis: "")
        let top = max(0, (canvas.size.height - lines.count) / 2)
        for (row, line) in lines.enumerated() {
            let x = max(0, (canvas.size.width - TextWidth.of(line)) / 2)
            canvas.put(line, at: Point(x: x, y: top + row), style: Style(attributes: .bold))
        }
    }
}
