import Foundation
import Testing
import VitrineCatalog
import VitrineComponents
import VitrineCore
import VitrineGallery
import VitrineTestSupport
import VitrineThemes

/// `update` as a pure function: events in, model and effects out, no terminal.
@Suite struct GalleryModelTests {
    /// Two components: three badges, then two emblems of which the second, (1, 1), loads an image and
    /// animates while it does.
    let catalog = StoryCatalog(components: [
        ComponentEntry(ThreeBadges.self), ComponentEntry(WaitingEmblems.self),
    ])
    let theme = DefaultTheme.loaded
    let files = [URL(fileURLWithPath: "/themes/a.json"), URL(fileURLWithPath: "/themes/b.json")]

    /// A started model (its start effects performed), so that each test sees only the effects of its events.
    private func model(at position: StoryPosition? = nil, appearance: Appearance = .light, files: [URL]? = nil) -> GalleryModel {
        var model = GalleryModel(catalog: catalog, themes: ThemeSelection(theme: theme, files: files ?? self.files),
                                 appearance: appearance, at: position)
        _ = model.start()
        return model
    }

    /// Presses each key in turn; the effects of the last.
    @discardableResult
    private func press(_ keys: Key..., on model: inout GalleryModel, at now: Duration = .zero) -> [GalleryEffect] {
        var effects: [GalleryEffect] = []
        for key in keys { effects = model.update(.key(key), at: now) }
        return effects
    }

    private func at(_ component: Int, _ story: Int) -> StoryPosition { StoryPosition(component: component, story: story) }

    @Test func startsWithTheWholeCatalogueAtAGlanceOnTheFirstStory() {
        let state = model().navigation
        #expect(state.rows == [.component(0), .component(1)], "every component, closed")
        #expect(state.cursor == 0)
        #expect(state.selectedStory == at(0, 0))
        #expect(state.storyNumber! == (1, 5), "story 1 of 5")
    }

    @Test func movesClampAtBothEnds() {
        var state = model()
        press(.enter, on: &state)
        for _ in 0 ..< 10 { press(.down, on: &state) }
        #expect(state.navigation.cursor == 4)
        #expect(state.shownStory == at(1, 0), "a component row shows its first story")
        #expect(state.navigation.storyNumber! == (4, 5))
        press(.home, .up, on: &state)
        #expect(state.navigation.cursor == 0)
        press(.end, on: &state)
        #expect(state.navigation.cursor == 4)
    }

    @Test func openExpandsThenStepsInThenFocusesTheStory() {
        var state = model()
        press(.end, .enter, on: &state)
        #expect(state.navigation.expanded == [1])
        press(.enter, on: &state)
        #expect(state.navigation.rows[state.navigation.cursor] == .story(component: 1, story: 0))
        press(.enter, on: &state)
        #expect(state.navigation.focus == .story)
        press(.escape, on: &state)
        #expect(state.navigation.focus == .sidebar)
    }

    @Test func closeStepsOutToTheComponentAndCollapsesIt() {
        var state = model()
        press(.enter, .down, .left, on: &state)
        #expect(state.navigation.rows == [.component(0), .component(1)])
        #expect(state.navigation.cursor == 0)
    }

    @Test func inTheStoryPaneArrowsWalkEveryStoryAcrossComponents() {
        var state = model(at: at(0, 2))
        press(.tab, .down, on: &state)
        #expect(state.shownStory == at(1, 0))
        #expect(state.navigation.expanded.contains(1))
        press(.end, on: &state)
        #expect(state.shownStory == at(1, 1))
        press(.home, on: &state)
        #expect(state.shownStory == at(0, 0))
    }

    @Test func helpClosesOnTheNextKeyWhichIsNotPerformedExceptQuit() {
        var state = model()
        press(.character("?"), on: &state)
        #expect(state.overlay.helpPage != nil)
        #expect(press(.down, on: &state).isEmpty)
        #expect(state.overlay.helpPage == nil)
        #expect(state.navigation.cursor == 0, "the key that closed the help did not move")
        press(.character("?"), on: &state)
        #expect(press(.character("t"), on: &state).isEmpty, "t over the help only closes it")
        press(.character("?"), on: &state)
        press(.character("x"), on: &state)
        #expect(state.overlay.helpPage == nil, "an unbound key closes it too")
        press(.character("?"), on: &state)
        #expect(press(.character("q"), on: &state) == [.exit(.quit)], "quit works even over the help")
    }

    @Test func dTogglesLightAndDarkAndSaysWhy() {
        var state = model(appearance: .dark)
        press(.character("d"), on: &state)
        #expect(state.appearance == .light)
        #expect(state.appearanceSource == .toggled)
    }

