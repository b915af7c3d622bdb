import FoundationEssentials
import VitrineCore
import VitrineSystem

/// A loaded theme, resolved and validated for both appearances: it is either whole or not loaded at all.
public struct Theme: Equatable, Sendable {
    public var name: String
    /// Every file the theme is made of: its own, then those it extends, then the art files its tokens
    /// name (what live reload watches).
    public var files: [String]
    /// The file it came from.
    public var file: String { files[0] }
    /// The theme it extends, as written in `$extends`.
    public var extends: String?
    /// The theme's top-level `$description`.
    public var description: String?
    public var light: ResolvedTheme
    public var dark: ResolvedTheme
    /// What loaded but deserves a look (see ``ThemeWarning``).
    public var warnings: [ThemeWarning] = []

    public func resolved(for appearance: Appearance) -> ResolvedTheme {
        appearance == .light ? light : dark
    }

    /// Loads, resolves and checks the theme in `url` (or `contents`, as if they were in a file at `url`) and
    /// the themes it extends.
    ///
    /// - Parameter baseFolder: for a theme from outside the themes folder (standard input, a stored
    ///   candidate), that folder: its `$extends` names a theme there, by name only.
    /// - Parameter themesFolder: where a name in `$extends` not found beside the file that names it is looked for.
    /// - Parameter requiredTokens: the tokens the components read; a theme lacking one, or holding a
    ///   value of another kind there, is an error; only their numbers are checked against their type's range,
    ///   and another token that does not resolve is left out with a warning.
    /// - Parameter everyTokenRead: check every token as if a component read it (`themes validate --strict`).
    public static func load(from url: URL, contents: Data? = nil, baseFolder: URL? = nil, themesFolder: URL? = nil,
                            requiredTokens: [TokenRequirement], everyTokenRead: Bool = false) throws(ThemeError) -> Theme {
        var (source, files) = try ThemeSourceReader(rootContents: contents, baseFolder: baseFolder, themesFolder: themesFolder).read(url)
        try source.resolveGroupExtends(file: url.path)
        let requiredPaths = Set(requiredTokens.map(\.path.rawValue))
        let resolver = TokenResolver(tokens: source.tokens, folders: files.map { $0.deletingLastPathComponent() },
                                     rangeChecked: everyTokenRead ? Set(source.tokens.keys) : requiredPaths)
        let (light, lightLeftOut, lightFailures) = try resolver.resolveAll(for: .light, file: url.path)
        let (dark, darkLeftOut, darkFailures) = try resolver.resolveAll(for: .dark, file: url.path)
        // Every problem of every token a component reads, in one run: a token's light failure before its dark one.
        var failures: [ThemeError] = []
        var failed = Set<String>()
        for failure in lightFailures + darkFailures where failed.insert(failure.tokenPath ?? "").inserted { failures.append(failure) }
        let isExport = !source.tokens.keys.contains { $0.hasPrefix("theme.") }
        var checked = Set<TokenPath>()
        for requirement in requiredTokens where checked.insert(requirement.path).inserted && !failed.contains(requirement.path.rawValue) {
            guard let token = light[requirement.path] else {
                if requirement.isOptional { continue }
                if let unsupported = source.tokens[requirement.path.rawValue]?.unsupportedType {
                    failures.append(ThemeError(file: url.path, tokenPath: requirement.path.rawValue,
                                               message: "a component needs a \(requirement.kind.rawValue) here; $type \(unsupported) is not one Vitrine reads"))
                } else {
                    failures.append(ThemeError(file: url.path, tokenPath: requirement.path.rawValue, message: "missing token required by a component"))
                }
                continue
            }
            let file = source.tokens[requirement.path.rawValue]?.file ?? url.path
            if token.value.kind != requirement.kind {
                failures.append(ThemeError(file: file, tokenPath: requirement.path.rawValue,
                                           message: "a component needs a \(requirement.kind.rawValue) here, not a \(token.value.kind.rawValue)"))
            } else if let refusal = requirement.refusal(of: token.value) ?? dark[requirement.path].flatMap({ requirement.refusal(of: $0.value) }) {
                failures.append(ThemeError(file: file, tokenPath: requirement.path.rawValue, message: refusal))
            }
        }
        if isExport, let first = failures.first, first.message == "missing token required by a component", first.tokenPath?.hasPrefix("theme.") == true {
            failures[0].message += " (the file has no theme.* tokens: an export? map it with vitrine themes init --from \(url.lastPathComponent))"
        }
        let name = Theme.name(ofFile: url.filePath)
        let unsupported = source.tokens.filter { $0.value.unsupportedType != nil }.sorted { $0.key < $1.key }.map { path, token in
            ThemeWarning(file: token.file, tokenPath: path, message: "$type \(token.unsupportedType!) is not one Vitrine reads yet: the token is left out")
        }
        // Found first, then sorted: most themes have none, and sorting every path read would cost each load.
        // A deprecated token read through aliases counts too (`theme.color.badge.x → brand.old`), named with the chain.
        let deprecatedReads = requiredPaths.compactMap { path -> ThemeWarning? in
            let key = TokenPath(path)
            var chain = [key] + (light[key]?.aliasChain ?? [])
            for step in dark[key]?.aliasChain ?? [] where !chain.contains(step) { chain.append(step) }
            guard let index = chain.firstIndex(where: { source.tokens[$0.rawValue]?.deprecated != nil }),
                  let token = source.tokens[chain[index].rawValue], let reason = token.deprecated else { return nil }
            let through = index == 0 ? "" : " through " + chain[...index].map(\.rawValue).joined(separator: " → ")
            return ThemeWarning(file: token.file, tokenPath: chain[index].rawValue, message: "deprecated (\(reason)), and a component reads it\(through)")
        }.sorted { ($0.tokenPath, $0.message) < ($1.tokenPath, $1.message) }
        let droppedPalettes = source.droppedPalettes.sorted { $0.path < $1.path }.map { dropped in
            ThemeWarning(file: dropped.file, tokenPath: dropped.path, message: Self.describe(dropped, light: light, dark: dark))
        }
        // A token no component reads that does not resolve is left out, said once (its light problem first).
        var seen = Set<String>()
        let leftOut = (lightLeftOut + darkLeftOut).filter { seen.insert($0.tokenPath ?? "").inserted }.map { error in
            ThemeWarning(file: error.file, tokenPath: error.tokenPath ?? "", message: "left out (no component reads it): \(error.message)")
        }
        let warnings = source.notes + unsupported + deprecatedReads + droppedPalettes + leftOut
        if var first = failures.first {
            first.others = Array(failures.dropFirst().prefix(ThemeError.maximumOthers))
            first.warnings = warnings
            throw first
        }
        var theme = Theme(name: name, files: files.map(\.path) + artFiles(light: light, dark: dark), extends: source.extends.isEmpty ? nil : source.extends.joined(separator: ", "),
                          description: source.description,
                          light: ResolvedTheme(name: name, appearance: .light, tokens: light),
                          dark: ResolvedTheme(name: name, appearance: .dark, tokens: dark))
        theme.warnings = warnings
        return theme
    }

