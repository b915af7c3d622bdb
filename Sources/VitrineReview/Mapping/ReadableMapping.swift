import VitrineCatalog
import VitrineCore
import VitrineThemes

/// The tokens components read mapped onto a design system's export so that the stories stay readable.
///
/// It starts from ``TokenMapper``'s matches (by name and meaning, then the nearest colour), renders every story
/// with them, and for each pair drawn below its WCAG minimum (text 4.5:1, large text and meaningful graphics
/// 3:1) chooses again among the export's colours: the foreground first, else the background, the candidates
/// of the same meaning first (danger from the export's danger, critical or error tokens), then of the same
/// role, then the nearest to the first choice. Rounds go on until every pair meets its minimum or nothing
/// more can be changed; what could not be met is kept, with the tokens tried.
///
/// The dark side comes from the export where it has one (a resolver's dark context, `$extensions.mode.dark`);
/// an export with light values only gets a dark side chosen from its own palette by the same rules, aimed at
/// the reference theme's dark colours, never the reference's dark values beside the export's light ones.
public struct ReadableMapping: Sendable {
    /// One required token: the export token it aliases, and in dark another one where the export has no dark side.
    public struct Choice: Sendable {
        public let path: TokenPath
        public var light: TokenPath
        /// The export token dark takes, when not `light` itself (an export with light values only).
        public var dark: TokenPath?
        /// How it was chosen: `name (badge, danger), ΔE 0.031`, and `contrast: …` when a pair made it change.
        public var reason: String
    }

    /// Where the dark appearance's colours come from.
    public enum DarkSide: String, Sendable {
        /// The export's own dark values.
        case export = "the export's own"
        /// Chosen from the export's palette (it has light values only).
        case derived = "derived from the export's palette (the export has light values only)"
        /// A group of the export that holds each token's dark value at the same path below it (`--dark-group`).
        case group = "the export's dark group"
        /// A file of the export that holds its tokens' dark values at the same paths (`--dark`).
        case file = "the export's dark file"
    }

    /// A pair still below its minimum, with the tokens behind it and the export tokens tried for it.
    public struct Unmet: Sendable {
        public let entry: ContrastReport.Entry
        public let tried: [TokenPath]
    }

    public private(set) var choices: [Choice]
    /// Required tokens nothing in the export matched (the reference theme's value stays).
    public let unmatched: [TokenPath]
    public let darkSide: DarkSide
    /// The pairs no choice among the export's colours could bring to their minimum.
    public private(set) var unmet: [Unmet] = []
    /// How many choices the pairs made change.
    public private(set) var changedForContrast = 0
    /// How many choices were changed to part looks that mislead.
    public private(set) var changedForLookAlikes = 0

    private let reference: Theme
    private let export: Theme
    private let palette: [ResolvedToken]
    /// Each palette token's meanings and role, worked out once (``ranked(for:near:in:role:)`` sorts the palette often).
    private let paletteWords: [TokenPath: (meanings: Set<String>, role: String?)]
    /// How many colours of the export a mapping may alias (opaque, resolving in both appearances).
    public var colourCount: Int { palette.count }
    /// The rounds of changes at most (each renders every story once an appearance).
    static let maximumRounds = 12

