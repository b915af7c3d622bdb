import Foundation
import Testing
import VitrineCatalog
import VitrineCore
import VitrineReview
import VitrineTestSupport
import VitrineThemes

/// Baselines: each story's cells at each mode and profile and the tokens it read, kept as text that reads
/// back into the same cells; a check finds exactly the stories a theme or drawing change moved.
@Suite struct BaselineTests {
    let folder = TemporaryFolder()
    let catalog = StoryCatalog.standardWithPictures
    let matrix = BaselineMatrix(themes: ["default"])

    private func records(_ theme: Theme) -> [BaselineRecord] {
        catalog.allStories.map { BaselineRecord(story: $0, theme: theme, named: "default", matrix: matrix) }
    }

    private func compare(_ current: [BaselineRecord], with stored: [BaselineRecord]) -> BaselineComparison {
        let byPath = Dictionary(uniqueKeysWithValues: stored.map { ($0.path, Optional($0)) })
        return BaselineComparison(current: current, stored: byPath, files: stored.map(\.path))
    }

    /// Every story's text reads back as the same record, and each picture section as the same cells.
    @Test func aRecordReadsBackAsItWasWritten() throws {
        for record in records(DefaultTheme.loaded) {
            let read = try #require(BaselineRecord(text: record.text, theme: "default", storyID: record.storyID))
            #expect(read == record, "\(record.storyID)")
            for section in record.sections where !section.heading.hasSuffix("tokens") {
                let canvas = try #require(StyleLayer.canvas(from: section.body), "\(record.storyID) \(section.heading)")
                #expect(StyleLayer.describe(canvas) == section.body, "\(record.storyID) \(section.heading)")
            }
        }
        #expect(BaselineRecord(text: "other/story · theme default\n", theme: "default", storyID: "badge/danger") == nil)
    }

