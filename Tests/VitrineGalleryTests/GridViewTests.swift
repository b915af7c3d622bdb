import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTestSupport

/// The grid view (`v`): every story of the component at once, labelled with its id, the selection in it.
@Suite struct GridViewTests {
    let screen = GalleryScreen(catalog: .standardWithPictures)

    @Test func vShowsEveryStoryOfTheComponentEachUnderItsId() {
        var state = GalleryModel.showing("badge/info")
        _ = state.update(.key(.character("v")))
        #expect(state.isGridVisible)
        let frame = screen.frame(for: state, size: Size(width: 140, height: 60), profile: .ansi256, glyphs: .unicode)
        let text = frame.lines.joined(separator: "\n")
        for id in ["badge/default", "badge/neutral", "badge/info", "badge/danger", "badge/long-unlimited"] {
            #expect(text.contains(id), "\(id) is labelled")
        }
        #expect(text.contains("◖ Complete ◗") && text.contains("◖ Pending ◗") && text.contains("◖ Error ◗"), "every variant at once")
        let row = frame.lines.firstIndex { $0.contains("badge/info") && $0.contains("badge/default") }!
        let x = frame.lines[row].distance(from: frame.lines[row].startIndex, to: frame.lines[row].range(of: "badge/info")!.lowerBound)
        #expect(frame[x, row].style.attributes.contains(.reverse), "the selected story's label is marked")
        _ = state.update(.key(.character("v")))
        #expect(!screen.frame(for: state, size: Size(width: 140, height: 60), profile: .ansi256, glyphs: .unicode).lines
            .joined().contains("badge/neutral"), "v again shows one story")
    }

    @Test func theSelectionMovesInTheGridAndItScrollsToIt() {
        var state = GalleryModel.showing("badge/default")
        _ = state.update(.key(.character("v")))
        _ = state.update(.key(.tab))
        for _ in 0 ..< 12 { _ = state.update(.key(.character("j"))) }
        #expect(state.shownStory == StoryCatalog.standardWithPictures.position(ofStory: "badge/hostile-text"))
        let text = screen.frame(for: state, size: Size(width: 100, height: 30), profile: .ansi256, glyphs: .unicode).lines.joined(separator: "\n")
        #expect(text.contains("badge/hostile-text"), "the last story is in sight")
    }

    @Test func theGridLoadsEveryImageItShowsAndAnimatesWhileOneLoads() {
        var state = GalleryModel.showing("async-emblem/loading")
        _ = state.start()
        let effects = state.update(.key(.character("v")))
        let loads = effects.compactMap { effect -> StoryPosition? in
            if case let .startImageLoad(position, _) = effect { return position } else { return nil }
        }
        #expect(loads.count == StoryCatalog.standardWithPictures.components.first { $0.name == "AsyncEmblem" }!.stories.count - 1,
                "every other story of the component starts its load")
        #expect(state.wantsAnimationFrames)
        let back = state.update(.key(.character("v")))
        #expect(back.filter { if case .cancelImageLoad = $0 { return true } else { return false } }.count == loads.count,
                "leaving the grid stops the loads of stories no longer shown")
    }
}
