import Testing
@testable import VitrineCatalog
import VitrineComponents
import VitrineCore
import VitrineTestSupport

/// Every field of every component's `Content` has a control (`e`, `--set`), named as the spec names it.
@Suite struct ControlCoverageTests {
    /// The stored fields of a book's content (read from the value, so a field added to a `Content` and
    /// not to the book's controls fails here), less those the gallery itself drives.
    private static func uncovered<Book: StoryBook>(_ book: Book.Type, drivenByTheGallery: Set<String> = []) -> Set<String> {
        let fields = Set(Mirror(reflecting: Book.stories[0].content).children.compactMap(\.label))
        #expect(drivenByTheGallery.isSubset(of: fields), "\(Book.name): an exemption names no field")
        return fields.subtracting(Book.controls.map(\.field.name)).subtracting(drivenByTheGallery)
    }

    @Test func everyContentFieldOfEveryComponentHasAControl() {
        #expect(Self.uncovered(AvatarStories.self).isEmpty)
        #expect(Self.uncovered(ProfileAvatarStories.self).isEmpty)
        #expect(Self.uncovered(NotificationAvatarStories.self).isEmpty)
        #expect(Self.uncovered(OnlineStatusAvatarStories.self).isEmpty)
        #expect(Self.uncovered(ListButtonAvatarStories.self).isEmpty)
        #expect(Self.uncovered(BadgeStories.self).isEmpty)
        #expect(Self.uncovered(EmblemStories.self).isEmpty)
        // The phase is the image loader's: the states sheet shows each one.
        #expect(Self.uncovered(AsyncEmblemStories.self, drivenByTheGallery: ["phase"]).isEmpty)
        #expect(Self.uncovered(LogoStories.self).isEmpty)
        #expect(StoryCatalog.standard.components.count == 9, "a component added to the catalogue is added here")
    }

    @Test func aColourIsATokenPathOrHexAndATokenTheThemeLacksFallsBackToTheComponentsOwn() throws {
        let badge = try #require(StoryCatalog.standard.position(ofStory: "badge/danger"))
        let edits = try StoryCatalog.standard.edits(["textColor=theme.color.foreground.brand"], forStoryAt: badge).get()
        #expect(edits != nil)
        #expect(throws: ControlError.self) { try StoryCatalog.standard.edits(["textColor=brand blue"], forStoryAt: badge).get() }
        #expect(ContentColor(controlText: "#1f6feb") == .fixed(.rgb(0x1F, 0x6F, 0xEB)))
        #expect(ContentColor(controlText: "theme.color.nowhere") == .token(ColorToken("theme.color.nowhere")))
        #expect(ContentColor(controlText: "{theme.color.x}") == nil && ContentColor(controlText: "brand") == nil)
        let theme = DefaultTheme.loaded.resolved(for: .light)
        #expect(ContentColor.token(ColorToken("theme.color.nowhere")).resolved(in: theme) == nil, "never a crash: the component's own shows")
    }
}
