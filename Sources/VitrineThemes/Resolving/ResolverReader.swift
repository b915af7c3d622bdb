import FoundationEssentials
import VitrineCore
import VitrineSystem

/// Reads a DTCG resolver document (`*.resolver.json`, the 2025.10 Resolver Module) as one source of a
/// theme: its `resolutionOrder` of sets and modifiers, each a list of token files (`{"$ref": "./x.tokens.json"}`)
/// or inline token groups, merged in order. The modifier with a `dark` context (or `inverted`, `night`)
/// gives the appearances: its light context (`light`, the default, or the first) for light, its dark one
/// for dark; every other modifier takes its default context (else the one that adds the fewest sources).
struct ResolverReader {
    let reader: ThemeSourceReader

    /// Context names read as the dark appearance.
    static let darkNames: Set<String> = ["dark", "inverted", "night"]

    func read(_ url: URL, below extending: [URL]) throws(ThemeError) -> ThemeSourceReader.Source {
        let file = url.path
        let document = try TokenFileParser.json(try ThemeSourceReader.contents(of: url), file: file).value
        guard let order = document["resolutionOrder"]?.array else {
            throw ThemeError(file: file, message: "a resolver document lists its sets and modifiers in resolutionOrder")
        }
        var light: [JSONValue] = [], dark: [JSONValue] = []
        for (index, entry) in order.enumerated() {
            let item = try resolved(entry, in: document, file: file, place: "resolutionOrder[\(index)]")
            if let sources = item["sources"]?.array {
                light += sources
                dark += sources
            } else if let contexts = item["contexts"]?.object {
                let (lightContext, darkContext) = Self.appearances(contexts, default: item["default"]?.string)
                light += contexts[lightContext]?.array ?? []
                dark += contexts[darkContext]?.array ?? []
            } else {
                throw ThemeError(file: file, tokenPath: "resolutionOrder[\(index)]", message: "neither a set (sources) nor a modifier (contexts)")
            }
        }
        let chain = extending + [url]
        var files: [URL] = [url]
        let lightFile = try merged(light, besides: url, file: file, chain: chain, files: &files)
        let darkFile = try merged(dark, besides: url, file: file, chain: chain, files: &files)
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

    /// `entry`, or what its `$ref` (`#/sets/base`) names in `document`.
    private func resolved(_ entry: JSONValue, in document: JSONValue, file: String, place: String) throws(ThemeError) -> JSONValue {
        guard let reference = entry["$ref"]?.string else { return entry }
        guard reference.hasPrefix("#/"), let target = JSONPointerResolver.value(at: reference, in: document) else {
            throw ThemeError(file: file, tokenPath: place, message: "$ref \(reference) names nothing in this document")
        }
        return target
    }

    /// `sources` (each a `{"$ref": "file"}` relative to the document, or an inline token group) merged in order.
    private func merged(_ sources: [JSONValue], besides url: URL, file: String, chain: [URL], files: inout [URL]) throws(ThemeError) -> TokenFile {
        var merged = TokenFile(tokens: [:])
        for source in sources {
            if let reference = source["$ref"]?.string {
                let target = url.deletingLastPathComponent().appendingPathComponent(reference)
                if chain.map(\.exactPath).contains(target.exactPath) {
                    throw ThemeError(file: file, message: "\(reference) is in a cycle of sources")
                }
                let (tokens, sourceFiles) = try reader.read(target, below: chain)
                merged = ThemeSourceReader.merge(tokens, over: merged)
                files += sourceFiles
            } else if source.object != nil {
                merged = ThemeSourceReader.merge(try TokenFileParser(file: file).parse(source), over: merged)
            } else {
                throw ThemeError(file: file, message: "a source is {\"$ref\": \"file\"} or a token group, not \(source)")
            }
        }
        return merged
    }
}
