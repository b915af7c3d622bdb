import Testing
import VitrineCatalog
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

    @Test(arguments: DefaultTheme.bundledNames)
    func everyStoryReadsOnlyTheTokensItsComponentDeclares(themeName: String) throws {
        let theme = try DefaultTheme.bundled(themeName)
        for component in StoryCatalog.standardWithPictures.components {
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
        let story = StoryCatalog.standardWithPictures.story(withID: "badge/custom-text-color")!
        let theme = try! DefaultTheme.load()
        let expected: [TokenPath] = ["theme.color.badge.neutral.background", "theme.color.on-background.brand-subtle"]
        #expect(story.tokensRead(context: RenderContext(theme: theme.light)).map(\.path) == expected,
                "a custom text colour named by a token is read instead of the variant's foreground token")
        #expect(story.tokensRead(context: RenderContext(theme: theme.light, profile: .monochrome)).map(\.path)
            == expected, "without colour, the tokens it reads in colour")
    }

    @Test func aTokenAStoryNamesIsRequiredOfEveryTheme() throws {
        let badges = try #require(StoryCatalog.standardWithPictures.components.first { $0.name == "Badge" })
        #expect(!Badge.requiredTokens.map(\.path).contains("theme.color.on-background.brand-subtle"))
        #expect(badges.requiredTokens.contains(TokenRequirement(path: "theme.color.on-background.brand-subtle", kind: .color)),
                "the custom-text-color story's token joins the component's own")
        #expect(Set(badges.requiredTokens).count == badges.requiredTokens.count, "each token once")
    }

    @Test func aCustomColourFollowsTheThemesAppearance() throws {
        let story = try #require(StoryCatalog.standardWithPictures.story(withID: "avatar/custom-initials-color"))
        let theme = DefaultTheme.loaded
        func initialsColor(_ resolved: ResolvedTheme) -> Color? {
            let canvas = story.standaloneCanvas(width: 20, context: RenderContext(theme: resolved))
            let cells = canvas.allCells
            // The initials are block letters: the one colour besides the circle's and the page's.
            let circle = resolved.color("theme.color.avatar.background"), page = resolved.color("theme.color.background.page")
            return cells.flatMap { [$0.style.foreground, $0.style.background] }.first { $0 != circle && $0 != page && $0 != .terminalDefault }
        }
        #expect(initialsColor(theme.light) == theme.light.color("theme.color.on-background.brand-subtle"))
        #expect(initialsColor(theme.dark) == theme.dark.color("theme.color.on-background.brand-subtle"))
        #expect(initialsColor(theme.light) != initialsColor(theme.dark))
    }

    @Test func aFixedLogosTokensAreReadFromItsOwnAppearance() {
        let story = StoryCatalog.standardWithPictures.story(withID: "logo/app-logo-wide-dark")!
        let theme = DefaultTheme.loaded
        let reads = story.tokensRead(context: RenderContext(theme: theme.light, otherAppearanceTheme: theme.dark))
        #expect(!reads.isEmpty && reads.allSatisfy { $0.appearance == .dark }, "\(reads)")
    }
}
