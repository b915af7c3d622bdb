import VitrineCore

extension StoryCatalog {
    /// Who reads the token at `path` of `theme`: each component that reads it, directly or through a token
    /// of its own aliasing it (`Badge` through `theme.color.badge.danger.background` for `color.red.700`),
    /// in the catalogue's order; the path it reads is `path` itself when read directly.
    public func readers(of path: TokenPath, in theme: ResolvedTheme) -> [(component: String, through: TokenPath)] {
        components.compactMap { component in
            var seen = Set<TokenPath>()
            let through = component.requiredTokens.lazy.map(\.path).filter { seen.insert($0).inserted }.first { read in
                read == path || (theme.token(read)?.aliasChain.contains(path) ?? false)
            }
            return through.map { (component.name, $0) }
        }
    }
}
