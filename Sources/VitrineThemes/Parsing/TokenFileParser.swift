import Foundation
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
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw syntaxError(error, in: data)
        }
        guard let object = root as? [String: Any] else {
            throw ThemeError(file: file, line: 1, column: 1, message: "the top level must be a JSON object of token groups")
        }
        if let extends = object["$extends"], !(extends is String) {
            throw ThemeError(file: file, tokenPath: "$extends", message: "expected the name or path of a theme")
        }
        var tokens: [String: RawToken] = [:]
        try collect(object, path: [], inheritedType: nil, into: &tokens)
        return TokenFile(tokens: tokens, extends: object["$extends"] as? String,
                         description: object["$description"] as? String)
    }

    private func collect(_ group: [String: Any], path: [String], inheritedType: TokenType?,
                         into tokens: inout [String: RawToken]) throws(ThemeError) {
        let type = try tokenType(group["$type"], path: path) ?? inheritedType
        for (key, child) in group.sorted(by: { $0.key < $1.key }) where !key.hasPrefix("$") {
            let childPath = path + [key]
            if key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
                throw ThemeError(file: file, tokenPath: childPath.joined(separator: "."),
                                 message: "names cannot contain \".\", \"{\" or \"}\" (they would make paths ambiguous)")
            }
            guard let object = child as? [String: Any] else {
                throw ThemeError(file: file, tokenPath: childPath.joined(separator: "."),
                                 message: "expected a token (an object with $value) or a group")
            }
            if object["$value"] != nil {
                tokens[childPath.joined(separator: ".")] = try token(object, path: childPath, inheritedType: type)
            } else {
                try collect(object, path: childPath, inheritedType: type, into: &tokens)
            }
        }
    }

    private func token(_ object: [String: Any], path: [String], inheritedType: TokenType?) throws(ThemeError) -> RawToken {
        let extensions = object["$extensions"] as? [String: Any]
        let modes = extensions?["mode"] as? [String: Any]
        return RawToken(type: try tokenType(object["$type"], path: path) ?? inheritedType,
                        value: object["$value"]!,
                        darkValue: modes?["dark"],
                        description: object["$description"] as? String,
                        palette: try extensions?["palette"].map { raw throws(ThemeError) in try palette(raw, path: path) },
                        file: file)
    }

    private func palette(_ raw: Any, path: [String]) throws(ThemeError) -> PaletteExtension {
        switch PaletteExtension.parse(raw) {
        case let .success(palette): return palette
        case let .failure(error):
            throw ThemeError(file: file, tokenPath: path.joined(separator: "."), message: "$extensions.palette: \(error.message)")
        }
    }

    private func tokenType(_ raw: Any?, path: [String]) throws(ThemeError) -> TokenType? {
        guard let raw else { return nil }
        guard let name = raw as? String, let type = TokenType(rawValue: name) else {
            let known = TokenType.allCases.map(\.rawValue).joined(separator: ", ")
            throw ThemeError(file: file, tokenPath: path.joined(separator: "."),
                             message: "unknown $type \(raw) (known: \(known))")
        }
        return type
    }

    /// Foundation reports "around character N", or an unexpected end of file; turn that into a line and column.
    private func syntaxError(_ error: Error, in data: Data) -> ThemeError {
        let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        let offset: Int
        if let range = detail.range(of: #"character \d+"#, options: .regularExpression),
           let reported = Int(detail[range].dropFirst("character ".count)) {
            offset = min(reported, data.count)
        } else if detail.localizedCaseInsensitiveContains("end of file") || data.isEmpty {
            offset = data.count
        } else {
            return ThemeError(file: file, message: "invalid JSON: \(detail)")
        }
        let prefix = data.prefix(offset)
        let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? data.startIndex
        let column = String(decoding: data[lineStart ..< data.startIndex + offset], as: UTF8.self).count + 1
        let reason = detail.replacingOccurrences(of: #" around character \d+\.?"#, with: "", options: .regularExpression)
        return ThemeError(file: file, line: line, column: column, message: "invalid JSON: \(reason)")
    }
}
