import FoundationEssentials
import VitrineCore

/// Reads a W3C Design Tokens JSON file into a flat map of token paths.
///
/// Groups nest; an object with `$value` is a token (a group's own value is its `$root` token, path
/// `group.$root`); `$type` is inherited from the nearest group that sets it; `$description` is kept; the
/// dark value lives in `$extensions.mode.dark`, a colour's palette entries for fewer colours in
/// `$extensions.palette` (``PaletteExtension``); `$ref` JSON Pointers are followed within the file; a group's
/// `$extends` copies another group. At the top level, `$extends` names the sources this theme builds on (a
/// name or a list) and `$description` describes the theme.
struct TokenFileParser {
    let file: String

    func parse(_ data: Data) throws(ThemeError) -> TokenFile {
        let (root, holdsReference) = try Self.json(data, file: file)
        return try parse(root, holdsReference: holdsReference)
    }

    /// The JSON in `data` and whether it holds a `$ref`, or where it is not JSON.
    static func json(_ data: Data, file: String) throws(ThemeError) -> (value: JSONValue, holdsReference: Bool) {
        do {
            return try JSONReader.document([UInt8](data))
        } catch {
            throw ThemeError(file: file, line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
        }
    }

    /// The token file `root` holds; `holdsReference` says whether it has a `$ref` to follow, where the
    /// reader knows (else it is looked for).
    func parse(_ root: JSONValue, holdsReference: Bool? = nil) throws(ThemeError) -> TokenFile {
        guard root.object != nil else {
            throw ThemeError(file: file, line: 1, column: 1, message: "the top level must be a JSON object of token groups")
        }
        if root["resolutionOrder"] != nil || root["sets"] != nil && root["modifiers"] != nil {
            throw ThemeError(file: file, message: "a resolver document (DTCG Resolver Module): name it in a theme's $extends, as a file ending .resolver.json")
        }
        guard let object = try JSONPointerResolver(root: root, file: file).resolved(holdsReference: holdsReference).object else {
            throw ThemeError(file: file, line: 1, column: 1, message: "the top level must be a JSON object of token groups")
        }
        let extends: [String]
        switch object["$extends"] {
        case nil: extends = []
        case let .string(name)?: extends = [name]
        case let .array(names)? where !names.isEmpty && names.allSatisfy({ $0.string != nil }): extends = names.compactMap(\.string)
        default: throw ThemeError(file: file, tokenPath: "$extends", message: "expected the name or path of a theme, or a list of them")
        }
        var tokens: [String: RawToken] = [:]
        var groupExtends: [(group: String, base: String)] = []
        try collect(object, path: [], inheritedType: nil, into: &tokens, groupExtends: &groupExtends)
        let modes = object["$modes"]
        if let modes, modes.object == nil || (modes["dark"] != nil && modes["dark"]?.string == nil) {
            throw ThemeError(file: file, tokenPath: "$modes", message: "expected {\"dark\": \"file.json\"}")
        }
        return TokenFile(tokens: tokens, extends: extends, description: object["$description"]?.string,
                         darkFile: modes?["dark"]?.string, groupExtends: groupExtends)
    }

    private func collect(_ group: [String: JSONValue], path: [String], inheritedType: DeclaredType?,
                         into tokens: inout [String: RawToken], groupExtends: inout [(group: String, base: String)]) throws(ThemeError) {
        let type = try tokenType(group["$type"], path: path) ?? inheritedType
        if !path.isEmpty, let extends = group["$extends"] {
            guard let base = extends.string.flatMap({ RawToken.aliasTarget(.string($0)) }) else {
                throw ThemeError(file: file, tokenPath: Self.dotted(path), message: "a group's $extends is a reference to a group, {like.this}, not \(extends)")
            }
            groupExtends.append((Self.dotted(path), base))
        }
        if let root = group["$root"] {
            guard let object = root.object, let value = object["$value"] else {
                throw ThemeError(file: file, tokenPath: Self.dotted(path + ["$root"]), message: "$root is the group's own token: an object with $value")
            }
            tokens[Self.dotted(path + ["$root"])] = try token(object, value: value, path: path + ["$root"], inheritedType: type)
        }
        for (key, child) in group.sorted(by: { $0.key < $1.key }) where !key.hasPrefix("$") {
            let childPath = path + [key]
            // By byte: a dot with a combining mark after it is another Character but still a dot in the path.
            if key.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                throw ThemeError(file: file, tokenPath: Self.dotted(childPath),
                                 message: "names cannot contain \".\", \"{\" or \"}\" (they would make paths ambiguous)")
            }
            guard let object = child.object else {
                let older = key == "value" || key == "type" ? " (a token of the format before 2025.10? it writes $value and $type)" : ""
                throw ThemeError(file: file, tokenPath: Self.dotted(childPath),
                                 message: "expected a token (an object with $value) or a group" + older)
            }
            if let value = object["$value"] {
                tokens[Self.dotted(childPath)] = try token(object, value: value, path: childPath, inheritedType: type)
            } else {
                try collect(object, path: childPath, inheritedType: type, into: &tokens, groupExtends: &groupExtends)
            }
        }
    }

