import FoundationEssentials
import VitrineCore

/// The forms CI reads a QA command's checks in: JUnit XML (test results), GitHub workflow annotations
/// (`::error file=…,line=…::…`, shown on the pull request's files), SARIF 2.1.0 (code-scanning tools) and
/// GitLab Code Quality (the merge request's widget).
public enum CIOutput {
    /// A JUnit report: a test case a check, failed with its error findings; made at `timestamp` on `hostname`.
    public static func junit(suite: String, checks: [CICheck], timestamp: String, hostname: String) -> String {
        JUnitReport(suite: suite, timestamp: timestamp, hostname: hostname, cases: checks.map { check in
            let errors = check.findings.filter(\.fails)
            let failure = errors.isEmpty ? nil : (errors.map(\.message).joined(separator: "; "),
                                                  errors.map { $0.details.isEmpty ? $0.message : $0.message + "\n" + $0.details }.joined(separator: "\n\n"))
            return JUnitReport.TestCase(classname: check.group, name: check.name, failure: failure)
        }).xml
    }

    /// GitHub workflow commands (`::error file=themes/default.json,line=3,col=5,title=contrast/text::…`), at most
    /// `limit`: GitHub shows 10 a step, and an annotation belongs on a line a reviewer reads. Findings at one
    /// place (a theme file's line: the token that changed) of one rule and level are one annotation naming
    /// the checks; errors come first, then warnings, then notices; past the limit, the last says how many
    /// more there are and where to read them. Notes that fail nothing are left to the other reports.
    public static func github(checks: [CICheck], limit: Int = 10) -> String {
        struct Place: Hashable {
            let level: CIFinding.Level, rule: String, file: String?, line: Int?, column: Int?
        }
        var order: [Place] = []
        var grouped: [Place: [(check: CICheck, finding: CIFinding)]] = [:]
        for check in checks {
            // A note that fails nothing (a pair a colour-blind eye may confuse) is for the summary, not the diff view.
            for finding in check.findings where finding.fails || finding.level != .note {
                let place = Place(level: finding.level, rule: finding.rule, file: finding.file, line: finding.line, column: finding.column)
                if grouped[place] == nil { order.append(place) }
                grouped[place, default: []].append((check, finding))
            }
        }
        order = order.enumerated().sorted { ($0.element.level.rank, $0.offset) < ($1.element.level.rank, $1.offset) }.map(\.element)
        let shown = order.count > limit ? Array(order.prefix(limit - 1)) : order
        var text = shown.map { place in
            let members = grouped[place]!
            let first = members[0]
            var properties: [String] = []
            if let file = place.file { properties.append("file=" + escapedProperty(file)) }
            if let line = place.line { properties.append("line=\(line)") }
            if let column = place.column { properties.append("col=\(column)") }
            let groups = members.map(\.check.group).firstOccurrences()
            let title = members.count == 1 ? "\(place.rule) · \(first.check.group) · \(first.check.name)"
                : "\(place.rule) · \(members.count) checks in \(groups.count) \(groups.count == 1 ? "group" : "groups")"
            properties.append("title=" + escapedProperty(title))
            // Without a topic, what the findings say, each once.
            let said = members.map(\.finding.message).firstOccurrences()
            let topic = first.finding.topic ?? said.prefix(6).joined(separator: "; ") + (said.count > 6 ? "; …" : "")
            let message = members.count == 1 ? first.finding.message
                : topic + ": \(members.count) checks in " + groups.prefix(12).joined(separator: ", ") + (groups.count > 12 ? ", … (\(groups.count) in all)" : "")
            return "::\(command(place.level)) \(properties.joined(separator: ","))::" + escapedData(message) + "\n"
        }.joined()
        if order.count > limit {
            let rest = order.dropFirst(limit - 1).reduce(0) { $0 + grouped[$1]!.count }
            let level = order[limit - 1].level // the rest are sorted: the first is the loudest
            text += "::\(command(level)) title=" + escapedProperty("\(rest) more findings")
                + "::" + escapedData("\(rest) more findings at \(order.count - limit + 1) more places: the job summary and the JUnit report list them all") + "\n"
        }
        return text
    }

    /// The workflow command of a level.
    private static func command(_ level: CIFinding.Level) -> String {
        level == .note ? "notice" : level.rawValue
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

    /// A GitLab Code Quality report (the merge request's code quality widget): an issue a finding, at its
    /// file and line (the top of the file when it has none), with a fingerprint that stays while the
    /// finding does.
    public static func codeQuality(checks: [CICheck]) -> String {
        struct Lines: Encodable { let begin: Int }
        struct Location: Encodable {
            let path: String
            let lines: Lines
        }
        struct Issue: Encodable {
            let description, checkName, fingerprint, severity: String
            let location: Location

            enum CodingKeys: String, CodingKey {
                case description, checkName = "check_name", fingerprint, severity, location
            }
        }
        let issues = checks.flatMap { check in
            check.findings.map { finding in
                let description = TerminalText.sanitized("\(check.group) · \(check.name): \(finding.message)")
                return Issue(description: description, checkName: finding.rule,
                             fingerprint: fingerprint(finding.rule + "\u{0}" + check.group + "\u{0}" + check.name + "\u{0}" + finding.message),
                             severity: finding.level == .error ? "major" : finding.level == .warning ? "minor" : "info",
                             location: Location(path: finding.file ?? ".", lines: Lines(begin: finding.line ?? 1)))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(issues)) ?? Data("[]".utf8), as: UTF8.self) + "\n"
    }

    /// 64-bit FNV-1a of `text`, in hex: the same finding keeps its fingerprint from run to run.
    private static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
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
