import FoundationEssentials
import VitrineCore
import VitrineSystem

/// Follows aliases (`{group.token}`) and parses values by `$type`, for one appearance.
///
/// Bounded whatever the file holds: at most ``maximumTokens`` tokens, each following at most
/// ``maximumAliasDepth`` aliases (so resolving is linear in the number of tokens), and at most
/// ``maximumArtFiles`` art files, each inside the folders of the theme's files. Errors name the file of
/// the token at fault: with `$extends`, a theme's tokens come from several files.
struct TokenResolver {
    static let maximumTokens = 200_000
    static let maximumAliasDepth = 32
    static let maximumArtFiles = 64

    let tokens: [String: RawToken]
    /// The real paths of the folders of the theme's files, resolved once: art files must lie inside one of them.
    private let folderRoots: [String]
    /// The tokens whose numbers are checked against their type's range (what components read); others
    /// are kept as they are (a "full" radius of 9999px in an export no component reads is no error).
    let rangeChecked: Set<String>
    /// Art files read so far, so that both appearances and every token naming a file read it once.
    private let artFiles = ArtFileCache()

    /// The paths of the tokens Vitrine reads a type of, in order (every appearance resolves them in this
    /// order, so the first error is the same whatever the dictionary's order).
    private let paths: [String]

    init(tokens: [String: RawToken], folders: [URL], rangeChecked: Set<String>) {
        self.tokens = tokens
        paths = tokens.compactMap { path, token in token.unsupportedType == nil ? path : nil }.sorted()
        folderRoots = ConfinedPath.realRoots(of: folders)
        self.rangeChecked = rangeChecked
    }

    /// Every token resolved for `appearance`, the tokens left out with why (an unknown alias, a cycle, a
    /// bad value in a token no component reads: an export's own business), and the same problems of the
    /// tokens a component reads (``rangeChecked``), which fail the load.
    func resolveAll(for appearance: Appearance, file: String) throws(ThemeError)
        -> (tokens: [TokenPath: ResolvedToken], leftOut: [ThemeError], failures: [ThemeError]) {
        guard tokens.count <= Self.maximumTokens else {
            throw ThemeError(file: file, message: "\(tokens.count) tokens; a theme may have at most \(Self.maximumTokens)")
        }
        var resolved: [TokenPath: ResolvedToken] = Dictionary(minimumCapacity: paths.count)
        var leftOut: [ThemeError] = [], failures: [ThemeError] = []
        // Tokens of a type Vitrine does not read are left out (Theme.load warns about them).
        for path in paths {
            do {
                resolved[TokenPath(path)] = try resolve(path, for: appearance)
            } catch {
                if rangeChecked.contains(path) { failures.append(error) } else { leftOut.append(error) }
            }
        }
        return (resolved, leftOut, failures)
    }

    /// The token at `path` for `appearance`. `visiting` holds the tokens whose composite fields led here,
    /// so that a field aliasing its own token (or one that leads back to it) is a named cycle.
    func resolve(_ path: String, for appearance: Appearance, visiting: [String] = []) throws(ThemeError) -> ResolvedToken {
        guard let origin = tokens[path] else {
            preconditionFailure("resolve is only called for paths of `tokens`")
        }
        if visiting.contains(path) || visiting.count > Self.maximumAliasDepth {
            throw ThemeError(file: origin.file, tokenPath: visiting.first ?? path,
                             message: "alias cycle through composite fields: \((visiting + [path]).joined(separator: " → "))")
        }
        var chain: [String] = []
        var holder = origin
        var type = origin.type
        while true {
            if let problem = holder.problem {
                throw ThemeError(file: holder.file, tokenPath: chain.last ?? path, message: problem)
            }
            let raw = holder.value(for: appearance)
            guard let target = RawToken.aliasTarget(raw) else {
                return try literal(raw, path: path, type: type, chain: chain, appearance: appearance, origin: origin,
                                   holder: holder, visiting: visiting)
            }
            if target == path || chain.contains(target) {
                throw ThemeError(file: origin.file, tokenPath: path,
                                 message: "alias cycle: \(([path] + chain + [target]).joined(separator: " → "))")
            }
            let next = try token(target, aliasedBy: path, via: chain, holder: holder)
            if let declared = next.type, let expected = type, declared != expected {
                throw ThemeError(file: origin.file, tokenPath: path,
                                 message: "wrong $type: \(expected.rawValue) token aliases {\(target)} of type \(declared.rawValue)")
            }
            type = type ?? next.type
            chain.append(target)
            holder = next
            guard chain.count <= Self.maximumAliasDepth else {
                throw ThemeError(file: origin.file, tokenPath: path,
                                 message: "more than \(Self.maximumAliasDepth) aliases in a row (\(path) → \(chain.prefix(3).joined(separator: " → ")) → …)")
            }
        }
    }

    /// The token an alias names: an unknown one or one of a type Vitrine does not read is an error.
    private func token(_ target: String, aliasedBy path: String, via chain: [String], holder: RawToken) throws(ThemeError) -> RawToken {
        guard let next = tokens[target] else {
            throw ThemeError(file: holder.file, tokenPath: path,
                             message: "unknown alias {\(target)} (via \(([path] + chain + [target]).joined(separator: " → ")))")
        }
        if let unsupported = next.unsupportedType {
            throw ThemeError(file: holder.file, tokenPath: path,
                             message: "aliases {\(target)} of $type \(unsupported), which Vitrine does not read yet")
        }
        return next
    }

