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
        if ResolverReader.isResolver(root) {
            throw ThemeError(file: file, message: "a resolver document (DTCG Resolver Module) where a token group was expected: name its file in $extends or a source's $ref")
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
        var groupTypes: [String: DeclaredType] = [:]
        var problems: [ThemeError] = []
        try collect(object, path: "", inheritedType: nil, into: &tokens, groupExtends: &groupExtends, groupTypes: &groupTypes, problems: &problems)
        // Every token and group written wrong, at once (a file of the older format is one error a token, not one in all).
        if var first = problems.first {
            first.others = Array(problems.dropFirst().prefix(ThemeError.maximumOthers))
            throw first
        }
        let modes = object["$modes"]
        if let modes, modes.object == nil || (modes["dark"] != nil && modes["dark"]?.string == nil) {
            throw ThemeError(file: file, tokenPath: "$modes", message: "expected {\"dark\": \"file.json\"}")
        }
        return TokenFile(tokens: tokens, extends: extends, description: object["$description"]?.string,
                         darkFile: modes?["dark"]?.string, groupExtends: groupExtends, groupTypes: groupTypes)
    }

    /// Reads the tokens of `group` (at `path`) into `tokens`; what is written wrong in a member is added to
    /// `problems` and the other members are still read.
    private func collect(_ group: [String: JSONValue], path: String, inheritedType: DeclaredType?, into tokens: inout [String: RawToken],
                         groupExtends: inout [(group: String, base: String)], groupTypes: inout [String: DeclaredType],
                         problems: inout [ThemeError]) throws(ThemeError) {
        // One pass over the members, not a hashed look-up for each property a group may have.
        var declaredType: JSONValue?, extends: JSONValue?, root: JSONValue?
        var children: [(key: String, value: JSONValue)] = []
        for member in group {
            switch member.key {
            case "$type": declaredType = member.value
            case "$extends": extends = member.value
            case "$root": root = member.value
            default: if member.key.utf8.first != UInt8(ascii: "$") { children.append(member) }
            }
        }
        let ownType = try tokenType(declaredType, path: path)
        if let ownType { groupTypes[path] = ownType }
        let type = ownType ?? inheritedType
        if !path.isEmpty, let extends {
            guard let base = extends.string.flatMap({ RawToken.aliasTarget(.string($0)) }) else {
                throw ThemeError(file: file, tokenPath: path, message: "a group's $extends is a reference to a group, {like.this}, not \(extends)")
            }
            groupExtends.append((path, base))
        }
        if let root {
            let rootPath = Self.path(path, "$root")
            guard let object = root.object, let value = object["$value"] else {
                throw ThemeError(file: file, tokenPath: rootPath, message: "$root is the group's own token: an object with $value")
            }
            tokens[rootPath] = try token(object, value: value, path: rootPath, inheritedType: type)
        }
        // In order: the first error in it is the one given, whatever the dictionary's order.
        children.sort { $0.key < $1.key }
        for (key, child) in children {
            let childPath = Self.path(path, key)
            do throws(ThemeError) {
                // By byte: a dot with a combining mark after it is another Character but still a dot in the path.
                if key.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                    throw ThemeError(file: file, tokenPath: childPath,
                                     message: "names cannot contain \".\", \"{\" or \"}\" (they would make paths ambiguous)")
                }
                guard let object = child.object else {
                    let older = key == "value" || key == "type" ? " (a token of the format before 2025.10? it writes $value and $type)" : ""
                    throw ThemeError(file: file, tokenPath: childPath,
                                     message: "expected a token (an object with $value) or a group" + older)
                }
                if let value = object["$value"] {
                    tokens[childPath] = try token(object, value: value, path: childPath, inheritedType: type)
                } else if object["value"] != nil, object["value"]?.object == nil || object["type"] != nil {
                    // One error a token of the older format, not one for each of its properties.
                    throw ThemeError(file: file, tokenPath: childPath,
                                     message: "a token of the format before 2025.10 (it writes value and type; 2025.10 writes $value and $type)")
                } else {
                    try collect(object, path: childPath, inheritedType: type, into: &tokens, groupExtends: &groupExtends, groupTypes: &groupTypes,
                                problems: &problems)
                }
            } catch {
                if problems.count <= ThemeError.maximumOthers { problems.append(error) }
            }
        }
    }

    private func token(_ object: [String: JSONValue], value: JSONValue, path: String, inheritedType: DeclaredType?) throws(ThemeError) -> RawToken {
        var declaredType: JSONValue?, extensions: JSONValue?, description: JSONValue?, deprecated: JSONValue?
        // §6.1: a token holds $-properties only; anything else (a tool's own "alpha") makes it invalid, never
        // ignored. Of several, the first in order is named.
        var stranger: String?
        for (key, member) in object {
            switch key {
            case "$type": declaredType = member
            case "$extensions": extensions = member
            case "$description": description = member
            case "$deprecated": deprecated = member
            default:
                if key.utf8.first == UInt8(ascii: "$") { continue }
                if let first = stranger, first < key { continue }
                stranger = key
            }
        }
        let problem = stranger.map { child in
            "a token has only $-properties; \"\(child)\" beside $value is not one (a tool's own data belongs in $extensions)"
        }
        let type = try tokenType(declaredType, path: path) ?? inheritedType
        return RawToken(type: type?.known,
                        unsupportedType: type?.unsupported,
                        value: value,
                        darkValue: extensions?["mode"]?["dark"],
                        description: description?.string,
                        deprecated: deprecation(deprecated),
                        palette: try extensions?["palette"].map { raw throws(ThemeError) in try palette(raw, path: path) },
                        file: file,
                        problem: problem)
    }

    /// The dotted path of `name` in the group at `group` (`""` at the top level), `group.name`.
    private static func path(_ group: String, _ name: String) -> String {
        guard !group.isEmpty else { return name }
        var path = group
        path.reserveCapacity(group.utf8.count + 1 + name.utf8.count)
        path.append(".")
        path.append(name)
        return path
    }

    private func palette(_ raw: JSONValue, path: String) throws(ThemeError) -> PaletteExtension {
        switch PaletteExtension.parse(raw) {
        case let .success(palette): return palette
        case let .failure(error):
            throw ThemeError(file: file, tokenPath: path, message: "$extensions.palette: \(error.message)")
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

    private func tokenType(_ raw: JSONValue?, path: String) throws(ThemeError) -> DeclaredType? {
        guard let raw else { return nil }
        guard let name = raw.string, !name.isEmpty else {
            throw ThemeError(file: file, tokenPath: path, message: "$type must be a type's name, not \(raw)")
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
