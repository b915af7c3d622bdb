import VitrineCore

/// Reads JSON (RFC 8259) from bytes into ``JSONValue``s: no Foundation, no dynamic casts, and a bounded
/// nesting depth so that a hostile file cannot exhaust the stack. Errors say where, as a line and column.
/// Strict where a lenient reader would lose something without a word: a member name given twice (the
/// first definition would vanish), a number too large for a 64-bit float (it would become infinity) and
/// bytes that are not UTF-8 inside a string (they would become U+FFFD) are errors. UTF-8 is read with or
/// without a byte order mark; UTF-16 and UTF-32 with one (RFC 8259 lets a reader accept them).
struct JSONReader {
    /// How deep arrays and objects may nest.
    static let maximumDepth = 128

    /// Where reading failed and why.
    struct Failure: Error, Equatable {
        let line: Int
        let column: Int
        let message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    /// Whether some object read so far has a `$ref` member.
    private var readReference = false

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The one value `bytes` hold (surrounding whitespace allowed).
    static func read(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        try document(bytes).value
    }

    /// The one value `bytes` hold, and whether some object in it has a `$ref` member (a JSON Pointer
    /// reference): a file without one need not be searched for them.
    static func document(_ bytes: [UInt8]) throws(Failure) -> (value: JSONValue, holdsReference: Bool) {
        var reader = JSONReader(try utf8(bytes))
        // A byte order mark is not JSON, but editors write one.
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else { throw reader.failure("unexpected \(reader.describeNext()) after the value") }
        return (value, reader.readReference)
    }