    private func literal(_ raw: JSONValue, path: String, type: TokenType?, chain: [String], appearance: Appearance,
                         origin: RawToken, holder: RawToken, visiting: [String]) throws(ThemeError) -> ResolvedToken {
        guard let type else {
            throw ThemeError(file: origin.file, tokenPath: path, message: "no $type on the token or its groups")
        }
        if type != .color, origin.palette != nil {
            throw ThemeError(file: origin.file, tokenPath: path, message: "$extensions.palette is for colour tokens, not \(type.rawValue)")
        }
        var value = try self.value(raw, type: type, path: path, appearance: appearance, holder: holder, visiting: visiting,
                                   describing: "\(appearance.rawValue) value \(raw)\(chain.last.map { " (from {\($0)})" } ?? "")")
        if case let .color(color) = value, let fallback = paletteFallback(of: origin, chain: chain, for: appearance) {
            value = .color(color.withFallback(fallback))
        }
        return ResolvedToken(path: TokenPath(path), value: value, aliasChain: chain.map { TokenPath($0) }, description: origin.description,
                             deprecated: origin.deprecated, alpha: type == .color ? TokenType.alpha(ofColor: raw) : 1,
                             unit: type == .dimension ? TokenType.unit(ofDimension: raw) : nil)
    }

    /// A literal of `type`: parsed, an art file read, or a composite read field by field; numbers checked
    /// against the type's range. `describing` names the value in errors (made only for one).
    private func value(_ raw: JSONValue, type: TokenType, path: String, appearance: Appearance, holder: RawToken,
                       visiting: [String], describing: @autoclosure () -> String) throws(ThemeError) -> TokenValue {
        if type == .art { return .art(try art(raw, path: path, holder: holder)) }
        if type.isComposite {
            // The tokens whose fields led here, this one included (built only for composites).
            let visiting = visiting.last == path ? visiting : visiting + [path]
            let reader = CompositeReader(
                field: { (raw, fieldType, name) throws(ThemeError) in
                    try field(raw, type: fieldType, name: name, path: path, appearance: appearance, holder: holder, visiting: visiting)
                },
                error: { ThemeError(file: holder.file, tokenPath: path, message: "\(appearance.rawValue) value: \($0)") })
            return try reader.read(raw, as: type)
        }
        guard let value = type.parse(raw) else {
            throw ThemeError(file: holder.file, tokenPath: path, message: "\(describing()) is not a valid \(type.rawValue)")
        }
        if let range = type.range, let number = value.number, !range.contains(number), type == .fontWeight || rangeChecked.contains(path) {
            throw ThemeError(file: holder.file, tokenPath: path,
                             message: "\(describing()) is outside \(range.lowerBound.compactDescription)…"
                                 + "\(range.upperBound.compactDescription)\(type == .dimension ? " pt" : "")")
        }
        return value
    }

    /// One field of a composite: an alias to a token of `type` (resolved like any token, cycles caught), or
    /// a literal of it.
    private func field(_ raw: JSONValue, type: TokenType, name: String, path: String, appearance: Appearance, holder: RawToken,
                       visiting: [String]) throws(ThemeError) -> ResolvedToken {
        guard let target = RawToken.aliasTarget(raw) else {
            let value = try value(raw, type: type, path: path, appearance: appearance, holder: holder, visiting: visiting,
                                  describing: "\(appearance.rawValue) \(name) \(raw)")
            return ResolvedToken(path: TokenPath(path), value: value, alpha: type == .color ? TokenType.alpha(ofColor: raw) : 1)
        }
        _ = try token(target, aliasedBy: path, via: [], holder: holder)
        let resolved = try resolve(target, for: appearance, visiting: visiting)
        guard resolved.value.kind == type.valueKind else {
            throw ThemeError(file: holder.file, tokenPath: path,
                             message: "\(name) aliases {\(target)}, a \(resolved.value.kind.rawValue), not a \(type.rawValue)")
        }
        return resolved
    }

    /// The palette entries of `origin`, else of the nearest token along its alias chain that gives them: a
    /// token may choose its own for a colour it aliases, or take those of the colour it names.
    private func paletteFallback(of origin: RawToken, chain: [String], for appearance: Appearance) -> PaletteFallback? {
        if let own = origin.paletteFallback(for: appearance) { return own }
        for target in chain {
            if let fallback = tokens[target]?.paletteFallback(for: appearance) { return fallback }
        }
        return nil
    }

    /// The art file `raw` names, relative to the file of the token that holds the path, and inside the
    /// folders of the theme's files once links are resolved.
    private func art(_ raw: JSONValue, path: String, holder: RawToken) throws(ThemeError) -> TextArt {
        guard let relative = raw.string, !relative.isEmpty else {
            throw ThemeError(file: holder.file, tokenPath: path, message: "value \(raw) is not a path to an art file")
        }
        do {
            let file = try artFiles.locate(relative, nextTo: holder.file, withinRoots: folderRoots)
            return try artFiles.art(in: file, limit: Self.maximumArtFiles)
        } catch let failure as ConfinedPath.Failure {
            throw ThemeError(file: holder.file, tokenPath: path, message: "art file \(relative): \(failure)")
        } catch {
            throw ThemeError(file: holder.file, tokenPath: path, message: "art file \(relative): \(error)")
        }
    }
}
