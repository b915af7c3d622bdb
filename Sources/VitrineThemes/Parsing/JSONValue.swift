import VitrineCore

/// A JSON value as a theme file holds it, typed once by ``JSONReader`` so that nothing after reading
/// needs a dynamic cast.
enum JSONValue: Equatable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    var string: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    var number: Double? {
        if case let .number(number) = self { return number }
        return nil
    }

    var object: [String: JSONValue]? {
        if case let .object(members) = self { return members }
        return nil
    }

    var array: [JSONValue]? {
        if case let .array(elements) = self { return elements }
        return nil
    }

    /// The member `key` of an object; nil for anything else.
    subscript(key: String) -> JSONValue? {
        object?[key]
    }

    /// How error messages quote a value: strings bare, numbers without a trailing `.0`, JSON otherwise;
    /// at most ``quotedLength`` characters (a value can be megabytes of list or string).
    var description: String {
        let full: String
        switch self {
        case let .string(text): full = text
        case let .number(number): full = number.compactDescription
        case let .bool(value): full = value ? "true" : "false"
        case .null: full = "null"
        case let .array(elements): full = "[" + elements.prefix(Self.quotedLength).map(\.quotedDescription).joined(separator: ", ") + "]"
        case let .object(members):
            full = "{" + members.sorted { $0.key < $1.key }.prefix(Self.quotedLength)
                .map { "\"\($0.key)\": \($0.value.quotedDescription)" }.joined(separator: ", ") + "}"
        }
        return full.count <= Self.quotedLength ? full : full.prefix(Self.quotedLength - 1) + "…"
    }

    /// The longest quotation of a value in an error message.
    static let quotedLength = 80

    private var quotedDescription: String {
        if case let .string(text) = self { return "\"\(text)\"" }
        return description
    }
}
