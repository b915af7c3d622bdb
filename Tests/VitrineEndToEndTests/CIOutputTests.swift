import Foundation
import Testing
import VitrineTestSupport

/// The QA commands' reports for CI: JUnit XML that xmllint reads, GitHub workflow annotations at the
/// theme file's line and column, SARIF 2.1.0 with a result a finding.
@Suite struct CIOutputTests {
    let binary = GalleryEndToEndTests.binary
    let folder = TemporaryFolder()

    /// What `vitrine ARGUMENTS` prints on standard output alone (what a CI step redirects to a file).
    private func output(_ arguments: [String]) -> String {
        Spawn.run(["/bin/sh", "-c", "\"$0\" \"$@\" 2>/dev/null", binary] + arguments).output
    }

    /// Why `report` does not validate against the Ant or the Jenkins JUnit schema; "" when it validates against both.
    private func schemaProblems(_ report: URL) -> String {
        ["ant", "jenkins"].map { schema in
            let result = Spawn.run(["xmllint", "--noout", "--schema", Fixtures.junitSchema(schema).path, report.path])
            return result.status == 0 ? "" : "\(schema): \(result.output)"
        }.joined()
    }

    private func xpath(_ expression: String, _ file: URL) -> String {
        Spawn.run(["xmllint", "--xpath", expression, file.path]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func validateAnnotatesTheFileLineAndColumnOfAnError() throws {
        let broken = folder.write("broken.json", "{\n  \"theme\": [1,,2]\n}")
        let github = Spawn.run([binary, "themes", "validate", broken.path, "--format", "github"])
        #expect(github.status == 1 && github.output.hasPrefix("::error file=\(broken.path),line=2,col="), "\(github.output)")
        let sarif = output(["themes", "validate", broken.path, "default", "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.count == 1 && results[0]["ruleId"] as? String == "theme/invalid")
        let region = (((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == 2, "\(sarif)")
        let report = folder.write("validate.xml", output(["themes", "validate", broken.path, "default", "--format", "junit"]))
        #expect(schemaProblems(report).isEmpty, "\(schemaProblems(report))")
        #expect(xpath("count(//testcase)", report) == "2" && xpath("count(//testcase[failure])", report) == "1")
    }

    /// A bad value, not only bad JSON, is annotated at its line and column (its `$value`), in the file that
    /// holds it; the warnings of a theme that fails are printed and annotated with its errors, at their lines.
    @Test func valueErrorsAndWarningsCarryTheirLineAndColumn() throws {
        let themes = TemporaryFolder()
        themes.copyBundledTheme("default")
        let theme = themes.write("brand.json", """
            {"$extends": "default",
             "x": {"$type": "fancy", "$value": "Inter"},
             "theme": {"color": {"badge": {"danger": {
               "background": {"$type": "color", "$value": "#GGGGGG"}}}}}}
            """)
        let github = Spawn.run([binary, "themes", "validate", theme.path, "--themes", themes.url.path, "--format", "github"])
        let lines = github.output.split(separator: "\n").map(String.init)
        #expect(github.status == 1 && lines.contains { $0.hasPrefix("::error file=\(theme.path),line=4,col=47,") && $0.contains("#GGGGGG is not a valid color") },
                "\(github.output)")
        #expect(lines.contains { $0.hasPrefix("::warning file=\(theme.path),line=2,col=36,") && $0.contains("$type fancy") }, "\(github.output)")
        let text = Spawn.run([binary, "themes", "validate", theme.path, "--themes", themes.url.path])
        #expect(text.output.contains("error: \(theme.path):4:47: theme.color.badge.danger.background: light value #GGGGGG")
                && text.output.contains("warning: \(theme.path):2:36: x: $type fancy"), "\(text.output)")
    }

    @Test func contrastAndDiffReportACaseAStoryModeAndProfile() throws {
        let passing = folder.write("contrast.xml", output(["contrast", "--format", "junit"]))
        #expect(schemaProblems(passing).isEmpty, "valid against both JUnit schemas (Ant's strict one failed): \(schemaProblems(passing))")
        #expect(Int(xpath("count(//testcase)", passing)) ?? 0 > 100 && xpath("count(//testcase[failure])", passing) == "0")
        let pale = Fixtures.qaCase("invisible-info-badge-text.json")
        let failing = Spawn.run([binary, "contrast", "--theme", pale.path, "--format", "github"])
        #expect(failing.status == 1 && failing.output.contains("::error file=") && failing.output.contains("title=contrast/text"), "\(failing.output)")
        let warm = folder.copyBundledTheme("default").deletingLastPathComponent().appendingPathComponent("warm.json")
        try Data(##"{"$extends": "default", "theme": {"color": {"badge": {"danger": {"background": {"$type": "color", "$value": "#FFD0D0"}}}}}}"##.utf8)
            .write(to: warm)
        let diff = folder.write("diff.xml", output(["diff", "default", "warm", "--themes", folder.url.path, "--format", "junit"]))
        #expect(xpath("count(//testcase[failure])", diff) == "4", "badge/danger and its accessibility-label story, light and dark")
        #expect(schemaProblems(diff).isEmpty, "\(schemaProblems(diff))")
    }
}
