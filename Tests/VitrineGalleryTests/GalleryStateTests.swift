import Testing
import VitrineCore
import VitrineGallery

@Suite struct GalleryStateTests {
    /// Two components: three stories, then two.
    let shape = [3, 2]

    @Test func startsWithTheFirstComponentOpenOnItsFirstStory() {
        let state = GalleryState(shape: shape)
        #expect(state.rows == [.component(0), .story(component: 0, story: 0), .story(component: 0, story: 1),
                               .story(component: 0, story: 2), .component(1)])
        #expect(state.cursor == 1)
        #expect(state.selectedStory! == (0, 0))
    }

    @Test func movesClampAtBothEnds() {
        var state = GalleryState(shape: shape)
        for _ in 0 ..< 10 { state.reduce(.moveDown) }
        #expect(state.cursor == 4)
        #expect(state.selectedStory! == (1, 0), "a component row shows its first story")
        state.reduce(.moveToFirst)
        state.reduce(.moveUp)
        #expect(state.cursor == 0)
        state.reduce(.moveToLast)
        #expect(state.cursor == 4)
    }

    @Test func openExpandsThenStepsInThenFocusesTheStory() {
        var state = GalleryState(shape: shape)
        state.reduce(.moveToLast)
        state.reduce(.open)
        #expect(state.expanded == [0, 1])
        state.reduce(.open)
        #expect(state.rows[state.cursor] == .story(component: 1, story: 0))
        state.reduce(.open)
        #expect(state.focus == .story)
        state.reduce(.close)
        #expect(state.focus == .sidebar)
    }

    @Test func closeStepsOutToTheComponentAndCollapsesIt() {
        var state = GalleryState(shape: shape)
        state.reduce(.moveDown)
        state.reduce(.close)
        #expect(state.rows == [.component(0), .component(1)])
        #expect(state.cursor == 0)
    }

    @Test func inTheStoryPaneArrowsWalkEveryStoryAcrossComponents() {
        var state = GalleryState(shape: shape, appearance: .light, component: 0, story: 2)
        state.reduce(.switchPane)
        state.reduce(.moveDown)
        #expect(state.selectedStory! == (1, 0))
        #expect(state.expanded.contains(1))
        state.reduce(.moveToLast)
        #expect(state.selectedStory! == (1, 1))
        state.reduce(.moveToFirst)
        #expect(state.selectedStory! == (0, 0))
    }

    @Test func helpClosesOnTheNextActionWhichIsNotPerformed() {
        var state = GalleryState(shape: shape)
        state.reduce(.toggleHelp)
        #expect(state.isHelpVisible)
        state.reduce(.moveDown)
        #expect(!state.isHelpVisible)
        #expect(state.cursor == 1)
        state.reduce(.toggleHelp)
        state.reduce(.quit)
        #expect(state.isQuitting, "quit works even over the help")
    }

    @Test func toggleAppearanceSwitchesLightAndDark() {
        var state = GalleryState(shape: shape, appearance: .dark)
        state.reduce(.toggleAppearance)
        #expect(state.appearance == .light)
    }

    @Test func anEmptyCatalogueIsHarmless() {
        var state = GalleryState(shape: [])
        for action in [Action.moveDown, .moveUp, .open, .close, .switchPane, .moveToLast, .moveDown, .close] {
            state.reduce(action)
        }
        #expect(state.selectedStory == nil)
    }

    @Test func enterInTheStoryPanePressesTheStoryAndAgainReleasesIt() {
        var state = GalleryState(shape: shape, appearance: .light, component: 0, story: 1)
        let position = StoryPosition(component: 0, story: 1)
        #expect(state.interaction(with: position) == StoryInteraction(isFocused: false, isActivated: false))
        state.reduce(.open)
        #expect(state.focus == .story, "from the sidebar, Enter focuses the story")
        #expect(state.interaction(with: position) == StoryInteraction(isFocused: true, isActivated: false))
        state.reduce(.open)
        #expect(state.interaction(with: position) == StoryInteraction(isFocused: true, isActivated: true))
        #expect(!state.interaction(with: StoryPosition(component: 0, story: 0)).isActivated, "only that story")
        state.reduce(.close)
        #expect(state.interaction(with: position) == StoryInteraction(isFocused: false, isActivated: true), "stays pressed")
        state.reduce(.switchPane)
        state.reduce(.open)
        #expect(!state.interaction(with: position).isActivated)
    }

    @Test func bCyclesTheBlockBlitters() {
        var state = GalleryState(shape: shape)
        #expect(state.blitter == .halfBlock)
        for expected in [Blitter.quadrant, .sextant, .halfBlock] {
            state.reduce(.nextBlitter)
            #expect(state.blitter == expected)
        }
    }
}
