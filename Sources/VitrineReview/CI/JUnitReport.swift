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

    public init(suite: String, cases: [TestCase]) {
        self.suite = suite
        self.cases = cases
    }

    /// The XML document.
    public var xml: String {
        let failures = cases.filter { $0.failure != nil }.count
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"\(Self.escaped(suite))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        text += "  <testsuite name=\"\(Self.escaped(suite))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for testCase in cases {
            let attributes = "classname=\"\(Self.escaped(testCase.classname))\" name=\"\(Self.escaped(testCase.name))\""
            if let failure = testCase.failure {
                text += "    <testcase \(attributes)>\n      <failure message=\"\(Self.escaped(failure.message))\" type=\"changed\">"
                    + Self.escaped(failure.details) + "</failure>\n    </testcase>\n"
            } else {
                text += "    <testcase \(attributes)/>\n"
            }
        }
        return text + "  </testsuite>\n</testsuites>\n"
    }

    /// `text` for XML, line by line: no escape sequence or control character (``TerminalText``), markup as
    /// entities (``SVGWriter/escaped(_:)``, the same XML escaping the pictures use).
    static func escaped(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { SVGWriter.escaped(TerminalText.sanitized(String($0))) }
            .joined(separator: "\n")
    }
}