    /// Maps `catalog`'s tokens onto `export`; `darkGroup`, a group of the export that holds the dark value of
    /// each token `X` at `darkGroup.X` (NL Design System's `color-scheme-dark`), gives the dark side;
    /// `darkFromFile`: the export's dark values were read from a file of their own (`--dark`).
    public init(catalog: StoryCatalog, reference: Theme, export original: Theme, darkGroup: String? = nil, darkFromFile: Bool = false) {
        let export = darkGroup.map { Self.export(original, darkFrom: $0) } ?? original
        let mapper = TokenMapper(required: catalog.requiredTokens, reference: reference, export: export)
        self.reference = reference
        self.export = export
        unmatched = mapper.unmatched
        palette = TokenMapper.candidates(in: export).filter { $0.value.kind == .color }
        paletteWords = Dictionary(uniqueKeysWithValues: palette.map { ($0.path, (TokenMapper.meanings($0.path), TokenMapper.role($0.path))) })
        let hasDark = palette.contains { export.dark.token($0.path)?.value != $0.value }
        darkSide = darkGroup != nil ? .group : darkFromFile ? .file : hasDark ? .export : .derived
        choices = mapper.matches.map { Choice(path: $0.path, light: $0.target, dark: nil, reason: $0.reason) }
        if darkSide == .derived { chooseDark() }
        makeReadable(catalog: catalog)
        if separateLookAlikes(catalog: catalog) { makeReadable(catalog: catalog) }
        if let darkGroup {
            for index in choices.indices where original.light.token(TokenPath(darkGroup + "." + choices[index].light.rawValue)) != nil {
                choices[index].dark = TokenPath(darkGroup + "." + choices[index].light.rawValue)
            }
        }
    }

    /// `export` with its tokens outside `group` only, each dark value the one at `group.` its path, where there is one.
    private static func export(_ export: Theme, darkFrom group: String) -> Theme {
        var changed = export
        let inside = { (token: ResolvedToken) in token.path.rawValue.hasPrefix(group + ".") }
        let outside = export.light.sortedTokens.filter { !inside($0) }
        changed.light = ResolvedTheme(name: export.name, appearance: .light, tokens: Dictionary(uniqueKeysWithValues: outside.map { ($0.path, $0) }))
        changed.dark = ResolvedTheme(name: export.name, appearance: .dark, tokens: Dictionary(uniqueKeysWithValues: outside.map { token in
            var dark = export.light.token(TokenPath(group + "." + token.path.rawValue)) ?? token
            dark.path = token.path
            return (token.path, dark)
        }))
        return changed
    }

    /// The reference theme with each chosen token's values taken from the export, as the written mapping loads.
    public func theme() -> Theme {
        var theme = reference
        for appearance in [Appearance.light, .dark] {
            var tokens = Dictionary(uniqueKeysWithValues: reference.resolved(for: appearance).sortedTokens.map { ($0.path, $0) })
            for choice in choices {
                // With a dark group, the export as read here holds the group's values as each token's dark ones.
                let target = appearance == .dark && darkSide != .group ? choice.dark ?? choice.light : choice.light
                guard var token = export.resolved(for: appearance).token(target) else { continue }
                token.aliasChain = [target] + token.aliasChain
                token.path = choice.path
                tokens[choice.path] = token
            }
            let resolved = ResolvedTheme(name: reference.name, appearance: appearance, tokens: tokens)
            if appearance == .light { theme.light = resolved } else { theme.dark = resolved }
        }
        return theme
    }

    /// For an export with light values only: each colour's dark token from the export's palette, of the same
    /// meaning first, nearest the reference theme's dark colour.
    private mutating func chooseDark() {
        for index in choices.indices {
            guard case let .color(wanted)? = reference.dark.token(choices[index].path)?.value,
                  let best = ranked(for: choices[index].path, near: wanted, in: .dark).first else { continue }
            choices[index].dark = best.path
        }
    }

    /// The palette's colours for `path` in preference order: the same meaning (or none, for a path with no
    /// meaning), then `role` where given, then the nearest to `wanted` in `appearance` (Oklab).
    private func ranked(for path: TokenPath, near wanted: Color, in appearance: Appearance, role: String? = nil) -> [ResolvedToken] {
        let meanings = TokenMapper.meanings(path)
        return palette.map { token -> (ResolvedToken, agreement: Int, sameRole: Bool, distance: Double) in
            let (theirs, theirRole) = paletteWords[token.path] ?? ([], nil)
            let agreement = meanings.isEmpty ? (theirs.isEmpty ? 1 : 0) : (theirs.isDisjoint(with: meanings) ? (theirs.isEmpty ? 1 : 0) : 2)
            let colour = color(of: token.path, in: appearance) ?? wanted
            return (token, agreement, role != nil && theirRole == role, colour.perceptualDistance(to: wanted) ?? .infinity)
        }.sorted { (-$0.agreement, $0.sameRole ? 0 : 1, $0.distance, $0.0.path.rawValue) < (-$1.agreement, $1.sameRole ? 0 : 1, $1.distance, $1.0.path.rawValue) }
        .map(\.0)
    }

