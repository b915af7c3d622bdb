import FoundationEssentials
import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTestSupport

/// The shared image loader (`L`, `--image-loader`): the spec's `DesignSystem.shared.emblemImageLoader`,
/// one setting for every AsyncEmblem in the gallery.
@Suite struct SharedImageLoaderTests {
    private func loads(_ effects: [GalleryEffect]) -> [(StoryPosition, ImageRequest)] {
        effects.compactMap { if case let .startImageLoad(position, request) = $0 { return (position, request) } else { return nil } }
    }

    @Test func lLoadsEveryImageAgainThroughTheNextLoader() {
        var state = GalleryModel.showing("async-emblem/loaded")
        let first = loads(state.start())
        #expect(first.count == 1 && first[0].1.shared == .standard)
        let effects = state.update(.key(.character("L")))
        #expect(effects.contains(.cancelImageLoad(first[0].0)), "the load under way stops")
        #expect(loads(effects).map(\.1.shared) == [.custom], "and starts again through the custom loader")
        #expect(state.notice == "images load through the custom loader (always kai.png)")
        for _ in 0 ..< 3 { _ = state.update(.key(.character("L"))) }
        #expect(state.media.loader == .standard, "standard, custom, offline, slow, then standard again")
    }

    @Test func eachLoaderLoadsAsItSays() throws {
        let samples = URL(fileURLWithPath: try #require(StoryCatalog.samplesFolder))
        let missing = ImageRequest(url: samples.appendingPathComponent("missing.png"))
        guard case .loaded = missing.through(.custom).phase(waitingAtMost: .seconds(10)) else {
            Issue.record("the custom loader hands over its picture whatever the URL")
            return
        }
        let kai = ImageRequest(url: samples.appendingPathComponent("kai.png"))
        #expect(kai.through(.offline).phase(waitingAtMost: .seconds(10)) == .failed(reason: "network error: offline: the shared loader (L) fails every load"))
        #expect(kai.through(.slow).phase(waitingAtMost: .milliseconds(200)) == .loading, "two seconds late")
    }
}