    @Test func aSheetAndCompareModeAreOneAtATime() {
        var state = model()
        press(.character("v"), on: &state)
        #expect(state.stage.mode == .sheet(.stories) && state.comparison == nil)
        press(.character("c"), on: &state)
        #expect(state.sheetKind == nil && state.comparison?.axis == .themes, "compare takes the stage from the sheet")
        press(.character("v"), on: &state)
        #expect(state.sheetKind == .stories && state.comparison == nil, "and the sheet from compare: the status bar never names a hidden mode")
        while state.sheetKind != nil { press(.character("v"), on: &state) }
        #expect(state.stage.mode == .story, "after the story's last sheet, v shows the story again")
    }

    @Test func oneOverlayAtATimeTakesTheKeys() {
        var state = model(at: at(0, 0))
        press(.character("/"), on: &state)
        #expect(state.overlay.search != nil)
        press(.character("e"), .character("?"), on: &state)
        #expect(state.overlay.search?.query == "e?" && state.overlay.controls == nil && state.overlay.helpPage == nil, "search types what other overlays' keys are")
        press(.escape, .character("?"), on: &state)
        #expect(state.overlay == .help(page: 0))
        press(.character("/"), on: &state)
        #expect(state.overlay == .none, "any key closes help and is not performed")
    }

    @Test func anEmptyCatalogueIsHarmless() {
        var state = GalleryModel(catalog: StoryCatalog(components: []), themes: ThemeSelection(theme: theme, files: []))
        press(.down, .up, .enter, .escape, .tab, .end, .down, .escape, on: &state)
        #expect(state.shownStory == nil)
    }

    @Test func enterInTheStoryPanePressesTheStoryAndAgainReleasesIt() {
        var state = model(at: at(0, 1))
        #expect(state.interaction(with: at(0, 1)) == StoryInteraction(isFocused: false, isActivated: false))
        press(.enter, on: &state)
        #expect(state.navigation.focus == .story, "from the sidebar, Enter focuses the story")
        #expect(state.interaction(with: at(0, 1)) == StoryInteraction(isFocused: true, isActivated: false))
        press(.enter, on: &state)
        #expect(state.interaction(with: at(0, 1)) == StoryInteraction(isFocused: true, isActivated: true))
        #expect(!state.interaction(with: at(0, 0)).isActivated, "only that story")
        press(.escape, on: &state)
        #expect(state.interaction(with: at(0, 1)) == StoryInteraction(isFocused: false, isActivated: true), "stays pressed")
        press(.tab, .enter, on: &state)
        #expect(!state.interaction(with: at(0, 1)).isActivated)
    }

    @Test func bCyclesTheBlockBlitters() {
        var state = model()
        #expect(state.blitter == .halfBlock)
        for expected in [Blitter.quadrant, .sextant, .halfBlock] {
            press(.character("b"), on: &state)
            #expect(state.blitter == expected)
        }
    }

    @Test func startWatchesTheThemesFilesOnceAndLoadsTheShownStorysImage() {
        var state = GalleryModel(catalog: catalog, themes: ThemeSelection(theme: theme, files: []), at: at(1, 1))
        let effects = state.start()
        #expect(effects == [.watch(theme.files), .startImageLoad(at(1, 1), WaitingEmblems.request)])
        #expect(state.start().isEmpty, "nothing new to ask for")
        #expect(state.media.phases[at(1, 1)] == .loading)
    }

    @Test func leavingAStoryWhileItsImageLoadsCancelsTheLoadAndComingBackStartsIt() {
        var state = model(at: at(1, 1))
        #expect(press(.up, on: &state) == [.cancelImageLoad(at(1, 1))])
        #expect(state.media.phases.isEmpty)
        #expect(press(.down, on: &state) == [.startImageLoad(at(1, 1), WaitingEmblems.request)])
    }

    @Test func aFinishedLoadIsKeptAndALoadNoLongerWaitedForIsDropped() {
        var state = model(at: at(1, 1))
        let image = Bitmap(width: 1, height: 1, fill: .rgb(1, 2, 3))
        #expect(state.update(.imageLoaded(at(1, 1), .loaded(image))).isEmpty)
        #expect(state.media.phases[at(1, 1)] == .loaded(image))
        #expect(press(.up, on: &state).isEmpty, "a loaded image is not cancelled")
        _ = state.update(.imageLoaded(at(0, 0), .failed(reason: "late")))
        #expect(state.media.phases[at(0, 0)] == nil, "a cancelled load that reports anyway changes nothing")
    }

    @Test func animationFramesOnlyWhileAnAnimatedStoryLoadsAndNothingStopsIt() {
        var state = model(at: at(1, 1))
        #expect(state.wantsAnimationFrames)
        #expect(state.animationTime(at: .milliseconds(500)) == .milliseconds(500))
        press(.character("?"), on: &state)
        #expect(!state.wantsAnimationFrames && state.animationTime(at: .seconds(1)) == nil, "the help hides the stage")
        press(.character("x"), on: &state)
        _ = state.update(.imageLoaded(at(1, 1), .failed(reason: "x")))
        #expect(!state.wantsAnimationFrames, "a failed load shows a still placeholder")
        var reduced = GalleryModel(catalog: catalog, themes: ThemeSelection(theme: theme, files: []), at: at(1, 1), reduceMotion: true)
        _ = reduced.start()
        #expect(!reduced.wantsAnimationFrames && reduced.animationTime(at: .seconds(1)) == nil)
    }

