import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTestSupport
import VitrineThemes

/// A theme file shaped like a design tool's export (`Tests/Fixtures/design-tool-export`) extends the
/// default theme, validates against the catalogue, renders every story in both appearances, and what a
/// terminal can show of its typography and motion is drawn.
@Suite struct DesignToolExportTests {
    let theme = try! StoryCatalog.standardWithPictures.loadTheme(from: Fixtures.designToolExport)

    @Test func itValidatesWithOnlyTheForeignTypeWarningAndHoldsEveryType() {
        #expect(theme.warnings.map(\.tokenPath) == ["figma.show-grid"])
        let kinds = Set(theme.light.sortedTokens.map(\.value.kind))
        #expect(kinds == Set(TokenValue.Kind.allCases), "missing: \(Set(TokenValue.Kind.allCases).subtracting(kinds))")
        #expect(theme.files.contains { $0.hasSuffix("design-tool-export/brand.dark.json") }, "both mode files are watched")
        #expect(theme.light.token("theme.color.legacy-brand")?.deprecated == "use theme.color.foreground.brand")
    }

    @Test func everyStoryRendersInBothAppearances() {
        for story in StoryCatalog.standardWithPictures.components.flatMap(\.stories) {
            for appearance in Appearance.allCases {
                let context = RenderContext(theme: theme.resolved(for: appearance))
                let canvas = story.standaloneCanvas(width: 60, context: context)
                let page = Cell(" ", style: Style(background: context.pageBackground))
                #expect(canvas.allCells.contains { $0 != page }, "\(story.id) \(appearance) draws nothing on its page")
            }
        }
    }

    @Test func theBadgeLabelTypographyIsSemiBoldSoTheLabelIsBold() throws {
        let story = try #require(StoryCatalog.standardWithPictures.story(withID: "badge/danger"))
        let recording = story.recordedRender(context: RenderContext(theme: theme.light)), (canvas, reads) = (recording.canvas, recording.reads)
        let label = try #require(canvas.allCells.first { $0.text == "E" })
        #expect(label.style.attributes == [.bold])
        #expect(reads.map(\.path).contains("theme.typography.badge.label"), "the inspector lists it")
        let plain = story.standaloneCanvas(width: 80, context: RenderContext(theme: DefaultTheme.loaded.light))
        #expect(plain.allCells.first { $0.text == "E" }?.style.attributes == [], "without the token the label stays regular")
    }

    @Test func theInitialsTypographyIsRegularItalicSoInitialsAreItalicNotBold() throws {
        let story = try #require(StoryCatalog.standardWithPictures.story(withID: "avatar/initials-large"))
        let canvas = story.standaloneCanvas(width: 60, context: RenderContext(theme: theme.light))
        let initials = canvas.allCells.filter { $0.text.first?.isUppercase == true }
        #expect(!initials.isEmpty && initials.allSatisfy { $0.style.attributes == [.italic] })
    }

    @Test func theShimmerTakesItsSweepFromTheAliasedDuration() throws {
        let story = try #require(StoryCatalog.standardWithPictures.story(withID: "async-emblem/loading"))
        let reads = story.tokensRead(context: RenderContext(theme: theme.light)).map(\.path)
        #expect(reads.contains("theme.motion.shimmer.duration") && reads.contains("theme.motion.shimmer.easing"))
        #expect(theme.light.token("theme.motion.shimmer.duration")?.value == .duration(1200))
    }
}
