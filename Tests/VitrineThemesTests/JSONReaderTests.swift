import Testing
@testable import VitrineThemes

/// `JSONReader`: RFC 8259 into typed values, errors with a line and column, nesting bounded.
@Suite struct JSONReaderTests {
    private func read(_ text: String) throws(JSONReader.Failure) -> JSONValue { try JSONReader.read(Array(text.utf8)) }

    private func failure(_ text: String) -> JSONReader.Failure? { failure(bytes: Array(text.utf8)) }

    private func failure(bytes: [UInt8]) -> JSONReader.Failure? {
        do {
            _ = try JSONReader.read(bytes)
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
        ("{\"a\": 1,\n \"a\": 2}", 2, 2, "\"a\" is given twice in this object (the first would be lost)"),
        ("[1e400]", 1, 2, "1e400 is too large for a number (at most about 1.8e308)"),
        ("-1e309", 1, 1, "-1e309 is too large for a number (at most about 1.8e308)"),
    ])
    func aMalformedFileSaysWhereAndWhy(text: String, line: Int, column: Int, message: String) {
        #expect(failure(text) == JSONReader.Failure(line: line, column: column, message: message))
    }

    @Test func aNameGivenTwiceInOneObjectIsAnErrorButNotAcrossObjects() throws {
        #expect(failure(##"{"color": {"bg": {"$value": "#fff"}, "bg": {"$value": "#000"}}}"##)?.message.contains("\"bg\" is given twice") == true)
        #expect(try read(#"{"a": {"x": 1}, "b": {"x": 2}}"#)["b"]?["x"] == .number(2))
    }

    /// Names are checked one by one while an object has few members, then through a set: a name given twice
    /// is found either way, at the second one, and a large object keeps every member.
    @Test(arguments: [2, 15, 16, 17, 40])
    func aNameGivenTwiceIsFoundInObjectsOfAnySize(members: Int) throws {
        let names = (0 ..< members).map { "\"m\($0)\": \($0)" }
        let whole = try read("{" + names.joined(separator: ", ") + "}")
        #expect(whole.object?.count == members)
        #expect(whole["m\(members - 1)"] == .number(Double(members - 1)))
        for repeated in [0, members - 1] {
            let text = "{" + names.joined(separator: ",\n") + ",\n\"m\(repeated)\": 0}"
            #expect(failure(text) == JSONReader.Failure(line: members + 1, column: 1, message: "\"m\(repeated)\" is given twice in this object (the first would be lost)"))
        }
        // Canonically equivalent names are one name to the dictionary that holds them: given twice.
        let (composed, decomposed) = ("\"caf\u{E9}\": 1", "\"cafe\u{301}\": 2")
        #expect(failure("{" + (names + [composed, decomposed]).joined(separator: ", ") + "}")?.message.contains("given twice") == true)
    }

    @Test func aTinyNumberIsZeroNotAnError() throws {
        #expect(try read("1e-400") == .number(0))
    }

    @Test func bytesThatAreNotUTF8InAStringAreAnErrorAtThem() {
        // Also after an escape (a run of ASCII before it is taken as it is) and before one.
        let cases: [([UInt8], Int)] = [([0x22, 0x61, 0xFF, 0x22], 3), ([0x22, 0xC3, 0xA9, 0xED, 0xA0, 0x80, 0x22], 3), ([0x22, 0xC0, 0xAF, 0x22], 2),
                                       ([0x22, 0x61, 0x5C, 0x6E, 0x62, 0xFF, 0x22], 6), ([0x22, 0xFF, 0x5C, 0x6E, 0x22], 2)]
        for (bytes, column) in cases {
            #expect(failure(bytes: bytes) == JSONReader.Failure(line: 1, column: column, message: "bytes that are not UTF-8 inside a string"),
                    "\(bytes)")
        }
    }

    @Test func runsOfASCIIOtherTextAndEscapesReadAsWritten() throws {
        #expect(try read(#""a\u00e9b""#) == .string("aéb"))
        #expect(try read(#""éa\nß\"z€""#) == .string("éa\nß\"z€"))
        #expect(try read(#""\t""#) == .string("\t"))
        #expect(try read(#"{"ä": "b", "c\u0064": "e"}"#) == .object(["ä": .string("b"), "cd": .string("e")]))
    }

    @Test func utf16AndUTF32WithAByteOrderMarkAreRead() throws {
        let text = #"{"é": "🦊"}"#
        let expected = JSONValue.object(["é": .string("🦊")])
        let utf16 = Array(text.utf16)
        #expect(try JSONReader.read([0xFF, 0xFE] + utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) == expected)
        #expect(try JSONReader.read([0xFE, 0xFF] + utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }) == expected)
        let utf32 = text.unicodeScalars.map(\.value)
        #expect(try JSONReader.read([0xFF, 0xFE, 0, 0] + utf32.flatMap { v in (0 ..< 4).map { UInt8(v >> (8 * $0) & 0xFF) } }) == expected)
        #expect(failure(bytes: [0xFF, 0xFE, 0x00, 0xD8, 0x22, 0x00])?.message == "the file is UTF-16LE (by its byte order mark) but holds invalid UTF-16LE")
        #expect(failure(bytes: [0xFE, 0xFF, 0x00])?.message == "the file is UTF-16BE (by its byte order mark) but ends in the middle of a character")
    }

    @Test func nestingIsBounded() throws {
        let deep = String(repeating: "[", count: 100_000)
        #expect(failure(deep)?.message == "nested more than \(JSONReader.maximumDepth) deep", "no stack overflow")
        let fine = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(throws: Never.self) { try read(fine) }
    }

    @Test func aDocumentSaysWhetherSomeObjectHasARefMember() throws {
        func holdsReference(_ text: String) throws -> Bool { try JSONReader.document(Array(text.utf8)).holdsReference }
        #expect(try holdsReference(##"{"a": [1, {"b": {"$ref": "#/c"}}], "c": 2}"##), "deep in an array")
        #expect(try holdsReference(##"{"\u0024ref": "#/c", "c": 2}"##), "a name written with an escape")
        #expect(try !holdsReference(#"{"a": "$ref", "b": ["$ref"], "$refs": 1, "c": {"$value": "{$ref}"}}"#), "only as text or another name")
        #expect(try !holdsReference("[]"))
    }
}