    @Test func pFreezesAnimationTimeAndResumesWhereItStoodAndDotStepsOneFrame() {
        var state = model(at: at(1, 1))
        press(.character("p"), on: &state, at: .milliseconds(300))
        #expect(state.clock.isPaused && !state.wantsAnimationFrames)
        #expect(state.animationTime(at: .seconds(5)) == .milliseconds(300))
        press(.character("."), on: &state, at: .seconds(5))
        #expect(state.animationTime(at: .seconds(9)) == .milliseconds(300) + AnimationClock.frameInterval)
        press(.character("p"), on: &state, at: .seconds(10))
        #expect(!state.clock.isPaused && state.wantsAnimationFrames)
        #expect(state.animationTime(at: .seconds(11)) == .seconds(1) + .milliseconds(300) + AnimationClock.frameInterval)
    }

    @Test func tListsTheThemesThenLoadsTheNextOneWrapping() throws {
        var state = model(files: [URL(fileURLWithPath: theme.file)])
        #expect(press(.character("t"), on: &state) == [.listThemes])
        let listed = [URL(fileURLWithPath: theme.file), URL(fileURLWithPath: "/x/next.json")]
        #expect(state.update(.themesListed(listed)) == [.loadTheme(listed[1]), .watch(["/x/next.json"] + theme.files)],
                "the asked-for file is watched at once, so fixing a broken one shows it")
        #expect(state.themes.selectedFile == listed[1])
        press(.character("t"), on: &state)
        #expect(state.update(.themesListed(listed)).first == .loadTheme(listed[0]), "wraps around")
        press(.character("t"), on: &state)
        #expect(state.update(.themesListed([listed[0]])).first == .loadTheme(listed[0]), "alone, a theme cycles to itself")
    }

    @Test func aLoadedThemeReplacesTheShownOneAndAFailureKeepsItWithTheError() throws {
        var state = model()
        let other = try StoryCatalog.standardWithPictures.loadTheme(from: DefaultTheme.url.deletingLastPathComponent()
            .appendingPathComponent("high-contrast.json"))
        let file = URL(fileURLWithPath: theme.file)
        let error = ThemeError(file: theme.file, line: 1, column: 2, message: "invalid JSON")
        #expect(state.update(.filesChanged) == [.loadTheme(file)])
        _ = state.update(.themeLoaded(file, .failure(error)))
        #expect(state.themes.shown == theme && state.themes.error == error, "the last good theme stays")
        _ = state.update(.themeLoaded(URL(fileURLWithPath: "/elsewhere.json"), .success(other)))
        #expect(state.themes.shown == theme, "a load of a file no longer asked for changes nothing")
        _ = state.update(.themeLoaded(file, .success(other)))
        #expect(state.themes.shown == other && state.themes.error == nil)
    }

    @Test func hangupAndSignalsExit() {
        var state = model()
        #expect(state.update(.hangup) == [.exit(.hangup)])
        #expect(state.update(.signal(15)) == [.exit(.signal(15))])
        #expect(GalleryExit.signal(15).status == 143)
        #expect(GalleryExit.quit.status == 0)
        #expect(GalleryExit.hangup.status == 129)
    }
}

/// Three badges.
enum ThreeBadges: StoryBook {
    typealias Shown = Badge
    static let name = "Three badges"
    static let idPrefix = "three-badges"
    static let controls: [Control<Badge.Content>] = []
    static let stories = ["one", "two", "three"].map { Spec($0, $0, $0, .init(text: $0)) }
}

/// Two AsyncEmblem stories: a still one that waits for nothing, and one that waits for an image.
enum WaitingEmblems: StoryBook {
    typealias Shown = AsyncEmblem
    static let name = "Waiting emblems"
    static let idPrefix = "waiting-emblem"
    static let controls: [Control<AsyncEmblem.Content>] = []
    static let request = ImageRequest(url: URL(fileURLWithPath: "/pictures/waits.png"))
    static let stories = [
        Spec("still", "Still", "Failed: no image to wait for.", .init(url: request.url, phase: .failed(reason: "none"))),
        Spec("waits", "Waits", "Loads its image.", .init(url: request.url), interactive: true),
    ]

    static func content(_ content: AsyncEmblem.Content, showing interaction: StoryInteraction) -> AsyncEmblem.Content {
        var shown = content
        shown.phase = AsyncEmblem.Phase(interaction.imagePhase)
        return shown
    }

    static func imageRequest(for content: AsyncEmblem.Content, story: String, allowingNetwork: Bool) -> ImageRequest? {
        story == "waits" ? request : nil
    }
}
