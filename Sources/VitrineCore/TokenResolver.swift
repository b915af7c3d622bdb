/// Follows aliases (`{group.token}`) to any depth and parses values by `$type`, for one appearance.
struct TokenResolver {
    let file: String
    let tokens: [String: RawToken]

    /// Every token resolved for `appearance`; throws on the first unknown alias, cycle or bad value.
    func resolveAll(for appearance: Appearance) throws(ThemeError) -> [String: ResolvedToken] {
        var resolved: [String: ResolvedToken] = [:]
        for path in tokens.keys.sorted() {
            resolved[path] = try resolve(path, for: appearance)
        }
        return resolved
    }

    func resolve(_ path: String, for appearance: Appearance) throws(ThemeError) -> ResolvedToken {
        var chain: [String] = []
        var current = path
        var type = tokens[path]?.type
        while true {
            guard let token = tokens[current] else {
                throw ThemeError(file: file, tokenPath: path,
                                 message: "unknown alias {\(current)} (via \(([path] + chain).joined(separator: " → ")))")
            }
            if let declared = token.type, let expected = type, declared != expected {
                throw ThemeError(file: file, tokenPath: path,
                                 message: "wrong $type: \(expected.rawValue) token aliases {\(current)} of type \(declared.rawValue)")
            }
            type = type ?? token.type
            let raw = token.value(for: appearance)
            guard let target = RawToken.aliasTarget(raw) else {
                return try literal(raw, path: path, type: type, chain: chain, appearance: appearance,
                                   description: tokens[path]?.description)
            }
            if target == path || chain.contains(target) {
                throw ThemeError(file: file, tokenPath: path,
                                 message: "alias cycle: \(([path] + chain + [target]).joined(separator: " → "))")
            }
            chain.append(target)
            current = target
        }
    }

    private func literal(_ raw: Any, path: String, type: TokenType?, chain: [String], appearance: Appearance,
                         description: String?) throws(ThemeError) -> ResolvedToken {
        guard let type else {
            throw ThemeError(file: file, tokenPath: path, message: "no $type on the token or its groups")
        }
        guard !(raw is Bool), let value = type.parse(raw) else {
            let source = chain.last.map { " (from {\($0)})" } ?? ""
            throw ThemeError(file: file, tokenPath: path,
                             message: "\(appearance.rawValue) value \(raw)\(source) is not a valid \(type.rawValue)")
        }
        return ResolvedToken(path: path, value: value, aliasChain: chain, description: description)
    }
}
