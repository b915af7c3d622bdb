import Testing
import VitrineComponents
import VitrineCore
import VitrineGallery
import VitrineTestSupport
import VitrineThemes

/// What the inspector lists comes from what a render reads; this ties it to what each component declares.
@Suite struct CatalogTokenTests {
    static let interactions = [
        StoryInteraction(), StoryInteraction(isFocused: true), StoryInteraction(isFocused: true, isActivated: true),
        StoryInteraction(imagePhase: .loaded(Bitmap(width: 4, height: 4, fill: .rgb(9, 9, 9)))),
        StoryInteraction(imagePhase: .failed(reason: "test")),
    ]

    @Test(arguments: ["default", "high-contrast", "harbour-bank"])
    func everyStoryReadsOnlyTheTokensItsComponentDeclares(themeName: String) throws {
        let theme = try StoryCatalog.standard.loadTheme(from: DefaultTheme.url.deletingLastPathComponent()
            .appendingPathComponent(themeName + ".json"))
        for component in StoryCatalog.standard.components {
            let declared = Set(component.requiredTokens.map(\.path))
            for story in component.stories {
                for appearance in Appearance.allCases {
                    for interaction in Self.interactions {
                        let context = RenderContext(theme: theme.resolved(for: appearance),
                                                    otherAppearanceTheme: theme.resolved(for: appearance.toggled))
                        let read = story.interacting(interaction).tokensRead(context: context).map(\.path)
                        #expect(!read.isEmpty, "\(story.id) reads no token at all")
                        let undeclared = read.filter { !declared.contains($0) }
                        #expect(undeclared.isEmpty, "\(story.id) (\(appearance)) reads undeclared \(undeclared)")
                    }
                }
            }
        }
    }

    @Test func theInspectorListsWhatTheStoryReadsInTheOrderItReadsIt() {
        let story = StoryCatalog.standard.story(withID: "badge/custom-text-color")!
        let theme = try! DefaultTheme.load()
        #expect(story.tokensRead(context: RenderContext(theme: theme.light)).map(\.path) == ["theme.color.badge.neutral.background"],
                "a custom text colour reads no foreground token")
        #expect(story.tokensRead(context: RenderContext(theme: theme.light, profile: .monochrome)).map(\.path)
            == ["theme.color.badge.neutral.background"], "without colour, the tokens it reads in colour")
    }

    @Test func aFixedLogosTokensAreReadFromItsOwnAppearance() {
        let story = StoryCatalog.standard.story(withID: "logo/app-logo-wide-dark")!
        let theme = DefaultTheme.loaded
        let reads = story.tokensRead(context: RenderContext(theme: theme.light, otherAppearanceTheme: theme.dark))
        #expect(!reads.isEmpty && reads.allSatisfy { $0.appearance == .dark }, "\(reads)")
    }
}