    /// Where the value of the member at `path` (object keys from the top) begins in `bytes`, as a line and
    /// column; nil when the bytes do not read or hold no such member. For messages about a value: a theme
    /// that loads keeps no positions, so the file is read again for them.
    static func location(ofMember path: [String], in bytes: [UInt8]) -> (line: Int, column: Int)? {
        guard let text = try? utf8(bytes) else { return nil }
        var reader = JSONReader(text)
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        for key in path {
            reader.skipWhitespace()
            guard reader.peek == UInt8(ascii: "{") else { return nil }
            reader.index += 1
            while true {
                reader.skipWhitespace()
                guard reader.peek == UInt8(ascii: "\""), let name = try? reader.string() else { return nil }
                reader.skipWhitespace()
                guard reader.peek == UInt8(ascii: ":") else { return nil }
                reader.index += 1
                reader.skipWhitespace()
                if name == key { break }
                guard (try? reader.value(depth: 1)) != nil else { return nil }
                reader.skipWhitespace()
                guard reader.peek == UInt8(ascii: ",") else { return nil }
                reader.index += 1
            }
        }
        let failure = reader.failure("")
        return (failure.line, failure.column)
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw failure("unexpected end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected \(describeNext())")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) deep") }
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw failure("expected a member name in quotes, found \(describeNext())") }
            let keyStart = index
            let key = try string()
            if members[key] != nil {
                index = keyStart
                throw failure("\"\(TerminalText.sanitized(key))\" is given twice in this object (the first would be lost)")
            }
            if key == "$ref" { readReference = true }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw failure("expected \":\" after a member name, found \(describeNext())") }
            index += 1
            members[key] = try value(depth: depth)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw failure("expected \",\" or \"}\" in an object, found \(describeNext())")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) deep") }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw failure("expected \",\" or \"]\" in an array, found \(describeNext())")
            }
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        // Runs between escapes are validated and appended whole; a string without escapes is one run. A
        // run of ASCII (most of a theme) is UTF-8 as it is: only a run with other bytes is validated.
        var text = ""
        var start = index
        var isASCII = true
        func flush(_ end: Int) throws(Failure) {
            let run: String
            if isASCII {
                run = String(decoding: bytes[start ..< end], as: UTF8.self)
            } else if let valid = String(validating: bytes[start ..< end], as: UTF8.self) {
                run = valid
            } else {
                index = Self.firstInvalidUTF8(in: bytes[start ..< end])
                throw failure("bytes that are not UTF-8 inside a string")
            }
            if text.isEmpty { text = run } else { text += run }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                try flush(index)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                try flush(index)
                text.unicodeScalars.append(try escape())
                start = index
                isASCII = true
            case 0 ..< 0x20:
                throw failure("a control character inside a string (write it as an escape)")
            case 0x80...:
                isASCII = false
                index += 1
            default:
                index += 1
            }
        }
        throw failure("unexpected end of file inside a string")
    }

    /// The character an escape stands for; `index` is at the backslash and moves past the escape.
    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw failure("unexpected end of file inside a string") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800 ..< 0xDC00).contains(unit) {
                // A high surrogate must be followed by an escaped low one.
                guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else { throw failure("a lone surrogate in \\u escapes") }
                index += 2
                let low = try hexUnit()
                guard (0xDC00 ..< 0xE000).contains(low) else { throw failure("a lone surrogate in \\u escapes") }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(unit) else { throw failure("a lone surrogate in \\u escapes") }
            return scalar
        default:
            index -= 1
            throw failure("invalid escape \\\(describeNext())")
        }
    }

    private mutating func hexUnit() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("unexpected end of file in a \\u escape") }
        var unit: UInt32 = 0
        for byte in bytes[index ..< index + 4] {
            guard let digit = HexDigit.value(byte) else { throw failure("a \\u escape needs four hex digits") }
            unit = unit << 4 | digit
        }
        index += 4
        return unit
    }

    /// A number in JSON's grammar: `-`? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
    private mutating func number() throws(Failure) -> Double {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw failure("a number needs digits")
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("a number needs digits after \".\"") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start ..< index], as: UTF8.self)
        guard let value = Double(text) else {
            index = start
            throw failure("not a number")
        }
        guard value.isFinite else {
            index = start
            throw failure("\(text) is too large for a number (at most about 1.8e308)")
        }
        return value
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes[index...].starts(with: expected) else { throw failure("unexpected \(describeNext())") }
        index += expected.count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The next character, quoted, for a message ("end of file" at the end).
    private func describeNext() -> String {
        guard index < bytes.count else { return "end of file" }
        let rest = bytes[index...].prefix(4)
        let character = String(decoding: rest, as: UTF8.self).first.map(String.init) ?? "?"
        return "\"\(TerminalText.sanitized(character).isEmpty ? "\\u{\(String(bytes[index], radix: 16))}" : character)\""
    }

    /// A failure at the current position (line and column counted in characters from 1).
    private func failure(_ message: String) -> Failure {
        let prefix = bytes[..<min(index, bytes.count)]
        let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart ..< prefix.endIndex], as: UTF8.self).count + 1
        // Whatever was expected, a file cut short says so.
        return Failure(line: line, column: column, message: index >= bytes.count ? "unexpected end of file" : message)
    }

    /// Where the first byte sequence that is not UTF-8 starts in `bytes`.
    private static func firstInvalidUTF8(in bytes: ArraySlice<UInt8>) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = bytes.startIndex
        while case let .scalarValue(scalar) = decoder.decode(&iterator) { offset += UTF8.width(scalar) }
        return offset
    }

    /// `bytes` as UTF-8: as they are, or transcoded from UTF-16 or UTF-32 when a byte order mark says so.
    private static func utf8(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        let marks: [(mark: [UInt8], name: String, width: Int, bigEndian: Bool)] = [
            ([0x00, 0x00, 0xFE, 0xFF], "UTF-32BE", 4, true), ([0xFF, 0xFE, 0x00, 0x00], "UTF-32LE", 4, false),
            ([0xFE, 0xFF], "UTF-16BE", 2, true), ([0xFF, 0xFE], "UTF-16LE", 2, false),
        ]
        guard let encoding = marks.first(where: { bytes.starts(with: $0.mark) }) else { return bytes }
        let body = bytes.dropFirst(encoding.mark.count)
        guard body.count % encoding.width == 0 else {
            throw Failure(line: 1, column: 1, message: "the file is \(encoding.name) (by its byte order mark) but ends in the middle of a character")
        }
        let units = stride(from: body.startIndex, to: body.endIndex, by: encoding.width).map { start -> UInt32 in
            let unit = body[start ..< start + encoding.width]
            return (encoding.bigEndian ? Array(unit) : unit.reversed()).reduce(0) { $0 << 8 | UInt32($1) }
        }
        let text: String?
        if encoding.width == 2 {
            text = String(validating: units.map { UInt16($0) }, as: UTF16.self)
        } else {
            let scalars = units.compactMap(Unicode.Scalar.init)
            text = scalars.count == units.count ? String(String.UnicodeScalarView(scalars)) : nil
        }
        guard let text else {
            throw Failure(line: 1, column: 1, message: "the file is \(encoding.name) (by its byte order mark) but holds invalid \(encoding.name)")
        }
        return Array(text.utf8)
    }
}
