import Foundation
import Testing
import VitrineTestSupport

/// The workflow files of docs/ci, run step by step as a CI runner would, in a git repository holding the
/// bundled themes and a recorded baseline: without a change every step passes and nothing is annotated;
/// with one token changed the baseline step fails with a handful of annotations on the theme file's changed
/// line, a job summary, SARIF with regions, JUnit valid against both schemas and GitLab Code Quality issues
/// at that line.
@Suite(.serialized) struct CIRecipeTests {
    let binary = GalleryEndToEndTests.binary
    let repository = TemporaryFolder()
    /// The runner's own files (the job summary, standard error), outside the checkout.
    let runner = TemporaryFolder()
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/ci")

    /// One `run:` step of a GitHub workflow: its name, its `if:` and its script.
    struct Step {
        var name = ""
        var condition = ""
        var script = ""
    }

    /// The steps of `github.yml` that run a script, in order (a small reader for the file's own shape: steps
    /// as `- ` items, `run:` on one line or as a `|` block).
    static func githubSteps() throws -> [Step] {
        let lines = try String(contentsOf: docs.appendingPathComponent("github.yml"), encoding: .utf8).components(separatedBy: "\n")
        var steps: [Step] = [], current: Step?, block: Int?
        for line in lines {
            let indent = line.prefix { $0 == " " }.count
            let text = line.trimmingCharacters(in: .whitespaces)
            if let depth = block {
                if indent > depth || text.isEmpty { current?.script += String(line.dropFirst(min(indent, depth + 2))) + "\n"; continue }
                block = nil
            }
            let item = text.hasPrefix("- ") ? String(text.dropFirst(2)) : text
            if text.hasPrefix("- ") { if let step = current { steps.append(step) }; current = Step() }
            if item.hasPrefix("name: ") { current?.name = String(item.dropFirst(6)) }
            if item.hasPrefix("if: ") { current?.condition = String(item.dropFirst(4)) }
            if item == "run: |" { block = indent + (text.hasPrefix("- ") ? 2 : 0) } else if item.hasPrefix("run: ") { current?.script = String(item.dropFirst(5)) }
        }
        if let step = current { steps.append(step) }
        return steps.filter { !$0.script.isEmpty }
    }

