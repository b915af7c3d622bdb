import FoundationEssentials
import VitrineCore
import VitrineSystem

/// Reads a DTCG resolver document (the 2025.10 Resolver Module; known by its content, whatever its name) as
/// one source of a theme: its `resolutionOrder` of sets and modifiers, each a list of token files
/// (`{"$ref": "./x.tokens.json"}`), parts of files (`x.json#/group`, `other.resolver.json#sets/base`) or
/// inline token groups, merged in order. The modifier with a `dark` context (or `inverted`, `night`)
/// gives the appearances: its light context (`light`, the default, or the first) for light, its dark one
/// for dark; every other modifier takes its default context (else the one that adds the fewest sources).
struct ResolverReader {
    let reader: ThemeSourceReader

    /// Context names read as the dark appearance.
    static let darkNames: Set<String> = ["dark", "inverted", "night"]

    /// True when `document` is a resolver document rather than a token file: it has a `resolutionOrder`, or
    /// a `version` with `sets` or `modifiers` (the members the module defines; a token file's groups would
    /// not all be named so).
    static func isResolver(_ document: JSONValue) -> Bool {
        document["resolutionOrder"] != nil || document["version"]?.string != nil && (document["sets"] != nil || document["modifiers"] != nil)
    }

    /// The resolver document `document`, read from `url`, as a source.
    func read(_ url: URL, document: JSONValue, below extending: [URL]) throws(ThemeError) -> ThemeSourceReader.Source {
        let file = url.path
        guard let order = document["resolutionOrder"]?.array else {
            throw ThemeError(file: file, message: "a resolver document lists its sets and modifiers in resolutionOrder")
        }
        // Each source with the document it was written in (its references are relative to that one).
        var light: [(JSONValue, URL)] = [], dark: [(JSONValue, URL)] = []
        for (index, entry) in order.enumerated() {
            let (item, itemURL) = try resolved(entry, in: document, at: url, place: "resolutionOrder[\(index)]")
            if let sources = item["sources"]?.array {
                light += sources.map { ($0, itemURL) }
                dark += sources.map { ($0, itemURL) }
            } else if let contexts = item["contexts"]?.object {
                let (lightContext, darkContext) = Self.appearances(contexts, default: item["default"]?.string)
                light += (contexts[lightContext]?.array ?? []).map { ($0, itemURL) }
                dark += (contexts[darkContext]?.array ?? []).map { ($0, itemURL) }
            } else {
                throw ThemeError(file: file, tokenPath: "resolutionOrder[\(index)]", message: "neither a set (sources) nor a modifier (contexts)")
            }
        }
        let chain = extending + [url]
        var files: [URL] = [url]
        let lightFile = try merged(light, chain: chain, files: &files)
        let darkFile = try merged(dark, chain: chain, files: &files)
        var result = lightFile
        for (path, token) in darkFile.tokens {
            guard let lightToken = result.tokens[path] else {
                result.tokens[path] = token
                continue
            }
            if token.value != lightToken.value { result.tokens[path]?.darkValue = token.value }
        }
        result.description = document["description"]?.string ?? document["name"]?.string
        result.extends = []
        var seen = Set<ExactPath>()
        return (result, files.filter { seen.insert($0.exactPath).inserted })
    }

    /// The light and the dark context of a modifier's `contexts`.
    static func appearances(_ contexts: [String: JSONValue], default name: String?) -> (light: String, dark: String) {
        let names = contexts.keys.sorted()
        // Without a default: light, else the context that adds the least (a base breakpoint with no sources).
        let fewest = names.min { (contexts[$0]?.array?.count ?? 0, $0) < (contexts[$1]?.array?.count ?? 0, $1) }
        let fallback = name.flatMap { contexts[$0] == nil ? nil : $0 } ?? (contexts["light"] != nil ? "light" : fewest ?? "")
        guard let dark = names.first(where: { darkNames.contains($0.lowercased()) }) else { return (fallback, fallback) }
        // A default that is itself the dark context does not make light dark.
        guard darkNames.contains(fallback.lowercased()) else { return (fallback, dark) }
        return (names.first { !darkNames.contains($0.lowercased()) } ?? fallback, dark)
    }

    /// `entry`, or what its `$ref` names (`#/sets/base` in `document`, read from `url`; `other.json#sets/base`
    /// in another document), with the document it is in.
    private func resolved(_ entry: JSONValue, in document: JSONValue, at url: URL, place: String) throws(ThemeError) -> (JSONValue, URL) {
        guard let reference = entry["$ref"]?.string else { return (entry, url) }
        let (target, pointer) = Self.split(reference, besides: url)
        let named = try target.map { targetURL throws(ThemeError) in try reader.document(at: targetURL) } ?? document
        guard let pointer, let value = JSONPointerResolver.value(at: pointer, in: named) else {
            throw ThemeError(file: url.path, tokenPath: place, message: "$ref \(reference) names nothing in " + (target == nil ? "this document" : "that file"))
        }
        return (value, target ?? url)
    }

    /// A reference's file (nil: the document itself) and JSON Pointer (`#/a/b`; nil: the whole file). The
    /// module writes both `file.json#/sets/x` and `file.json#sets/x`.
    static func split(_ reference: String, besides url: URL) -> (file: URL?, pointer: String?) {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = parts[0].isEmpty ? nil : url.deletingLastPathComponent().appendingPathComponent(String(parts[0]))
        guard parts.count == 2, !parts[1].isEmpty else { return (file, file == nil ? "#" : nil) }
        return (file, parts[1].hasPrefix("/") ? "#" + parts[1] : "#/" + parts[1])
    }

    /// `sources` (each a `{"$ref": "file"}` or `{"$ref": "file#/part"}` relative to the document it is written
    /// in, or an inline token group) merged in order.
    private func merged(_ sources: [(JSONValue, URL)], chain: [URL], files: inout [URL]) throws(ThemeError) -> TokenFile {
        var merged = TokenFile(tokens: [:])
        for (source, document) in sources {
            let file = document.path
            if let reference = source["$ref"]?.string {
                let (target, pointer) = Self.split(reference, besides: document)
                guard let target else {
                    throw ThemeError(file: file, message: "a source's $ref \(reference) names a part of this document, not a token file")
                }
                if chain.map(\.exactPath).contains(target.exactPath) {
                    throw ThemeError(file: file, message: "\(reference) is in a cycle of sources")
                }
                guard let pointer else {
                    let (tokens, sourceFiles) = try reader.read(target, below: chain)
                    merged = ThemeSourceReader.merge(tokens, over: merged)
                    files += sourceFiles
                    continue
                }
                guard let part = JSONPointerResolver.value(at: pointer, in: try reader.document(at: target)) else {
                    throw ThemeError(file: file, message: "$ref \(reference) names nothing in that file")
                }
                files.append(target)
                if let setSources = part["sources"]?.array {
                    merged = ThemeSourceReader.merge(try self.merged(setSources.map { ($0, target) }, chain: chain + [target], files: &files), over: merged)
                } else if part.object != nil {
                    merged = ThemeSourceReader.merge(try TokenFileParser(file: target.path).parse(part), over: merged)
                } else {
                    throw ThemeError(file: file, message: "$ref \(reference) names \(part), not a token group or a set")
                }
            } else if source.object != nil {
                merged = ThemeSourceReader.merge(try TokenFileParser(file: file).parse(source), over: merged)
            } else {
                throw ThemeError(file: file, message: "a source is {\"$ref\": \"file\"} or a token group, not \(source)")
            }
        }
        return merged
    }
}
