import VitrineCore

/// Maps the tokens components read onto a design system's export: for each required token, the export
/// token of the same kind whose name shares the most words with it (synonyms folded: `bg` is background,
/// `critical` is danger) and has the fewest others (`bgColor.danger.muted` before
/// `button.danger.bgColor.disabled`), among those the nearest colour to the reference theme's (Oklab, light and dark);
/// a colour no name matches gets the nearest colour of the whole export. What matches nothing stays the
/// reference theme's and is listed.
public struct TokenMapper: Sendable {
    /// One required token mapped: the export token it aliases, and why.
    public struct Match: Sendable {
        public let path: TokenPath
        public let target: TokenPath
        /// `name (badge, danger, background), ΔE 0.031` or `nearest colour, ΔE 0.112`.
        public let reason: String
    }

    public let matches: [Match]
    /// Required tokens nothing in the export matched (the reference theme's value stays).
    public let unmatched: [TokenPath]

    /// Words that carry no meaning for matching.
    static let ignored: Set<String> = ["theme", "color", "colors", "colour", "sys", "ref", "semantic", "base", "value", "default", "root"]

    /// How much a shared word counts: a meaning (danger) most, then a role (background), then anything else.
    static func weight(_ word: String) -> Int {
        ["danger", "success", "warning", "info", "brand", "neutral", "disabled"].contains(word) ? 3
            : ["background", "foreground", "border", "subtle"].contains(word) ? 2 : 1
    }

    /// Words folded onto one spelling.
    static let synonyms: [String: String] = [
        "bg": "background", "fill": "background", "surface": "background", "canvas": "background",
        "fg": "foreground", "text": "foreground", "content": "foreground", "on": "foreground", "icon": "foreground",
        "critical": "danger", "error": "danger", "negative": "danger", "destructive": "danger", "red": "danger",
        "positive": "success", "green": "success", "caution": "warning", "attention": "warning", "yellow": "warning", "orange": "warning",
        "informational": "info", "information": "info", "blue": "info", "accent": "brand", "primary": "brand",
        "gray": "neutral", "grey": "neutral", "secondary": "subtle", "tertiary": "subtle", "muted": "subtle",
        "stroke": "border", "outline": "border", "inactive": "disabled",
        // An avatar's presence: what each status means.
        "online": "success", "available": "success", "busy": "danger", "away": "warning", "offline": "neutral",
    ]

    /// The export's tokens a mapping may alias: those that resolve in both appearances (a token whose own
    /// chain is broken in one is never chosen) and, for colours, opaque ones (Vitrine draws colours opaque,
    /// so a 10 % overlay would be drawn as its full colour).
    public static func candidates(in export: Theme) -> [ResolvedToken] {
        export.light.sortedTokens.filter { token in
            guard !token.path.rawValue.hasPrefix("theme."), let dark = export.dark.token(token.path), dark.value.kind == token.value.kind else { return false }
            return token.value.kind != .color || token.alpha == 1 && dark.alpha == 1
        }
    }

    /// The meanings a path's words name (danger, success, warning, info, brand), `critical` and `error` read as danger.
    public static func meanings(_ path: TokenPath) -> Set<String> {
        words(path.rawValue).intersection(["danger", "success", "warning", "info", "brand"])
    }

    /// The role a path's words name: foreground (text, icon, on…) or background (bg, fill, surface…), if either.
    public static func role(_ path: TokenPath) -> String? {
        let words = words(path.rawValue)
        return words.contains("foreground") ? "foreground" : words.contains("background") ? "background" : nil
    }