    private func color(of path: TokenPath, in appearance: Appearance) -> Color? {
        if case let .color(color)? = export.resolved(for: appearance).token(path)?.value { return color }
        return nil
    }

    /// A choice in one appearance (an export with light values only has a dark choice apart).
    private struct Slot: Hashable {
        let path: TokenPath
        let appearance: Appearance
    }

    /// Renders every story and changes choices until every pair meets its minimum or nothing more changes.
    private mutating func makeReadable(catalog: StoryCatalog) {
        var tried: [Slot: Set<TokenPath>] = [:]
        var failing: [ContrastReport.Entry] = []
        for _ in 0 ..< Self.maximumRounds {
            // One theme a round: the entries changed in a round touch disjoint tokens, so each sees the others' partners as built.
            let built = theme()
            let entries = Self.pairs(catalog: catalog, theme: built)
            failing = entries.filter { $0.fails(textMinimum: ContrastPair.Kind.text.minimumRatio) }
            var changed = Set<TokenPath>()
            for entry in failing {
                let paths = Set(entry.foregroundTokens + entry.backgroundTokens)
                guard changed.isDisjoint(with: paths) else { continue }
                if let path = change(for: entry, among: entries, in: built, tried: &tried) { changed.insert(path) }
            }
            if changed.isEmpty { break }
            changedForContrast += changed.count
        }
        unmet = failing.map { entry in
            Unmet(entry: entry, tried: (entry.foregroundTokens + entry.backgroundTokens).flatMap { path in
                (tried[Slot(path: path, appearance: entry.appearance)] ?? []).sorted()
            })
        }
    }

    /// Parts looks that mislead (a category emblem in the export's danger red reads as danger): the look
    /// that means nothing on its own (else the second) takes, for a colour only it reads, the next colour of
    /// the export nearest the reference theme's, until the report finds no misleading pair or nothing is left
    /// to try. True when a choice changed.
    private mutating func separateLookAlikes(catalog: StoryCatalog) -> Bool {
        var tried: [Slot: Set<TokenPath>] = [:]
        var changedAny = false
        for _ in 0 ..< Self.maximumRounds {
            let built = theme()
            let misleading = LookAlikeReport(catalog: catalog, theme: built, appearances: Appearance.allCases, profile: .trueColor).pairs.filter(\.misleads)
            var changed = Set<TokenPath>()
            for pair in misleading {
                let (moved, kept) = pair.first.meaning.isSemantic ? (pair.second, pair.first) : (pair.first, pair.second)
                guard let story = catalog.story(withID: moved.storyID), let other = catalog.story(withID: kept.storyID) else { continue }
                let context = RenderContext(theme: built.resolved(for: pair.appearance), profile: .trueColor,
                                            otherAppearanceTheme: built.resolved(for: pair.appearance.toggled))
                let keptReads = Set(other.recordedRender(context: context).reads.map(\.path))
                // The colours the look it is mistaken for shows: a replacement near one of them would mislead again.
                let avoided = keptReads.compactMap { path -> Color? in
                    if case let .color(color)? = built.resolved(for: pair.appearance).token(path)?.value { return color }
                    return nil
                }
                let own = Set(story.recordedRender(context: context).reads.map(\.path)).subtracting(keptReads)
                    .filter { path in path != RenderContext.pageToken.path && choices.contains { $0.path == path } }
                // Its surface first (the tile, the pill): what sets a look apart.
                for path in own.sorted(by: { (TokenMapper.role($0) == "background" ? 0 : 1, $0) < (TokenMapper.role($1) == "background" ? 0 : 1, $1) })
                where changed.isDisjoint(with: [path]) {
                    if replace(path, in: pair.appearance, avoiding: avoided, tried: &tried) { changed.insert(path); break }
                }
            }
            if changed.isEmpty { break }
            changedAny = true
        }
        return changedAny
    }

