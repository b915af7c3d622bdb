import Testing
import VitrineReview

/// GitHub annotations: one a place, loudest first, at most ten, the tenth counting the rest.
@Suite struct CIOutputAnnotationTests {
    @Test func atMostTenAnnotationsLoudestFirstTheLastCountingTheRest() {
        let notices = (1 ... 12).map { (line: Int) in
            CICheck(group: "badge/s\(line)", name: "light", findings: [CIFinding(rule: "baseline/changed", level: .note, fails: true,
                                                                                message: "changed", file: "themes/default.json", line: line)])
        }
        let error = CICheck(group: "badge/danger", name: "light", findings: [CIFinding(rule: "contrast/text", message: "1.00:1", file: "themes/default.json", line: 99)])
        let together = CICheck(group: "badge/other", name: "dark", findings: [CIFinding(rule: "baseline/changed", level: .note, fails: true,
                                                                                       message: "changed too", file: "themes/default.json", line: 1)])
        let quiet = CICheck(group: "badge/info = badge/success", name: "dark", findings: [CIFinding(rule: "contrast/vision", level: .note, message: "alike")])
        let lines = CIOutput.github(checks: notices + [error, together, quiet]).split(separator: "\n").map(String.init)
        #expect(lines.count == 10)
        #expect(lines[0].hasPrefix("::error file=themes/default.json,line=99,"), "errors first: \(lines[0])")
        #expect(lines[1].contains("line=1,") && lines[1].contains("2 checks in 2 groups") && lines[1].contains("badge/s1, badge/other"),
                "one annotation a place, naming its checks: \(lines[1])")
        #expect(lines[9] == "::notice title=4 more findings::4 more findings at 4 more places: the job summary and the JUnit report list them all",
                "\(lines[9])")
        #expect(!lines.contains { $0.contains("contrast/vision") }, "a note that fails nothing is not annotated")
    }
}
