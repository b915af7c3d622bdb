import VitrineCore

/// A JUnit XML report (the format CI servers show as tests: Jenkins, GitLab, GitHub actions with a reporter):
/// one test suite of test cases, each passed or failed with a message and details.
public struct JUnitReport: Sendable {
    /// One test case: `classname` groups cases (a story), `name` says which (`light · 256`).
    public struct TestCase: Sendable {
        public let classname: String
        public let name: String
        /// Why it failed (the `message` attribute) and what to show (the element's text); nil when it passed.
        public let failure: (message: String, details: String)?

        public init(classname: String, name: String, failure: (message: String, details: String)? = nil) {
            self.classname = classname
            self.name = name
            self.failure = failure
        }
    }

    public let suite: String
    public let cases: [TestCase]
    /// When the report was made, `YYYY-MM-DDTHH:MM:SS` in UTC (the Ant schema allows no zone).
    public let timestamp: String
    public let hostname: String

    /// A report of `cases` made at `timestamp` (``timestamp(_:)``) on `hostname`.
    public init(suite: String, timestamp: String = "1970-01-01T00:00:00", hostname: String = "localhost", cases: [TestCase]) {
        self.suite = suite
        self.cases = cases
        self.timestamp = timestamp
        self.hostname = hostname
    }

    /// The XML document, valid against both JUnit schemas CI servers read: Apache Ant's `JUnit.xsd` (every
    /// `testsuite` attribute it requires, `properties`, `system-out` and `system-err`, a `time` a case, a
    /// `testsuites` root without attributes, each suite with a `package` and an `id`) and Jenkins' xUnit
    /// `junit-10.xsd`.
    public var xml: String {
        let failures = cases.filter { $0.failure != nil }.count
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        text += "  <testsuite name=\"\(Self.escaped(suite))\" package=\"vitrine\" id=\"0\" timestamp=\"\(Self.escaped(timestamp))\" "
            + "hostname=\"\(Self.escaped(hostname))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
        text += "    <properties/>\n"
        for testCase in cases {
            let attributes = "name=\"\(Self.escaped(testCase.name))\" classname=\"\(Self.escaped(testCase.classname))\" time=\"0\""
            if let failure = testCase.failure {
                text += "    <testcase \(attributes)>\n      <failure message=\"\(Self.escaped(failure.message))\" type=\"changed\">"
                    + Self.escaped(failure.details) + "</failure>\n    </testcase>\n"
            } else {
                text += "    <testcase \(attributes)/>\n"
            }
        }
        return text + "    <system-out/>\n    <system-err/>\n  </testsuite>\n</testsuites>\n"
    }

    /// `seconds` since 1970 as a report's timestamp, `YYYY-MM-DDTHH:MM:SS` in UTC.
    public static func timestamp(_ seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86400 : (seconds - 86399) / 86400
        let rest = seconds - days * 86400
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
        let z = days + 719_468, era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))"
    }

    /// `text` for XML, line by line: no escape sequence or control character (``TerminalText``), markup as
    /// entities (``SVGWriter/escaped(_:)``, the same XML escaping the pictures use).
    static func escaped(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { SVGWriter.escaped(TerminalText.sanitized(String($0))) }
            .joined(separator: "\n")
    }
}