    @Test func aCheckFindsExactlyTheStoriesAThemeChangeMoved() throws {
        let baseline = records(DefaultTheme.loaded)
        #expect(compare(records(DefaultTheme.loaded), with: baseline).isSame)
        let retargeted = try folder.loadTheme("""
            {"$extends": "\(DefaultTheme.url.path)", "theme": {"color": {"badge": {"danger": {"background": {"$type": "color",
              "$value": "{theme.color.background.warning-subtle}"}}}}}}
            """, required: catalog.requiredTokens)
        let now = catalog.allStories.map { BaselineRecord(story: $0, theme: retargeted, named: "default", matrix: matrix) }
        let comparison = compare(now, with: baseline)
        #expect(comparison.changedRecords == ["default/badge/danger.txt", "default/badge/accessibility-label.txt"])
        let tokens = comparison.differences.filter { $0.change == nil }
        #expect(tokens.count == 4 && tokens.allSatisfy { $0.tokens.map(\.path) == ["theme.color.badge.danger.background"] },
                "light and dark, each naming the token")
        #expect(comparison.differences.contains { $0.heading == "dark · 16" && $0.change?.isChanged == true })
    }

    /// A drawing change (here, a cell edited in the baseline, as an older build would have drawn it), a
    /// story the baseline lacks and one it has that is gone are each reported, and nothing else.
    @Test func aDrawingChangeANewStoryAndAGoneOneAreEachReported() throws {
        let current = records(DefaultTheme.loaded)
        var stored = current.filter { $0.storyID != "badge/info" }
        let index = try #require(stored.firstIndex { $0.storyID == "emblem/danger" })
        let edited = stored[index].text.replacing("== light · 256\n", with: "== light · 256\n#")
        stored[index] = try #require(BaselineRecord(text: edited, theme: "default", storyID: "emblem/danger"))
        let gone = try #require(BaselineRecord(text: "badge/retired · theme default\n== light · truecolor\nx\n--\n.\n--\n", theme: "default",
                                               storyID: "badge/retired"))
        let comparison = compare(current, with: stored + [gone])
        #expect(comparison.differences.map { "\($0.storyID) \($0.heading)" } == ["emblem/danger light · 256"])
        #expect(comparison.added == ["default/badge/info.txt"] && comparison.removed == ["default/badge/retired.txt"])
        #expect(comparison.changedRecords == ["default/emblem/danger.txt", "default/badge/info.txt"])
    }

    /// A baseline recorded by a build that drew a half block the other way round (`▀` red on blue where
    /// this one draws `▄` blue on red) looks the same and is not reported; the same cells with only the
    /// colours swapped look different and are.
    @Test func halfBlocksDrawnTheOtherWayRoundAreNoChange() throws {
        let current = records(DefaultTheme.loaded).filter { $0.storyID == "avatar/initials-large" }
        let record = try #require(current.first)
        func rewritten(swappingGlyphs: Bool) throws -> BaselineRecord {
            var text = record.text
            for section in record.sections where !section.heading.hasSuffix("tokens") {
                var canvas = try #require(StyleLayer.canvas(from: section.body))
                for y in 0 ..< canvas.size.height {
                    for x in 0 ..< canvas.size.width where canvas[x, y].text == "▄" {
                        let style = canvas[x, y].style
                        canvas.write(Cell(swappingGlyphs ? "▀" : "▄", style: Style(foreground: style.background, background: style.foreground)),
                                     at: Point(x: x, y: y))
                    }
                }
                text = text.replacing(section.body, with: StyleLayer.describe(canvas))
            }
            return try #require(BaselineRecord(text: text, theme: "default", storyID: record.storyID))
        }
        let older = try rewritten(swappingGlyphs: true)
        #expect(older.text != record.text, "the older build's record is other text")
        #expect(compare(current, with: [older]).isSame, "and the same picture")
        let recoloured = compare(current, with: [try rewritten(swappingGlyphs: false)])
        #expect(recoloured.changedRecords == ["default/avatar/initials-large.txt"] && recoloured.differences.allSatisfy { $0.change?.isChanged != false },
                "swapped colours alone are a change")
    }

    @Test func aMatrixSaysWhatIsWrongWithIt() {
        #expect(BaselineMatrix(themes: ["default"]).problem == nil)
        #expect(BaselineMatrix(themes: ["../etc"]).problem?.contains("not a theme's name") == true)
        #expect(BaselineMatrix(themes: ["default"], modes: ["dim"]).problem?.contains("modes") == true)
        #expect(BaselineMatrix(themes: ["default"], profiles: ["64k"]).problem?.contains("profiles") == true)
        #expect(BaselineMatrix(themes: ["default"], width: 4).problem?.contains("width") == true)
    }

    /// The themes a check draws: a baseline that follows the folder draws the folder's (new ones named), a
    /// listed one its list; either way a theme the folder lost is gone. A manifest written before the field
    /// existed follows the folder, as `record` without `--theme` wrote it.
    @Test func aMatrixFollowsTheThemesFolderUnlessItListedItsThemes() throws {
        let following = BaselineMatrix(themes: ["default", "old"])
        let now = following.themes(now: ["brand", "default"])
        #expect(now.drawn == ["default", "brand"] && now.new == ["brand"] && now.gone == ["old"])
        let listed = BaselineMatrix(themes: ["default", "old"], followsFolder: false).themes(now: ["brand", "default"])
        #expect(listed.drawn == ["default"] && listed.new.isEmpty && listed.gone == ["old"])
        #expect(following.themes(now: nil).drawn == ["default", "old"], "no themes folder: the recorded list")
        let old = try JSONDecoder().decode(BaselineMatrix.self, from: Data(#"{"themes": ["default"], "modes": ["light"], "profiles": ["256"], "width": 40}"#.utf8))
        #expect(old.themes(now: ["default", "brand"]).new == ["brand"])
    }

    /// A manifest a pull request planted: a theme twice (a crash once), modes or profiles repeated thousands
    /// of times (a check that ran for minutes), too many themes, a name with escape sequences (reached the
    /// terminal raw). Each is refused by name, before any work, and what is quoted is safe to print.
    @Test func aHostileMatrixIsRefusedBeforeAnyWork() throws {
        #expect(BaselineMatrix(themes: ["default", "default"]).problem == "theme \"default\" is listed twice")
        let modes = try #require(BaselineMatrix(themes: ["default"], modes: Array(repeating: "light", count: 50_000)).problem)
        #expect(modes.contains("each at most once") && modes.contains("(50000 in all)") && modes.count < 200, "\(modes)")
        #expect(BaselineMatrix(themes: ["default"], profiles: ["256", "16", "256"]).problem?.contains("each at most once") == true)
        #expect(BaselineMatrix(themes: (0 ..< 300).map { "t\($0)" }).problem == "300 themes; a baseline names at most 256")
        let escaped = try #require(BaselineMatrix(themes: ["x\u{1B}]0;owned\u{7}\u{1B}[2J"]).problem)
        #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(escaped)")
        let mode = try #require(BaselineMatrix(themes: ["default"], modes: ["\u{1B}[31mred"]).problem)
        #expect(!mode.unicodeScalars.contains { $0.value < 0x20 }, "\(mode)")
    }
}
