import Foundation
import Testing
import VitrineTestSupport

/// `vitrine diff OLD NEW`: the stories a theme change touches, side by side, and the exit code CI reads.
@Suite struct DiffCommandTests {
    let binary = GalleryEndToEndTests.binary
    let folder = TemporaryFolder()

    private func retargeted() -> URL {
        folder.copyBundledTheme("default")
        return folder.write("warm.json", ##"""
        {"$extends": "default", "theme": {"color": {"badge": {"danger": {"background": {"$type": "color",
          "$value": "{theme.color.background.warning-subtle}"}}}}}}
        """##)
    }

    @Test func aChangedAliasListsItsStoriesSideBySideAndExitsOneForCI() {
        let theme = retargeted()
        let result = Spawn.run([binary, "diff", "default", theme.path, "--themes", folder.url.path, "--mode", "light", "--exit-code"])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.filter { $0.contains("cells changed") }.map { $0.split(separator: " ").first! } == ["badge/danger", "badge/accessibility-label"])
        #expect(lines.contains { $0.contains("theme.color.badge.danger.background") && $0.contains("#fde3e3") && $0.contains("#fff1d6")
            && $0.contains("via theme.color.background.warning-subtle") })
        #expect(lines.contains { $0.hasPrefix("before") && $0.contains("after") })
        #expect(lines.contains { $0.contains("^^^") }, "changed cells are marked")
        #expect(lines.last { !$0.isEmpty } == "2 of \(Spawn.run([binary, "stories"]).output.split(separator: "\n").count) stories changed from default to warm (light, truecolor)")
        let ansi = Spawn.run([binary, "diff", "default", theme.path, "--themes", folder.url.path, "--mode", "light", "--story", "badge/danger",
                              "--format", "ansi"])
        #expect(ansi.status == 0, "without --exit-code a difference is no failure")
        #expect(ansi.output.contains("48;2;253;227;227m") && ansi.output.contains("48;2;255;241;214m"), "before and after in their colours")
        #expect(ansi.output.contains("1 of 1 stories changed"), "--story narrows the stories")
    }

    @Test func identicalThemesReportNothingAndExitZero() {
        let result = Spawn.run([binary, "diff", "default", "default", "--exit-code"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("0 of "))
    }

    @Test func jsonGivesEveryStoryAndMode() throws {
        let theme = retargeted()
        let result = Spawn.run([binary, "diff", "default", theme.path, "--themes", folder.url.path, "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let stories = try #require(report["stories"] as? [[String: Any]])
        #expect(stories.count == 2 * (report["comparedStories"] as? Int ?? 0))
        #expect(stories.filter { $0["changed"] as? Bool == true }.count == 4)
        #expect(report["changedStories"] as? Int == 2)
    }
}