    /// How far (Oklab) a replacement stays from every colour of the look it was mistaken for.
    static let apart = 0.12

    /// Gives the token at `path` the next colour of the export (nearest the reference's) not tried for it in
    /// `appearance` and not near one of `avoided`; false when none is left.
    private mutating func replace(_ path: TokenPath, in appearance: Appearance, avoiding avoided: [Color],
                                  tried: inout [Slot: Set<TokenPath>]) -> Bool {
        guard let index = choices.firstIndex(where: { $0.path == path }),
              case let .color(wanted)? = reference.resolved(for: appearance).token(path)?.value else { return false }
        let current = appearance == .dark ? choices[index].dark ?? choices[index].light : choices[index].light
        let slot = Slot(path: path, appearance: appearance)
        tried[slot, default: []].insert(current)
        let next = ranked(for: path, near: wanted, in: appearance).first { candidate in
            guard !(tried[slot]?.contains(candidate.path) ?? false), let colour = color(of: candidate.path, in: appearance) else { return false }
            return !avoided.contains { (colour.perceptualDistance(to: $0) ?? 0) < Self.apart }
        }
        guard let next else { return false }
        tried[slot, default: []].insert(next.path)
        if darkSide == .derived && appearance == .dark { choices[index].dark = next.path } else { choices[index].light = next.path }
        let how = "apart from a look of another meaning in \(appearance.rawValue)"
        choices[index].reason = (choices[index].reason.split(separator: ";").first.map(String.init) ?? "") + "; " + how
        changedForLookAlikes += 1
        return true
    }

    /// The gated pairs below their minimum (AA) at true colour, in both appearances.
    public static func failures(catalog: StoryCatalog, theme: Theme) -> [ContrastReport.Entry] {
        pairs(catalog: catalog, theme: theme).filter { $0.fails(textMinimum: ContrastPair.Kind.text.minimumRatio) }
    }

    /// Every pair the stories show at true colour, in both appearances.
    static func pairs(catalog: StoryCatalog, theme: Theme) -> [ContrastReport.Entry] {
        ContrastReport(catalog: catalog, theme: theme, appearances: Appearance.allCases, profile: .trueColor).entries
    }

    /// What a colour for the token at `path`, changed as the pair's `side`, must meet: from every gated pair
    /// of `entries` in `appearances` that meets its minimum and shows the token on that side only (a token listed on the other side
    /// only shares a colour with what is drawn there), the colour across, and the ratio it needs.
    private static func constraints(on path: TokenPath, side: String, in entries: [ContrastReport.Entry],
                                    appearances: [Appearance]) -> [(appearance: Appearance, other: Color, minimum: Double)] {
        entries.compactMap { entry in
            let minimum = entry.required(textMinimum: ContrastPair.Kind.text.minimumRatio)
            // Pairs that meet their minimum now: a change must not break one (a failing one is fixed in its turn).
            guard minimum > 1, entry.pair.ratio >= minimum, appearances.contains(entry.appearance) else { return nil }
            let (own, other) = side == "foreground" ? (entry.foregroundTokens, entry.backgroundTokens) : (entry.backgroundTokens, entry.foregroundTokens)
            guard own.contains(path), !other.contains(path) else { return nil }
            return (entry.appearance, side == "foreground" ? entry.pair.background : entry.pair.foreground, minimum)
        }
    }

