/// Replaces every `{"$ref": "#/json/pointer"}` of a token file with what the pointer names in the same file
/// (RFC 6901: `~1` is `/`, `~0` is `~`), as the 2025.10 format allows for a whole token, a group or part
/// of a value. Siblings of `$ref` are kept over what it names (`{"$ref": "#/a/$value", "$type": "color"}` is
/// a token whose value is `a`'s; `{"$ref": "#/a/$value/components/0", "$type": "number"}` one whose value is
/// that component). A pointer into another file, to nothing, or round in a cycle is an error.
struct JSONPointerResolver {
    let root: JSONValue
    let file: String

    /// The most references followed in one file, so that a file of references to references cannot make
    /// the reader do unbounded work.
    static let maximumReferences = 10_000
    /// The most values the file may hold once its references are followed: each reference copies what it
    /// names, so a few kilobytes of references to a large group would otherwise make gigabytes
    /// ("billion laughs").
    static let maximumValues = 1_000_000

    /// `root` with its references followed; `holdsReference`, where the reader already knows whether it
    /// has one (else the tree is searched).
    func resolved(holdsReference: Bool? = nil) throws(ThemeError) -> JSONValue {
        // Most files hold no reference: they are returned as they are, not copied (a copy of the whole
        // tree was most of a theme's parse memory).
        guard holdsReference ?? Self.containsReference(root) else { return root }
        var followed = 0, values = 0
        return try resolve(root, at: [], following: [], count: &followed, values: &values)
    }

    /// True when some object of `value` has a `$ref` member.
    private static func containsReference(_ value: JSONValue) -> Bool {
        switch value {
        case let .object(members): return members["$ref"] != nil || members.values.contains(where: containsReference)
        case let .array(elements): return elements.contains(where: containsReference)
        default: return false
        }
    }

    private func resolve(_ value: JSONValue, at path: [String], following: [String], count: inout Int,
                         values: inout Int) throws(ThemeError) -> JSONValue {
        values += 1
        guard values <= Self.maximumValues else {
            throw ThemeError(file: file, tokenPath: path.joined(separator: "."),
                             message: "more than \(Self.maximumValues) values once its $ref are followed")
        }
        switch value {
        case let .array(elements):
            var resolved: [JSONValue] = []
            for (index, element) in elements.enumerated() {
                resolved.append(try resolve(element, at: path + [String(index)], following: following, count: &count, values: &values))
            }
            return .array(resolved)
        case let .object(members):
            guard let reference = members["$ref"] else {
                var resolved: [String: JSONValue] = [:]
                for (key, member) in members { resolved[key] = try resolve(member, at: path + [key], following: following, count: &count, values: &values) }
                return .object(resolved)
            }
            let place = path.joined(separator: ".")
            guard let pointer = reference.string, pointer.hasPrefix("#/") || pointer == "#" else {
                throw ThemeError(file: file, tokenPath: place, message: "$ref \(reference): only a JSON Pointer into this file (\"#/…\") is read")
            }
            count += 1
            guard count <= Self.maximumReferences else {
                throw ThemeError(file: file, tokenPath: place, message: "more than \(Self.maximumReferences) $ref in one file")
            }
            guard !following.contains(pointer) else {
                throw ThemeError(file: file, tokenPath: place, message: "$ref cycle: " + (following + [pointer]).joined(separator: " → "))
            }
            guard let target = Self.value(at: pointer, in: root) else {
                throw ThemeError(file: file, tokenPath: place, message: "$ref \(pointer) names nothing in this file")
            }
            let named = try resolve(target, at: path, following: following + [pointer], count: &count, values: &values)
            var siblings = members
            siblings["$ref"] = nil
            if siblings.isEmpty { return named }
            var merged: [String: JSONValue]
            // Into a token's value (`#/a/$value`, or part of it: `#/a/$value/components/0`, §7.1.2 Example 32),
            // what it names is the value of the token its siblings make.
            if pointer.hasSuffix("/$value") || pointer.contains("/$value/") {
                merged = ["$value": named]
            } else if let object = named.object {
                merged = object
            } else {
                throw ThemeError(file: file, tokenPath: place, message: "$ref \(pointer) is a value, and its siblings need an object")
            }
            for (key, member) in siblings { merged[key] = try resolve(member, at: path + [key], following: following, count: &count, values: &values) }
            return .object(merged)
        default:
            return value
        }
    }

    /// What `pointer` (`#/a/b/0`) names in `root`.
    static func value(at pointer: String, in root: JSONValue) -> JSONValue? {
        var current = root
        for token in pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) where pointer != "#" {
            let key = token.replacing("~1", with: "/").replacing("~0", with: "~")
            if let index = Int(key), let elements = current.array {
                guard elements.indices.contains(index) else { return nil }
                current = elements[index]
            } else if let member = current[String(key)] {
                current = member
            } else {
                return nil
            }
        }
        return current
    }
}
