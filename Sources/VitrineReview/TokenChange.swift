import VitrineCore

/// A token whose resolved value differs between two themes, in one appearance (nil: the theme lacks it).
public struct TokenChange: Equatable, Sendable {
    public let path: TokenPath
    public let appearance: Appearance
    public let before: ShownValue?
    public let after: ShownValue?
    /// The tokens followed to the value (after the change; before it when the token went away).
    public let aliasChain: [TokenPath]

    /// The change of `path` between two resolutions of one appearance; nil when its value is the same.
    public init?(_ path: TokenPath, from old: ResolvedTheme, to new: ResolvedTheme) {
        let (before, after) = (old.token(path), new.token(path))
        guard before?.shown != after?.shown else { return nil }
        self.path = path
        appearance = new.appearance
        self.before = before?.shown
        self.after = after?.shown
        aliasChain = (after ?? before)?.aliasChain ?? []
    }

    /// Every token whose value differs between `old` and `new` (the same theme in two versions), in path order.
    public static func changes(from old: ResolvedTheme, to new: ResolvedTheme) -> [TokenChange] {
        old.paths.union(new.paths).sorted().compactMap { TokenChange($0, from: old, to: new) }
    }
}
