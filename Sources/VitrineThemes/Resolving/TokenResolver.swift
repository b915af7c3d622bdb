import Foundation
import VitrineCore

/// Follows aliases (`{group.token}`) to any depth and parses values by `$type`, for one appearance.
///
/// Errors name the file of the token at fault: with `$extends`, a theme's tokens come from several files.
struct TokenResolver {
    let tokens: [String: RawToken]
    /// Art files read so far, so that both appearances and every token naming a file read it once.
    private let artFiles = ArtFileCache()

    init(tokens: [String: RawToken]) {
        self.tokens = tokens
    }

    /// Every token resolved for `appearance`; throws on the first unknown alias, cycle or bad value.
    func resolveAll(for appearance: Appearance) throws(ThemeError) -> [TokenPath: ResolvedToken] {
        var resolved: [TokenPath: ResolvedToken] = [:]
        for path in tokens.keys.sorted() {
            resolved[TokenPath(path)] = try resolve(path, for: appearance)
        }
        return resolved
    }

    func resolve(_ path: String, for appearance: Appearance) throws(ThemeError) -> ResolvedToken {
        guard let origin = tokens[path] else {
            preconditionFailure("resolve is only called for paths of `tokens`")
        }
        var chain: [String] = []
        var holder = origin
        var type = origin.type
        while true {
            let raw = holder.value(for: appearance)
            guard let target = RawToken.aliasTarget(raw) else {
                return try literal(raw, path: path, type: type, chain: chain, appearance: appearance, origin: origin,
                                   holder: holder)
            }
            if target == path || chain.contains(target) {
                throw ThemeError(file: origin.file, tokenPath: path,
                                 message: "alias cycle: \(([path] + chain + [target]).joined(separator: " → "))")
            }
            guard let next = tokens[target] else {
                throw ThemeError(file: holder.file, tokenPath: path,
                                 message: "unknown alias {\(target)} (via \(([path] + chain + [target]).joined(separator: " → ")))")
            }
            if let declared = next.type, let expected = type, declared != expected {
                throw ThemeError(file: origin.file, tokenPath: path,
                                 message: "wrong $type: \(expected.rawValue) token aliases {\(target)} of type \(declared.rawValue)")
            }
            type = type ?? next.type
            chain.append(target)
            holder = next
        }
    }

    private func literal(_ raw: Any, path: String, type: TokenType?, chain: [String], appearance: Appearance,
                         origin: RawToken, holder: RawToken) throws(ThemeError) -> ResolvedToken {
        guard let type else {
            throw ThemeError(file: origin.file, tokenPath: path, message: "no $type on the token or its groups")
        }
        if type == .art {
            return ResolvedToken(path: TokenPath(path), value: .art(try art(raw, path: path, holder: holder)),
                                 aliasChain: chain.map { TokenPath($0) }, description: origin.description)
        }
        guard !(raw is Bool), let value = type.parse(raw) else {
            let source = chain.last.map { " (from {\($0)})" } ?? ""
            throw ThemeError(file: holder.file, tokenPath: path,
                             message: "\(appearance.rawValue) value \(raw)\(source) is not a valid \(type.rawValue)")
        }
        return ResolvedToken(path: TokenPath(path), value: value, aliasChain: chain.map { TokenPath($0) }, description: origin.description)
    }

    /// The art file `raw` names, relative to the file of the token that holds the path.
    private func art(_ raw: Any, path: String, holder: RawToken) throws(ThemeError) -> TextArt {
        guard let relative = raw as? String, !relative.isEmpty else {
            throw ThemeError(file: holder.file, tokenPath: path, message: "value \(raw) is not a path to an art file")
        }
        let url = URL(fileURLWithPath: relative, relativeTo: URL(fileURLWithPath: holder.file).deletingLastPathComponent())
        do {
            return try artFiles.art(at: url.standardizedFileURL)
        } catch {
            throw ThemeError(file: holder.file, tokenPath: path, message: "art file \(relative): \(error)")
        }
    }
}