    private func token(_ object: [String: JSONValue], value: JSONValue, path: [String], inheritedType: DeclaredType?) throws(ThemeError) -> RawToken {
        // §6.1: a token holds $-properties only; anything else (a tool's own "alpha") makes it invalid, never ignored.
        let problem = object.keys.lazy.filter { !$0.hasPrefix("$") }.min().map { child in
            "a token has only $-properties; \"\(child)\" beside $value is not one (a tool's own data belongs in $extensions)"
        }
        let extensions = object["$extensions"]
        let type = try tokenType(object["$type"], path: path) ?? inheritedType
        return RawToken(type: type?.known,
                        unsupportedType: type?.unsupported,
                        value: value,
                        darkValue: extensions?["mode"]?["dark"],
                        description: object["$description"]?.string,
                        deprecated: deprecation(object["$deprecated"]),
                        palette: try extensions?["palette"].map { raw throws(ThemeError) in try palette(raw, path: path) },
                        file: file,
                        problem: problem)
    }

    /// A token's path as written, `group.token`. Built by appending: `joined` here ran the standard library's
    /// generic code, whose first use costs the start-up a look through every protocol conformance of the binary.
    private static func dotted(_ path: [String]) -> String {
        var text = ""
        for index in path.indices {
            if index > 0 { text.append(".") }
            text.append(path[index])
        }
        return text
    }

    private func palette(_ raw: JSONValue, path: [String]) throws(ThemeError) -> PaletteExtension {
        switch PaletteExtension.parse(raw) {
        case let .success(palette): return palette
        case let .failure(error):
            throw ThemeError(file: file, tokenPath: Self.dotted(path), message: "$extensions.palette: \(error.message)")
        }
    }

    /// A `$type` as written: one Vitrine reads, or another (the format's `fontFamily`, a design tool's
    /// own), whose tokens are kept out of the theme with a warning unless a component needs them.
    enum DeclaredType {
        case known(TokenType)
        case unsupported(String)

        var known: TokenType? { if case let .known(type) = self { return type } else { return nil } }
        var unsupported: String? { if case let .unsupported(name) = self { return name } else { return nil } }
    }

    private func tokenType(_ raw: JSONValue?, path: [String]) throws(ThemeError) -> DeclaredType? {
        guard let raw else { return nil }
        guard let name = raw.string, !name.isEmpty else {
            throw ThemeError(file: file, tokenPath: Self.dotted(path), message: "$type must be a type's name, not \(raw)")
        }
        return TokenType(rawValue: name).map(DeclaredType.known) ?? .unsupported(name)
    }

    /// `$deprecated`: `true`, or a message saying what to use instead.
    private func deprecation(_ raw: JSONValue?) -> String? {
        switch raw {
        case .bool(true)?: return "deprecated"
        case let .string(message)?: return message.isEmpty ? "deprecated" : message
        default: return nil
        }
    }
}
