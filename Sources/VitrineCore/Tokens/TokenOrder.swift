import Synchronization

/// A resolved theme's token paths in order (``TokenPath``'s), sorted the first time any copy of the theme asks,
/// on any thread, and kept: a theme's tokens never change once made. The gallery's read-ahead asks for the
/// shown theme's after the first frame, so that `o` (the token catalogue) sorts nothing on its key's path.
final class TokenOrder: Sendable {
    private let sorted = Mutex<[TokenPath]?>(nil)

    /// The keys of `tokens` in order; `tokens` are those of the theme this order belongs to.
    func paths(of tokens: [TokenPath: ResolvedToken]) -> [TokenPath] {
        if let known = sorted.withLock({ $0 }) { return known }
        let paths = tokens.keys.sorted()
        sorted.withLock { $0 = paths }
        return paths
    }
}