    public init(required: [TokenRequirement], reference: Theme, export: Theme) {
        let candidates = Self.candidates(in: export)
        let words = Dictionary(uniqueKeysWithValues: candidates.map { ($0.path, Self.words($0.path.rawValue)) })
        var matches: [Match] = []
        var unmatched: [TokenPath] = []
        var seen = Set<TokenPath>()
        // Tokens told apart only by a number (`category-1` … `category-10`) have no name to match by: each
        // takes the colour nearest its own, so that they stay apart.
        var wordCounts: [Set<String>: Int] = [:]
        for requirement in Set(required.filter { !$0.isOptional }) { wordCounts[Self.words(requirement.path.rawValue), default: 0] += 1 }
        for requirement in required where !requirement.isOptional && seen.insert(requirement.path).inserted {
            let wanted = Self.words(requirement.path.rawValue)
            let numbered = (wordCounts[wanted] ?? 0) > 1
            let sameKind = candidates.filter { $0.value.kind == requirement.kind }
            // Ten points a shared word (by its weight), one off for each word the candidate has besides.
            // A name match shares a meaning or a role, or two words: the component's name alone (`avatar`) is
            // no match for its initials.
            let scored = sameKind.map { token -> (ResolvedToken, strong: Bool, score: Int) in
                let theirs = words[token.path] ?? []
                let shared = wanted.intersection(theirs)
                // A meaning the required token does not have (danger for the page) weighs against, as a shared one weighs for.
                let otherMeanings = theirs.subtracting(wanted).filter { Self.weight($0) == 3 }.count
                return (token, shared.count >= 2 || shared.contains { Self.weight($0) >= 2 } && requirement.kind == .color,
                        shared.map(Self.weight).reduce(0, +) * 10 - otherMeanings * 30 - theirs.subtracting(wanted).count)
            }
            let best = scored.map(\.score).max() ?? 0
            let named = !numbered && best > 0 && scored.contains(where: { $0.score == best && $0.strong }) ? scored.filter { $0.score == best }.map(\.0) : []
            if requirement.kind == .color, let (token, distance) = Self.nearest(requirement.path, among: named.isEmpty ? sameKind : named,
                                                                             reference: reference, export: export) {
                let how = named.isEmpty ? "nearest colour" : "name (" + wanted.intersection(words[token.path] ?? []).sorted().joined(separator: ", ") + ")"
                matches.append(Match(path: requirement.path, target: token.path, reason: how + ", ΔE \(distance.fixed(3))"))
            } else if requirement.kind != .color, let token = named.first {
                matches.append(Match(path: requirement.path, target: token.path,
                                     reason: "name (" + wanted.intersection(words[token.path] ?? []).sorted().joined(separator: ", ") + ")"))
            } else {
                unmatched.append(requirement.path)
            }
        }
        self.matches = matches
        self.unmatched = unmatched
    }

    /// The meaningful words of a path (`theme.color.badge.dangerSubtle-bg` → badge, danger, subtle, background;
    /// `on-background.brand-subtle` → foreground, brand, subtle).
    static func words(_ path: String) -> Set<String> {
        var words: [String] = []
        var current = ""
        for character in path {
            if character == "." || character == "-" || character == "_" || character == " " || character == "$" {
                words.append(current)
                current = ""
            } else if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        words.append(current)
        let lowered = words.map { $0.lowercased() }.filter { !$0.isEmpty }
        // `on-background`, `onEmphasis`: what sits on a surface is a foreground, not that surface.
        let onSurface = lowered.indices.filter { $0 > 0 && lowered[$0 - 1] == "on" }
        return Set(lowered.indices.filter { !onSurface.contains($0) }.map { lowered[$0] }
            .filter { !ignored.contains($0) && !$0.allSatisfy(\.isNumber) }.map { synonyms[$0] ?? $0 })
    }

    /// The token of `tokens` whose colours (light and dark) are nearest the reference's for `path`.
    private static func nearest(_ path: TokenPath, among tokens: [ResolvedToken], reference: Theme, export: Theme) -> (ResolvedToken, Double)? {
        guard case let .color(lightWanted)? = reference.light.token(path)?.value else { return nil }
        let darkWanted: Color? = if case let .color(color)? = reference.dark.token(path)?.value { color } else { nil }
        return tokens.compactMap { token -> (ResolvedToken, Double)? in
            guard case let .color(light) = token.value, let lightDistance = light.perceptualDistance(to: lightWanted) else { return nil }
            var distance = lightDistance
            if let darkWanted, case let .color(dark)? = export.dark.token(token.path)?.value, let darkDistance = dark.perceptualDistance(to: darkWanted) {
                distance = (lightDistance + darkDistance) / 2
            }
            return (token, distance)
        }.min { ($0.1, $0.0.path.rawValue) < ($1.1, $1.0.path.rawValue) }
    }
}
