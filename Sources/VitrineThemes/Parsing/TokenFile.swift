import VitrineCore

/// One theme file as parsed: its tokens and the top-level `$extends` and `$description`.
struct TokenFile {
    /// Every token in the file, by dotted path.
    var tokens: [String: RawToken]
    /// The sources this theme builds on, in order (a later one's tokens win): theme names, paths relative
    /// to the file (token files and `*.resolver.json` documents).
    var extends: [String] = []
    var description: String?
    /// `$modes.dark`: a file, relative to this one, whose tokens are this file's dark values.
    var darkFile: String?
    /// Groups that extend another group (`"$extends": "{base.group}"`): the group's path, and the path it copies.
    var groupExtends: [(group: String, base: String)] = []
    /// The groups that declare a `$type`, by path: what a token a group's `$extends` leaves untyped inherits.
    var groupTypes: [String: TokenFileParser.DeclaredType] = [:]
    /// Colours whose override dropped the palette entries of the theme extended (through every `$extends`).
    var droppedPalettes: [DroppedPalette] = []
    /// What reading the sources noted for the theme's warnings (a Tokens Studio set redefining another's token).
    var notes: [ThemeWarning] = []
}

extension TokenFile {
    /// Copies, for each group that extends another (`"$extends": "{base}"`), the base group's tokens the
    /// group does not define itself (chains followed; a cycle or a missing base is an error).
    mutating func resolveGroupExtends(file: String) throws(ThemeError) {
        var pending = groupExtends
        var rounds = 0
        while !pending.isEmpty {
            rounds += 1
            guard rounds <= 64 else {
                throw ThemeError(file: file, tokenPath: pending[0].group, message: "groups extend each other in a cycle")
            }
            // A group whose base still extends something waits for it.
            let waiting = Set(pending.map(\.group))
            let ready = pending.filter { !waiting.contains($0.base) }
            guard !ready.isEmpty else {
                throw ThemeError(file: file, tokenPath: pending[0].group, message: "groups extend each other in a cycle")
            }
            for (group, base) in ready {
                let prefix = base + "."
                let copied = tokens.filter { $0.key.hasPrefix(prefix) }
                guard !copied.isEmpty else {
                    throw ThemeError(file: file, tokenPath: group, message: "$extends {\(base)}: no such group")
                }
                for (path, token) in copied {
                    let target = group + "." + path.dropFirst(prefix.count)
                    if tokens[target] == nil { tokens[target] = token }
                }
                // §6.7.3: the group's type is the one it has after extension, so its own tokens that no group
                // of theirs types (an override of `base.x` written without `$type`) take the base's.
                for (path, token) in tokens where path.hasPrefix(group + ".") && token.type == nil && token.unsupportedType == nil {
                    guard let type = inheritedType(of: base + "." + path.dropFirst(group.count + 1)) else { continue }
                    tokens[path]?.type = type.known
                    tokens[path]?.unsupportedType = type.unsupported
                }
                // Copies multiply: bounded as the tokens are, before they are made, not after.
                guard tokens.count <= TokenResolver.maximumTokens else {
                    throw ThemeError(file: file, tokenPath: group, message: "groups extending groups make more than \(TokenResolver.maximumTokens) tokens")
                }
            }
            pending.removeAll { item in ready.contains { $0.group == item.group } }
        }
        groupExtends = []
    }

    /// The type a token at `path` has, or would have there: its own, else the nearest group's above it.
    private func inheritedType(of path: String) -> TokenFileParser.DeclaredType? {
        if let token = tokens[path] {
            if let type = token.type { return .known(type) }
            if let name = token.unsupportedType { return .unsupported(name) }
        }
        var group = Substring(path)
        while let dot = group.lastIndex(of: ".") {
            group = group[..<dot]
            if let type = groupTypes[String(group)] { return type }
        }
        return nil
    }
}
