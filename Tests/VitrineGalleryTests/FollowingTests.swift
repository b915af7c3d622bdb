import Foundation
import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineSystem
import VitrineTestSupport
import VitrineTesting
import VitrineThemes

/// Watching together (served): a gallery's view as its followers take it, and a follower that shows what
/// its leader shows and takes no keys but quit and help.
@Suite struct FollowingTests {
    private let catalog = StoryCatalog.standardWithPictures
    private let themes = DefaultTheme.url.deletingLastPathComponent()

    private func model(following: String? = nil, at id: String = "avatar/initials-small") -> GalleryModel {
        GalleryModel(catalog: catalog, themes: ThemeSelection(theme: DefaultTheme.loaded, files: [DefaultTheme.url]), appearance: .light,
                     launch: GalleryLaunch(themesFolder: themes, servedAddress: "host:22", following: following),
                     at: catalog.position(ofStory: id)!)
    }

    @Test func aFollowerShowsWhatItsLeaderShows() throws {
        var leader = model(at: "badge/danger")
        _ = leader.update(.key(.character("d")))
        _ = leader.update(.key(.character("c")))
        _ = leader.update(.key(.character("c")))
        let view = leader.sharedView
        #expect(view == SharedView(story: "badge/danger", set: [], theme: "default", mode: "dark", blitter: "half", stage: .compare("modes")))
        var follower = model(following: "alice, session 1")
        let harbour = themes.appendingPathComponent("harbour-bank.json")
        var shown = view
        shown.theme = "harbour-bank"
        shown.set = ["text=Card frozen"]
        let effects = follower.update(.followed(shown, themeFile: harbour))
        #expect(effects.contains(.loadTheme(harbour)), "the leader's theme is loaded")
        #expect(follower.sharedView == shown, "story, edits, mode, stage: \(follower.sharedView)")
        #expect(follower.appearanceSource == .followed)
        _ = follower.update(.followed(SharedView(story: "no/such", set: [], theme: "gone", mode: "sideways", blitter: "?", stage: .sheet("widths")), themeFile: nil))
        #expect(follower.sharedView.story == "badge/danger" && follower.sharedView.mode == "dark" && follower.sheetKind == .widths,
                "what it does not have stays as it is")
    }

    /// The stage travels as the command line's word (`sheet:matrix`), as before it was an enum: a server and a
    /// gallery of another build still understand each other; an unknown word is the story.
    @Test func theStageTravelsAsTheCommandLinesWord() throws {
        let view = SharedView(story: nil, set: [], theme: "default", mode: "dark", blitter: "half", stage: .sheet("matrix"))
        let json = String(decoding: try JSONEncoder().encode(view), as: UTF8.self)
        #expect(json.contains(#""stage":"sheet:matrix""#), "\(json)")
        let read = try JSONDecoder().decode(SharedView.self, from: Data(json.replacingOccurrences(of: "sheet:matrix", with: "compare:modes").utf8))
        #expect(read.stage == .compare("modes"))
        #expect(SharedView.Stage(word: "wat") == .story && SharedView.Stage(word: "story").word == "story")
    }

    @Test func aFollowerIsReadOnlyButQuits() {
        var follower = model(following: "alice, session 1")
        _ = follower.start()
        let before = follower.sharedView
        #expect(follower.update(.key(.character("j"))).isEmpty && follower.update(.key(.character("d"))).isEmpty)
        #expect(follower.sharedView == before && follower.notice == "following alice, session 1: read-only; q leaves")
        _ = follower.update(.key(.character("?")))
        #expect(follower.overlay.helpPage != nil, "help still opens")
        #expect(follower.update(.key(.character("q"))) == [.exit(.quit)])
    }

    @Test func theStatusBarSaysWhoFollowsAndWhomOneFollows() {
        var leader = model()
        _ = leader.update(.followersCounted(2))
        let screen = GalleryScreen(catalog: catalog)
        let status = { (model: GalleryModel) in
            screen.frame(for: model, size: Size(width: 140, height: 30), profile: .ansi256, glyphs: .unicode).lines.last ?? ""
        }
        #expect(status(leader).hasPrefix(" 2 following · theme default"), "\(status(leader))")
        #expect(status(model()).hasPrefix(" theme default"), "no one follows: nothing said")
        #expect(status(model(following: "alice, session 1")).hasPrefix(" following alice, session 1 (read-only) · theme default"))
    }
}
