import FoundationEssentials
import VitrineCore

/// Reads a W3C Design Tokens JSON file into a flat map of token paths.
///
/// Groups nest; an object with `$value` is a token; `$type` is inherited from the nearest group that
/// sets it; `$description` is kept; the dark value lives in `$extensions.mode.dark`, a colour's palette
/// entries for fewer colours in `$extensions.palette` (``PaletteExtension``). At the top level,
/// `$extends` names the theme this one builds on and `$description` describes the theme.
struct TokenFileParser {
    let file: String

    func parse(_ data: Data) throws(ThemeError) -> TokenFile {
        let root: JSONValue
        do {
            root = try JSONReader.read([UInt8](data))
        } catch {
            throw ThemeError(file: file, line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
        }
        guard let object = root.object else {
            throw ThemeError(file: file, line: 1, column: 1, message: "the top level must be a JSON object of token groups")
        }
        if let extends = object["$extends"], extends.string == nil {
            throw ThemeError(file: file, tokenPath: "$extends", message: "expected the name or path of a theme")
        }
        var tokens: [String: RawToken] = [:]
        try collect(object, path: [], inheritedType: nil, into: &tokens)
        let modes = object["$modes"]
        if let modes, modes.object == nil || (modes["dark"] != nil && modes["dark"]?.string == nil) {
            throw ThemeError(file: file, tokenPath: "$modes", message: "expected {\"dark\": \"file.json\"}")
        }
        return TokenFile(tokens: tokens, extends: object["$extends"]?.string, description: object["$description"]?.string,
                         darkFile: modes?["dark"]?.string)
    }

    private func collect(_ group: [String: JSONValue], path: [String], inheritedType: DeclaredType?,
                         into tokens: inout [String: RawToken]) throws(ThemeError) {
        let type = try tokenType(group["$type"], path: path) ?? inheritedType
        for (key, child) in group.sorted(by: { $0.key < $1.key }) where !key.hasPrefix("$") {
            let childPath = path + [key]
            if key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
                throw ThemeError(file: file, tokenPath: childPath.joined(separator: "."),
                                 message: "names cannot contain \".\", \"{\" or \"}\" (they would make paths ambiguous)")
            }
            guard let object = child.object else {
                throw ThemeError(file: file, tokenPath: childPath.joined(separator: "."),
                                 message: "expected a token (an object with $value) or a group")
            }
            if let value = object["$value"] {
                tokens[childPath.joined(separator: ".")] = try token(object, value: value, path: childPath, inheritedType: type)
            } else {
                try collect(object, path: childPath, inheritedType: type, into: &tokens)
            }
        }
    }

    private func token(_ object: [String: JSONValue], value: JSONValue, path: [String], inheritedType: DeclaredType?) throws(ThemeError) -> RawToken {
        let extensions = object["$extensions"]
        let type = try tokenType(object["$type"], path: path) ?? inheritedType
        return RawToken(type: type?.known,
                        unsupportedType: type?.unsupported,
                        value: value,
                        darkValue: extensions?["mode"]?["dark"],
                        description: object["$description"]?.string,
                        deprecated: deprecation(object["$deprecated"]),
                        palette: try extensions?["palette"].map { raw throws(ThemeError) in try palette(raw, path: path) },
                        file: file)
    }

    private func palette(_ raw: JSONValue, path: [String]) throws(ThemeError) -> PaletteExtension {
        switch PaletteExtension.parse(raw) {
        case let .success(palette): return palette
        case let .failure(error):
            throw ThemeError(file: file, tokenPath: path.joined(separator: "."), message: "$extensions.palette: \(error.message)")
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
            throw ThemeError(file: file, tokenPath: path.joined(separator: "."), message: "$type must be a type's name, not \(raw)")
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
