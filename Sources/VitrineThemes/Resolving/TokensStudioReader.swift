import FoundationEssentials
import VitrineCore
import VitrineSystem

/// Reads a Tokens Studio project — a folder of token sets (`core.json`, `theme/light.json`) with its
/// `$metadata.json` (`tokenSetOrder`) and `$themes.json` (themes and the sets each enables) — as one source
/// of a theme, named by either of those two files.
///
/// The sets merge in `tokenSetOrder` (else in name order); a theme named light (or the first that is not
/// dark) gives the light values from the sets it enables or uses as source, a theme named dark (or night)
/// the dark ones; without themes every set counts for both. A path two enabled sets both define, with
/// different values, is a collision: the later set wins, as in Tokens Studio, and it is said (Style
/// Dictionary warns of the same).
struct TokensStudioReader {
    let reader: ThemeSourceReader

    /// The files that name a Tokens Studio project.
    static let projectFiles: Set<String> = ["$metadata.json", "$themes.json"]

    func read(_ url: URL, below extending: [URL]) throws(ThemeError) -> ThemeSourceReader.Source {
        let folder = url.deletingLastPathComponent()
        let metadataURL = folder.appendingPathComponent("$metadata.json"), themesURL = folder.appendingPathComponent("$themes.json")
        var files: [URL] = []
        let metadata = try optionalDocument(metadataURL, files: &files)
        let themes = try optionalDocument(themesURL, files: &files)?.array ?? []
        var order = metadata?["tokenSetOrder"]?.array?.compactMap(\.string) ?? []
        if order.isEmpty {
            order = themes.flatMap { $0["selectedTokenSets"]?.object?.keys.sorted() ?? [] }
            var seen = Set<String>()
            order = order.filter { seen.insert($0).inserted }
        }
        guard !order.isEmpty else {
            throw ThemeError(file: url.path, message: "a Tokens Studio project names its sets in $metadata.json's tokenSetOrder or $themes.json's selectedTokenSets")
        }
        let named = { (words: Set<String>) in
            themes.first { theme in
                let name = ((theme["name"]?.string ?? "") + " " + (theme["group"]?.string ?? "")).lowercased()
                return words.contains { name.contains($0) }
            }
        }
        let darkTheme = named(["dark", "night"])
        let lightTheme = named(["light", "day"]) ?? themes.first { $0["name"]?.string != darkTheme?["name"]?.string }
        let chain = extending + [url]
        let light = try merged(order, enabledBy: lightTheme, in: folder, chain: chain, files: &files)
        let dark = darkTheme == nil ? light : try merged(order, enabledBy: darkTheme, in: folder, chain: chain, files: &files)
        var result = light.file
        for (path, token) in dark.file.tokens {
            guard let lightToken = result.tokens[path] else {
                result.tokens[path] = token
                continue
            }
            if token.value != lightToken.value { result.tokens[path]?.darkValue = token.value }
        }
        result.notes = light.collisions + (darkTheme == nil ? [] : dark.collisions.filter { collision in
            !light.collisions.contains { $0.tokenPath == collision.tokenPath }
        })
        result.extends = []
        var seen = Set<ExactPath>()
        return (result, ([url] + files).filter { seen.insert($0.exactPath).inserted })
    }

    /// The JSON document at `url`, or nil when there is no such file.
    private func optionalDocument(_ url: URL, files: inout [URL]) throws(ThemeError) -> JSONValue? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        files.append(url)
        return try reader.document(at: url)
    }

    /// The sets of `order` that `theme` enables (every one without a theme), merged in order, and the
    /// paths a later set redefined with another value.
    private func merged(_ order: [String], enabledBy theme: JSONValue?, in folder: URL, chain: [URL],
                        files: inout [URL]) throws(ThemeError) -> (file: TokenFile, collisions: [ThemeWarning]) {
        let statuses = theme?["selectedTokenSets"]?.object
        var merged = TokenFile(tokens: [:])
        var collisions: [ThemeWarning] = []
        for set in order {
            if let statuses, statuses[set]?.string != "enabled" && statuses[set]?.string != "source" { continue }
            guard !set.split(separator: "/").contains(".."), !set.hasPrefix("/") else {
                throw ThemeError(file: folder.path, tokenPath: set, message: "a token set's name leads out of the project's folder")
            }
            let setURL = folder.appendingPathComponent(set + ".json")
            let (tokens, setFiles) = try reader.read(setURL, below: chain)
            for (path, token) in tokens.tokens.sorted(by: { $0.key < $1.key }) {
                guard let earlier = merged.tokens[path], earlier.value != token.value else { continue }
                collisions.append(ThemeWarning(file: token.file, tokenPath: path,
                                               message: "set \(set) redefines it (\(earlier.value) in \(Self.setName(of: earlier.file, in: folder))): the later set wins"))
            }
            merged = ThemeSourceReader.merge(tokens, over: merged)
            files += setFiles
        }
        return (merged, collisions)
    }

    /// The set a file of the project is (`theme/light` for `…/theme/light.json`).
    private static func setName(of file: String, in folder: URL) -> String {
        let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        let relative = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
        return relative.hasSuffix(".json") ? String(relative.dropLast(5)) : relative
    }
}
