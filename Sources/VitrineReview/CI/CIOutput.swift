import FoundationEssentials
import VitrineCore

/// The forms CI reads a QA command's checks in: JUnit XML (test results), GitHub workflow annotations
/// (`::error file=…,line=…::…`, shown on the pull request's files) and SARIF 2.1.0 (code-scanning tools).
public enum CIOutput {
    /// A JUnit report: a test case a check, failed with its error findings; made at `timestamp` on `hostname`.
    public static func junit(suite: String, checks: [CICheck], timestamp: String, hostname: String) -> String {
        JUnitReport(suite: suite, timestamp: timestamp, hostname: hostname, cases: checks.map { check in
            let errors = check.findings.filter { $0.level == .error }
            let failure = errors.isEmpty ? nil : (errors.map(\.message).joined(separator: "; "),
                                                  errors.map { $0.details.isEmpty ? $0.message : $0.message + "\n" + $0.details }.joined(separator: "\n\n"))
            return JUnitReport.TestCase(classname: check.group, name: check.name, failure: failure)
        }).xml
    }

    /// One workflow command a finding (`::error file=themes/default.json,line=3,col=5,title=contrast/text::…`).
    public static func github(checks: [CICheck]) -> String {
        checks.flatMap { check in
            check.findings.map { finding in
                var properties: [String] = []
                if let file = finding.file { properties.append("file=" + escapedProperty(file)) }
                if let line = finding.line { properties.append("line=\(line)") }
                if let column = finding.column { properties.append("col=\(column)") }
                properties.append("title=" + escapedProperty("\(finding.rule) · \(check.group) · \(check.name)"))
                return "::\(finding.level.rawValue == "note" ? "notice" : finding.level.rawValue) \(properties.joined(separator: ","))::"
                    + escapedData(finding.message) + "\n"
            }
        }.joined()
    }

    /// A SARIF 2.1.0 log with a result a finding, each at its file (and line and column when known).
    public static func sarif(checks: [CICheck], rules: [(id: String, description: String)]) -> String {
        struct Text: Encodable { let text: String }
        struct Rule: Encodable {
            let id: String
            let shortDescription: Text
        }
        struct Driver: Encodable {
            let name = "vitrine"
            let version = VitrineVersion.current
            let rules: [Rule]
        }
        struct Tool: Encodable { let driver: Driver }
        struct ArtifactLocation: Encodable { let uri: String }
        struct Region: Encodable {
            let startLine: Int
            let startColumn: Int?
        }
        struct PhysicalLocation: Encodable {
            let artifactLocation: ArtifactLocation
            let region: Region?
        }
        struct Location: Encodable { let physicalLocation: PhysicalLocation }
        struct Result: Encodable {
            let ruleId: String
            let level: String
            let message: Text
            let locations: [Location]
        }
        struct Run: Encodable {
            let tool: Tool
            let results: [Result]
        }
        struct Log: Encodable {
            let version = "2.1.0"
            let schema = "https://json.schemastore.org/sarif-2.1.0.json"
            let runs: [Run]

            enum CodingKeys: String, CodingKey {
                case version, schema = "$schema", runs
            }
        }
        let results = checks.flatMap { check in
            check.findings.map { finding in
                Result(ruleId: finding.rule, level: finding.level.rawValue, message: Text(text: "\(check.group) · \(check.name): \(finding.message)"),
                       locations: finding.file.map { file in
                           [Location(physicalLocation: PhysicalLocation(artifactLocation: ArtifactLocation(uri: file),
                                                                        region: finding.line.map { Region(startLine: $0, startColumn: finding.column) }))]
                       } ?? [])
            }
        }
        let log = Log(runs: [Run(tool: Tool(driver: Driver(rules: rules.map { Rule(id: $0.id, shortDescription: Text(text: $0.description)) })),
                                 results: results)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(log)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// A workflow command's message: `%`, CR and LF escaped, and nothing a terminal would act on.
    private static func escapedData(_ text: String) -> String {
        TerminalText.sanitized(text).replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    /// A workflow command's property value: as a message, and `:` and `,` escaped too.
    private static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
