import Testing
@testable import VitrineThemes

/// `JSONReader`: RFC 8259 into typed values, errors with a line and column, nesting bounded.
@Suite struct JSONReaderTests {
    private func read(_ text: String) throws(JSONReader.Failure) -> JSONValue { try JSONReader.read(Array(text.utf8)) }

    private func failure(_ text: String) -> JSONReader.Failure? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try read(#" {"s": "a\"b\\c\/\n\u00e9\ud83e\udd8a", "n": [0, -1.5, 2e3, 1E-2], "t": true, "f": false, "z": null, "o": {}} "#)
        #expect(value["s"] == .string("a\"b\\c/\né🦊"))
        #expect(value["n"] == .array([.number(0), .number(-1.5), .number(2000), .number(0.01)]))
        #expect(value["t"] == .bool(true) && value["f"] == .bool(false) && value["z"] == .null && value["o"] == .object([:]))
        #expect(try read("\u{FEFF}[]") == .array([]), "a byte order mark is skipped")
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a member name in quotes, found \"}\""),
        ("[1 2]", 1, 4, "expected \",\" or \"]\" in an array, found \"2\""),
        ("{\n  \"a\": tru\n}", 2, 8, "unexpected \"t\""),
        ("{\"a\": \"x\ny\"}", 1, 9, "a control character inside a string (write it as an escape)"),
        ("\"\\q\"", 1, 3, "invalid escape \\\"q\""),
        ("\"\\ud800\"", 1, 8, "a lone surrogate in \\u escapes"),
        ("01", 1, 2, "unexpected \"1\" after the value"),
        ("-", 1, 2, "unexpected end of file"),
        ("1.", 1, 3, "unexpected end of file"),
        ("{\"a\": [1, 2", 1, 12, "unexpected end of file"),
        ("{} x", 1, 4, "unexpected \"x\" after the value"),
    ])
    func aMalformedFileSaysWhereAndWhy(text: String, line: Int, column: Int, message: String) {
        #expect(failure(text) == JSONReader.Failure(line: line, column: column, message: message))
    }

    @Test func nestingIsBounded() throws {
        let deep = String(repeating: "[", count: 100_000)
        #expect(failure(deep)?.message == "nested more than \(JSONReader.maximumDepth) deep", "no stack overflow")
        let fine = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(throws: Never.self) { try read(fine) }
    }
}