    /// The `script:` lines of `gitlab-ci.yml`, in order.
    static func gitlabScript() throws -> [String] {
        let lines = try String(contentsOf: docs.appendingPathComponent("gitlab-ci.yml"), encoding: .utf8).components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "script:" }) else { return [] }
        return lines[(start + 1)...].prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") }
            .map { String($0.trimmingCharacters(in: .whitespaces).dropFirst(2)) }
    }

    /// Runs `script` as a runner does (bash, -e and pipefail) in the repository with Vitrine on the PATH; its
    /// standard output (where annotations go) and status.
    private func run(_ script: String, summary: URL) -> Spawn.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = URL(fileURLWithPath: binary).deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["VITRINE_INSTALLED"] = "1"
        environment["GITHUB_STEP_SUMMARY"] = summary.path
        environment["SOURCE_DATE_EPOCH"] = "1796601600"
        for name in ["VITRINE_THEMES", "XDG_DATA_HOME", "NO_COLOR", "GITHUB_SERVER_URL"] { environment.removeValue(forKey: name) }
        let errors = runner.url.appendingPathComponent("stderr.log").path
        return Spawn.run(["/bin/bash", "--noprofile", "--norc", "-c", "exec 2>>\"$0\"; set -eo pipefail; cd \"$1\"; " + script, errors, repository.url.path],
                         environment: environment)
    }

    /// A repository with the bundled themes and their baseline committed, as `main` holds them.
    private func makeRepository() throws {
        let themes = repository.url.appendingPathComponent("themes")
        try FileManager.default.copyItem(at: DefaultTheme.url.deletingLastPathComponent(), to: themes)
        let summary = runner.url.appendingPathComponent("unused.md")
        #expect(run("git init -q . && vitrine baseline record qa/baseline >/dev/null && git add themes qa && "
            + "git -c user.name=ci -c user.email=ci@example.invalid commit -qm main", summary: summary).status == 0)
    }

    private func schemaProblems(_ report: URL) -> String {
        ["ant", "jenkins"].map { schema in
            let result = Spawn.run(["xmllint", "--noout", "--schema", Fixtures.junitSchema(schema).path, report.path])
            return result.status == 0 ? "" : "\(schema): \(result.output)"
        }.joined()
    }

    @Test func theGitHubWorkflowPassesQuietlyAndThenLandsOnTheChangedLine() throws {
        try makeRepository()
        let steps = try Self.githubSteps()
        #expect(steps.map(\.name) == ["Install Vitrine", "Theme files", "Baseline", "Contrast"], "\(steps.map(\.name))")
        func runAll(_ summary: URL) -> [(name: String, result: Spawn.Result)] {
            steps.filter { !$0.condition.contains("!env.VITRINE_INSTALLED") }.map { ($0.name, run($0.script, summary: summary)) }
        }
        // Unchanged: every step passes and nothing is annotated.
        let quiet = runner.url.appendingPathComponent("quiet.md")
        for (name, result) in runAll(quiet) {
            #expect(result.status == 0, "\(name): \(result.output)")
            #expect(!result.output.contains("::"), "\(name) annotates nothing: \(result.output)")
        }
        let quietSummary = try String(contentsOf: quiet, encoding: .utf8)
        #expect(quietSummary.contains("## Vitrine baseline: no change") && quietSummary.contains("## Vitrine contrast: every theme passes"), "\(quietSummary)")
        let reports = repository.url.appendingPathComponent("qa/reports")
        #expect(schemaProblems(reports.appendingPathComponent("baseline.xml")).isEmpty && schemaProblems(reports.appendingPathComponent("contrast.xml")).isEmpty)
        // One token changed on the branch, in a fresh checkout (no reports, no review page from before).
        #expect(run("git clean -fdxq", summary: quiet).status == 0)
        let theme = repository.url.appendingPathComponent("themes/default.json")
        let text = try String(contentsOf: theme, encoding: .utf8)
        try text.replacingOccurrences(of: "\"$value\": \"#FDE3E3\"", with: "\"$value\": \"#FDD3D3\"").write(to: theme, atomically: true, encoding: .utf8)
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("\"$value\": \"#FDE3E3\"") }! + 1
        let changed = runner.url.appendingPathComponent("changed.md")
        let results = Dictionary(uniqueKeysWithValues: runAll(changed).map { ($0.name, $0.result) })
        #expect(results["Theme files"]?.status == 0 && results["Contrast"]?.status == 0)
        let baseline = try #require(results["Baseline"])
        #expect(baseline.status == 1, "the change fails the job until approved")
        let annotations = baseline.output.components(separatedBy: "\n").filter { $0.hasPrefix("::") }
        #expect((1 ... 5).contains(annotations.count), "a handful, not one a story: \(annotations)")
        #expect(annotations.allSatisfy { $0.hasPrefix("::notice file=themes/default.json,line=\(line),") }, "on the changed line: \(annotations)")
        let summary = try String(contentsOf: changed, encoding: .utf8)
        #expect(summary.contains("## Vitrine baseline: 8 of 306 stories × themes differ") && summary.contains("#fde3e3 (16: 1) → #fdd3d3 (16: 1)")
                && summary.contains("qa/review/index.html") && summary.contains("| default | truecolor | 162 | 0 | 0 |"), "\(summary)")
        #expect(FileManager.default.fileExists(atPath: repository.url.appendingPathComponent("qa/review/index.html").path))
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("baseline.sarif"))) as? [String: Any])
        let results2 = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let regions = results2.compactMap { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any] }
        #expect(!results2.isEmpty && regions.count == results2.count && regions.allSatisfy { $0["startLine"] as? Int == line }, "\(results2.count) results")
        let junit = reports.appendingPathComponent("baseline.xml")
        #expect(schemaProblems(junit).isEmpty, "\(schemaProblems(junit))")
        #expect(Spawn.run(["xmllint", "--xpath", "count(//testcase[failure])", junit.path]).output.trimmingCharacters(in: .whitespacesAndNewlines) == "16",
                "8 stories, each its light truecolor cells and its light tokens")
    }

    @Test func theGitLabJobPassesQuietlyAndThenReportsTheChangedLine() throws {
        try makeRepository()
        let script = try Self.gitlabScript()
        #expect(script.count >= 5, "\(script)")
        func job() -> Int32 {
            let summary = runner.url.appendingPathComponent("gitlab.md")
            for line in script {
                let result = run(line, summary: summary)
                if result.status != 0 { return result.status }
            }
            return 0
        }
        #expect(job() == 0, "unchanged, the job passes")
        let quality = repository.url.appendingPathComponent("qa/reports/baseline-quality.json")
        #expect(try String(contentsOf: quality, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines) == "[\n\n]"
                || (try JSONSerialization.jsonObject(with: Data(contentsOf: quality)) as? [Any])?.isEmpty == true)
        let theme = repository.url.appendingPathComponent("themes/default.json")
        let text = try String(contentsOf: theme, encoding: .utf8)
        #expect(run("git clean -fdxq", summary: quality).status == 0, "a fresh checkout")
        try text.replacingOccurrences(of: "\"$value\": \"#FDE3E3\"", with: "\"$value\": \"#FDD3D3\"").write(to: theme, atomically: true, encoding: .utf8)
        #expect(job() != 0, "the change fails the job")
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: quality)) as? [[String: Any]])
        let places = Set(issues.compactMap { issue -> String? in
            guard let location = issue["location"] as? [String: Any], let lines = location["lines"] as? [String: Any] else { return nil }
            return "\(location["path"] ?? ""):\(lines["begin"] ?? "")"
        })
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("\"$value\": \"#FDE3E3\"") }! + 1
        #expect(!issues.isEmpty && places == ["themes/default.json:\(line)"], "\(places)")
        #expect(schemaProblems(repository.url.appendingPathComponent("qa/reports/baseline.xml")).isEmpty)
    }
}