    /// The art files the tokens of both appearances were read from: each once, by its bytes (`café`
    /// composed and decomposed are two files), in byte order.
    static func artFiles(light: [TokenPath: ResolvedToken], dark: [TokenPath: ResolvedToken]) -> [String] {
        var seen = Set<ExactPath>()
        return [light, dark].flatMap { tokens in
            tokens.values.compactMap { token -> String? in
                if case let .art(art) = token.value, seen.insert(ExactPath(art.file)).inserted { return art.file }
                return nil
            }
        }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// What overriding `dropped` loses: the entries, and the colour the token is now sent as at 16 colours.
    private static func describe(_ dropped: DroppedPalette, light: [TokenPath: ResolvedToken], dark: [TokenPath: ResolvedToken]) -> String {
        let base = dropped.baseFile.split(separator: "/").last.map(String.init) ?? dropped.baseFile
        var entries = [dropped.palette.light.description].filter { !$0.isEmpty }
        if let darkEntries = dropped.palette.dark, !darkEntries.isEmpty { entries.append("dark \(darkEntries)") }
        let sent = [("light", light), ("dark", dark)].compactMap { name, tokens -> String? in
            guard case let .color(color)? = tokens[TokenPath(dropped.path)]?.value else { return nil }
            return "\(name) \(ColorProfile.ansi16.convert(color))"
        }
        return "overrides \(base)'s colour without its palette entries (\(entries.joined(separator: "; "))), which are dropped:"
            + " at 16 colours it is now sent as \(sent.joined(separator: ", ")); give the override entries of its own"
    }
}
