import VitrineCore

/// The token catalogue (`o`): the shown theme's tokens, a page a group (`theme.color.badge`), for the
/// appearance shown, following `t` and `d`. ← → turn the group, ↑ ↓ move through its tokens (the one
/// highlighted is listed with its readers), Esc or `o` closes. Part of ``GalleryModel``.
public struct TokenCatalog: Equatable, Sendable {
    /// The group shown, an index into ``groups(of:)`` (taken modulo their count).
    public private(set) var group = 0
    /// The group's token highlighted (its index), which the page keeps in view.
    public private(set) var scroll = 0

    public init() {}

    /// The catalogue open at the token at `path` of `theme` (search's Enter on a token), or at its first group.
    public init(showing path: TokenPath, in theme: ResolvedTheme) {
        let groups = Self.groups(of: theme)
        guard let group = groups.firstIndex(where: { $0.name == Self.groupName(of: path.rawValue) }),
              let index = groups[group].tokens.firstIndex(where: { $0.path == path }) else { return }
        self.group = group
        scroll = index
    }

    /// The groups of `theme`'s tokens: each token's group, at most three segments deep (`theme.color.badge`
    /// for `theme.color.badge.danger.background`, `theme.asset` for `theme.asset.app-logo-wide`), in order.
    public static func groups(of theme: ResolvedTheme) -> [(name: String, tokens: [ResolvedToken])] {
        var order: [String] = []
        var tokens: [String: [ResolvedToken]] = [:]
        for token in theme.sortedTokens {
            let name = groupName(of: token.path.rawValue)
            if tokens[name] == nil { order.append(name) }
            tokens[name, default: []].append(token)
        }
        return order.map { ($0, tokens[$0] ?? []) }
    }

    /// The group of the token at `path`: its segments but the last, at most the first three (empty ones
    /// skipped; a dot is a dot, whatever mark follows it). Over the bytes: `split` by Character and the
    /// generic `joined` cost a key of the catalogue 3 M instructions.
    static func groupName(of path: String) -> String {
        var path = path
        return path.withUTF8 { bytes in
            var segments: [Range<Int>] = []
            var start = 0
            for index in 0 ... bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: ".") {
                if index > start { segments.append(start ..< index) }
                start = index + 1
            }
            var name = ""
            for segment in segments.dropLast().prefix(3) {
                if !name.isEmpty { name.append(".") }
                name.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[segment]), as: UTF8.self))
            }
            return name
        }
    }

    /// Which of `count` groups shows (``group`` wraps both ways).
    public func groupIndex(among count: Int) -> Int {
        count == 0 ? 0 : ((group % count) + count) % count
    }

    /// The next (`step` 1) or previous (-1) group; the page starts at its top.
    mutating func turn(by step: Int) {
        group += step
        scroll = 0
    }

    /// Scrolls `rows` down (up when negative), never past the last of the group's `count` tokens, so that
    /// a key up after scrolling too far moves at once.
    mutating func scroll(by rows: Int, count: Int) {
        scroll = min(max(0, count - 1), max(0, scroll + rows))
    }

    /// What a key did to the catalogue, for the model to act on.
    enum Outcome: Equatable {
        /// It stays open, turned or scrolled or not.
        case stays
        /// Esc or `o`: it closes.
        case closes
        /// A key the gallery acts on with the catalogue open (theme, mode, quit).
        case performs(Action)
    }

    /// Handles `key` while the page shows a group of `count` tokens: ← → h l Tab turn the group, ↑ ↓ j k J K
    /// PgUp PgDn scroll, Esc or `o` close; `t` `T` `d`, `/` (search, to find another token) and `q` pass to the
    /// gallery, anything else waits.
    mutating func press(_ key: Key, count: Int) -> Outcome {
        switch key {
        case .escape, .character("o"): return .closes
        case .left, .character("h"): turn(by: -1)
        case .right, .character("l"), .tab: turn(by: 1)
        case .up, .character("k"): scroll(by: -1, count: count)
        case .down, .character("j"): scroll(by: 1, count: count)
        case .pageUp, .character("K"): scroll(by: -10, count: count)
        case .pageDown, .character("J"): scroll(by: 10, count: count)
        default:
            guard let action = Keymap.action(for: key), [.nextTheme, .previousTheme, .toggleAppearance, .openSearch, .quit].contains(action) else { return .stays }
            return .performs(action)
        }
        return .stays
    }
}
