import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineReview
import VitrineTestSupport
import VitrineThemes

/// `ThemeDiff`: which stories a theme change touches, which cells, and the tokens behind it.
@Suite struct ThemeDiffTests {
    let folder = TemporaryFolder()
    let catalog = StoryCatalog.standardWithPictures

    private func diff(_ old: Theme, _ new: Theme, profile: ColorProfile = .trueColor) -> ThemeDiff {
        ThemeDiff(catalog: catalog, from: old, to: new, appearances: Appearance.allCases, profile: profile)
    }

    @Test func oneAliasRetargetedChangesExactlyTheStoriesThatDrawIt() throws {
        let retargeted = try folder.loadTheme("""
            {"$extends": "\(DefaultTheme.url.path)", "theme": {"color": {"badge": {"danger": {"background": {"$type": "color",
              "$value": "{theme.color.background.warning-subtle}"}}}}}}
            """, required: catalog.requiredTokens)
        let result = diff(DefaultTheme.loaded, retargeted)
        let path: TokenPath = "theme.color.badge.danger.background"
        // The stories that draw the token, by what a render of each reads.
        let drawing = Set(catalog.allStories.filter { story in
            Appearance.allCases.contains { appearance in
                story.tokensRead(context: RenderContext(theme: DefaultTheme.loaded.resolved(for: appearance))).map(\.path).contains(path)
            }
        }.map(\.id))
        #expect(drawing == ["badge/danger", "badge/accessibility-label"], "what the test relies on")
        #expect(Set(result.changed.map(\.storyID)) == drawing)
        #expect(result.changed.count == 4, "both stories, light and dark")
        for change in result.changed {
            #expect(change.causes.map(\.path) == [path])
            #expect(change.causes.first?.aliasChain == ["theme.color.background.warning-subtle"])
            #expect(!change.changedCells.isEmpty && change.changedCells.allSatisfy { change.before[$0.x, $0.y] != change.after[$0.x, $0.y] })
        }
        #expect(result.storyCounts == (2, catalog.allStories.count))
        #expect(result.unshownTokenChanges.isEmpty)
        let pill = try #require(result.changed.first { $0.storyID == "badge/danger" && $0.appearance == .light })
        let picture = pill.sideBySide().lines
        #expect(picture[0].hasPrefix("before") && picture[0].contains("after"))
        #expect(picture[1].contains("▐ Error ▌"))
        #expect(picture[2].trimmingCharacters(in: .whitespaces).hasPrefix("^^^^^^^^^"), "the changed cells, marked under both sides")
    }

    /// A badge's text recoloured changes its letters, not the spaces beside them: a space's foreground
    /// shows nowhere (it counted 2 cells more, and bold spaces inflated counts too).
    @Test func onlyCellsThatLookDifferentAreChanged() throws {
        let recoloured = try folder.loadTheme("""
            {"$extends": "\(DefaultTheme.url.path)", "theme": {"color": {"badge": {"danger": {"foreground": {"$type": "color",
              "$value": "#00ff00"}}}}}}
            """, required: catalog.requiredTokens)
        let change = try #require(diff(DefaultTheme.loaded, recoloured).changed.first { $0.storyID == "badge/danger" && $0.appearance == .light })
        #expect(change.changedCells.count == "Error".count, "\(change.changedCells)")
        #expect(change.changedCells.allSatisfy { change.after[$0.x, $0.y].glyph != .space })
    }

    /// A meaning that moved: under the new theme it reads as another did under the old one, and no longer as
    /// its own did. Identical themes and a slightly other red move nothing.
    @Test func aMeaningThatTakesAnothersLookHasMoved() throws {
        let swapped = try folder.loadTheme("""
            {"$extends": "\(DefaultTheme.url.path)", "theme": {"color": {"badge": {"danger": {"$extends": "{theme.color.badge.success}"}}}}}
            """, required: catalog.requiredTokens)
        let shifts = MeaningShiftReport(catalog: catalog, from: DefaultTheme.loaded, to: swapped, appearances: [.light], profile: .trueColor).shifts
        #expect(shifts.map { "\($0.storyID) \($0.meaning.name) \($0.readsAs.name) \($0.likeness.rawValue)" } == ["badge/danger danger success same"])
        #expect(MeaningShiftReport(catalog: catalog, from: DefaultTheme.loaded, to: DefaultTheme.loaded, appearances: Appearance.allCases, profile: .trueColor).shifts.isEmpty)
        let redder = try folder.loadTheme("""
            {"$extends": "\(DefaultTheme.url.path)", "theme": {"color": {"badge": {"danger": {"background": {"$type": "color", "$value": "#FDD3D3"}}}}}}
            """, required: catalog.requiredTokens)
        #expect(MeaningShiftReport(catalog: catalog, from: DefaultTheme.loaded, to: redder, appearances: [.light], profile: .trueColor).shifts.isEmpty)
    }

    @Test func identicalThemesChangeNothing() {
        let result = diff(DefaultTheme.loaded, DefaultTheme.loaded)
        #expect(result.isEmpty && result.changed.isEmpty && result.tokenChanges.isEmpty)
        #expect(result.stories.count == 2 * catalog.allStories.count)
    }

    @Test func aBrandChangesTheBrandColouredStoriesAndNotTheBadges() throws {
        let result = diff(DefaultTheme.loaded, try DefaultTheme.bundled("harbour-bank"))
        let changed = Set(result.changed.map(\.storyID))
        for id in ["avatar/initials-default", "emblem/brand", "logo/app-logo-wide", "badge/custom-text-color"] {
            #expect(changed.contains(id), "\(id) draws a brand colour")
        }
        for variant in ["default", "neutral", "info", "success", "warning", "danger"] {
            #expect(!changed.contains("badge/\(variant)"))
        }
        #expect(!changed.contains("emblem/info"))
    }

    @Test func aChangeNoStoryShowsIsListedApart() throws {
        let unused = try folder.loadTheme("""
            {"$extends": "\(DefaultTheme.url.path)", "theme": {"color": {"neutrals": {"neutral-10": {"$type": "color", "$value": "#123456"}}}}}
            """, required: catalog.requiredTokens)
        let result = diff(DefaultTheme.loaded, unused)
        #expect(result.changed.isEmpty)
        #expect(result.unshownTokenChanges.map(\.change.path) == ["theme.color.neutrals.neutral-10", "theme.color.neutrals.neutral-10"])
        #expect(result.unshownTokenChanges.allSatisfy { !$0.isRead })
        #expect(!result.isEmpty, "a token changed")
    }

    @Test func cellsAreComparedAsSent() throws {
        // A blue one step from the theme's, with the theme's 16-colour entry: a change in truecolor, none at 16.
        let nearly = try folder.loadTheme("""
            {"$extends": "\(DefaultTheme.url.path)", "theme": {"color": {"badge": {"info": {"foreground": {"$type": "color",
              "$value": "#0B4FA9", "$extensions": {"mode": {"dark": "#9CC7FF"}, "palette": {"16": 0, "dark": {"16": 0}}}}}}}}}
            """, required: catalog.requiredTokens)
        #expect(!diff(DefaultTheme.loaded, nearly).changed.isEmpty)
        let at16 = diff(DefaultTheme.loaded, nearly, profile: .ansi16)
        #expect(at16.changed.isEmpty)
        #expect(at16.unshownTokenChanges.contains { $0.change.path == "theme.color.badge.info.foreground" && $0.isRead })
    }
}