    /// Changes one choice so that `entry`'s pair meets its minimum: a foreground token, else a background
    /// one (the page last), to the first candidate that meets it in every appearance the choice sets. The
    /// path changed, or nil when no candidate does.
    private mutating func change(for entry: ContrastReport.Entry, among entries: [ContrastReport.Entry], in built: Theme,
                                 tried: inout [Slot: Set<TokenPath>]) -> TokenPath? {
        let appearance = entry.appearance
        let minimum = entry.required(textMinimum: ContrastPair.Kind.text.minimumRatio)
        let sides = [(entry.foregroundTokens, entry.backgroundTokens, "foreground"), (entry.backgroundTokens, entry.foregroundTokens, "background")]
        for (own, other, role) in sides {
            // Text in its own background's colour: both sides list the same tokens, told apart by their roles.
            // Otherwise a token on both sides cannot part them by changing: the other one must.
            let same = Set(own) == Set(other), opposite = role == "foreground" ? "background" : "foreground"
            let mine = own.filter { path in
                choices.contains { $0.path == path } && (same ? TokenMapper.role(path) != opposite : !other.contains(path))
            }.sorted { ($0 == RenderContext.pageToken.path ? 1 : 0) < ($1 == RenderContext.pageToken.path ? 1 : 0) }
            guard let against = (same ? other.first { TokenMapper.role($0) == opposite } : other.first { !own.contains($0) }) ?? other.first
            else { continue }
            for path in mine {
                guard let index = choices.firstIndex(where: { $0.path == path }) else { continue }
                // An export with a dark side: one token sets both appearances, so it must meet the pair in both.
                let sets: [Appearance] = darkSide == .derived ? [appearance] : Appearance.allCases
                let current = appearance == .dark ? choices[index].dark ?? choices[index].light : choices[index].light
                // Nearest the reference theme's colour for the token (what the design means there), else the choice's.
                guard case let .color(wanted)? = reference.resolved(for: appearance).token(path)?.value ?? export.resolved(for: appearance).token(current)?.value
                else { continue }
                let slot = Slot(path: path, appearance: appearance)
                let constraints = Self.constraints(on: path, side: role, in: entries, appearances: sets)
                let candidates = ranked(for: path, near: wanted, in: appearance, role: role)
                    .filter { $0.path != current && !(tried[slot]?.contains($0.path) ?? false) }
                for candidate in candidates.prefix(256) {
                    tried[slot, default: []].insert(candidate.path)
                    // Every other pair the token is in must hold too, or the next round undoes this one.
                    let holds = constraints.allSatisfy { constraint in
                        (color(of: candidate.path, in: constraint.appearance)?.contrastRatio(with: constraint.other) ?? 1) >= constraint.minimum
                    }
                    let meets = holds && sets.allSatisfy { shown in
                        guard let mineColor = color(of: candidate.path, in: shown),
                              case let .color(otherColor)? = built.resolved(for: shown).token(against)?.value else { return false }
                        return (mineColor.contrastRatio(with: otherColor) ?? 1) >= minimum
                    }
                    guard meets else { continue }
                    let ratio = color(of: candidate.path, in: appearance).flatMap { mine in
                        built.resolved(for: appearance).token(against).flatMap { token -> Double? in
                            if case let .color(other) = token.value { return mine.contrastRatio(with: other) }
                            return nil
                        }
                    } ?? 0
                    let how = "contrast: \(ratio.fixed(2)):1 against \(against.rawValue) in \(entry.storyID) \(appearance.rawValue)"
                    if darkSide == .derived && appearance == .dark {
                        choices[index].dark = candidate.path
                    } else {
                        choices[index].light = candidate.path
                    }
                    choices[index].reason = choices[index].reason.split(separator: ";").first.map(String.init).map { $0 + "; " + how } ?? how
                    return path
                }
            }
        }
        return nil
    }
}
