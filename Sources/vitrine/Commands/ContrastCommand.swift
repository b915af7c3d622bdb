import ArgumentParser
import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineReview
import VitrineThemes

/// `vitrine contrast`: the WCAG 2 contrast of every pair of colours every story draws, for CI.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Measure the contrast of every pair of colours the stories draw, as sent; exit 1 when text or a meaningful graphic is below its minimum.",
        discussion: "Also lists badge variants, emblem appearances and status dots that look the same at a profile or to a colour-blind eye (Machado 2009 simulation); one that looks like a different meaning fails. Text needs the minimum, meaningful graphics (status dots, icons, focus bars) 3:1; decorative surfaces (pills, tiles, an avatar's circle) are summarised, never gated; logotypes and inactive components are exempt (WCAG 1.4.3, 1.4.11). Exit status: 0 when every text and meaningful-graphic pair passes, 1 when one fails, 2 when the job could not be done (a theme that does not load, a bad argument)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
        case junit
        case github
        case sarif
        case codequality
        case markdown
    }

    @Option(name: .customLong("theme"), help: "A theme to measure: a name in the themes folder or a path (repeat for more; default: every theme of the themes folder).")
    var themes: [String] = []

    @OptionGroup var themesFolder: ThemesFolderOption

    @Option(help: "Light, dark or both.")
    var mode: ModesOption = .both

    @Option(help: "The colour profile colours are measured at, as sent (auto: truecolor; all: truecolor, 256 and 16 in one go; 8: an 8-colour terminfo entry, TERM=xterm or screen).")
    var colors: ContrastProfilesOption = .auto

    @Option(help: "The contrast text must reach: AA (4.5:1), AAA (7:1) or a ratio. Meaningful graphics need 3:1.")
    var min = ContrastMinimum(argument: "AA")!

    @Flag(help: "List every pair, not only the failures.")
    var all = false

    @Option(help: "Output format: text, json, or for CI junit (a test case a story, mode and profile), github (workflow annotations on the theme file's lines), sarif, codequality (GitLab) or markdown (a job summary).")
    var format: Format = .text

    /// One theme measured: every pair at every profile, the failures, the look-alikes.
    private struct Measured {
        let theme: Theme
        let entries: [(ColorProfile, ContrastReport.Entry)]
        let failing: Int
        let lookAlikes: [(ColorProfile, LookAlikeReport.Pair)]
        var passes: Bool { failing == 0 && !lookAlikes.contains { $0.1.misleads } }
    }

    /// The themes asked for, else every theme of the themes folder (the default theme when there is none):
    /// CI measures them all, not only the default (a theme with invisible text passed `contrast` in CI).
    private var themeNames: [String] {
        if !themes.isEmpty { return themes }
        let names = themesFolder.locator.directory()?.standaloneThemeNames() ?? []
        return names.isEmpty ? ["default"] : names
    }

    func run() throws {
        let locator = themesFolder.locator, directory = locator.directory()
        let profiles = colors.profiles
        let measured = try themeNames.map { name in
            let theme = try locator.load(name, in: directory)
            let reports = profiles.map { ($0, ContrastReport(catalog: .standardWithPictures, theme: theme, appearances: mode.appearances, profile: $0)) }
            let entries = reports.flatMap { profile, report in report.entries.map { (profile, $0) } }
            let lookAlikes = profiles.flatMap { profile in
                LookAlikeReport(catalog: .standardWithPictures, theme: theme, appearances: mode.appearances, profile: profile,
                                visions: ColorVision.allCases).pairs.map { (profile, $0) }
            }
            return Measured(theme: theme, entries: entries, failing: entries.filter { $0.1.fails(textMinimum: min.ratio) }.count, lookAlikes: lookAlikes)
        }
        switch format {
        case .text:
            for (index, one) in measured.enumerated() {
                if measured.count > 1 { try StandardOutput.print((index > 0 ? "\n" : "") + "theme \(TerminalText.sanitized(one.theme.name))") }
                try printText(one.entries, profiles: profiles, themeName: one.theme.name)
                try printLookAlikes(one.lookAlikes)
            }
            if measured.count > 1 { try printThemes(measured) }
        case .markdown:
            try StandardOutput.print(ContrastSummary(themes: measured.map { ($0.theme.name, $0.entries, $0.lookAlikes) }, textMinimum: min.ratio,
                                                     minimumName: min.name).markdown, terminator: "")
        case .json:
            try StandardOutput.print(ContrastJSON(themes: measured.map { ($0.theme.name, $0.entries, $0.lookAlikes) }, textMinimum: min.ratio).encoded())
        case .junit, .github, .sarif, .codequality:
            let found = measured.flatMap { one in
                var places = ThemeTokenPlaces(one.theme)
                return checks(one.entries, lookAlikes: one.lookAlikes, places: &places, theme: measured.count > 1 ? one.theme.name : nil)
            }
            try CIFormat(rawValue: format.rawValue)!.print(found, suite: "vitrine contrast \(measured.map(\.theme.name).joined(separator: ", "))",
                                                        rules: [("contrast/text", "Text below its contrast minimum (WCAG 1.4.3)"),
                                                                ("contrast/graphic", "A meaningful graphic below 3:1 (WCAG 1.4.11)"),
                                                                ("contrast/look-alike", "A look that reads as another meaning"),
                                                                ("contrast/vision", "Semantic looks a colour-blind eye may confuse")])
        }
        if !measured.allSatisfy(\.passes) { throw ExitCode.failure }
    }

    /// One line a theme: whether it passes, and what fails in it.
    private func printThemes(_ measured: [Measured]) throws {
        let failing = measured.filter { !$0.passes }
        try StandardOutput.print("\n\(measured.count) themes, \(failing.isEmpty ? "all pass" : "\(failing.count) fail"):")
        try TextTable.print(measured.map { one in
            let misleading = one.lookAlikes.count { $0.1.misleads }
            return ["  " + (one.passes ? "ok" : "FAIL"), TerminalText.sanitized(one.theme.name),
                    one.passes ? "every text and meaningful-graphic pair meets its minimum"
                        : "\(one.failing) pairs below the minimum, \(misleading) looks that read as another meaning"]
        })
    }

    /// A check a story, mode and profile, failing with each pair below its minimum; the look-alikes as
    /// checks of their own (those that mislead fail, those a colour-blind eye may confuse are notes).
    /// With several themes, `theme` names the one in each check's group.
    /// Each failure is at the theme file's line of the value its foreground resolves to.
    private func checks(_ entries: [(ColorProfile, ContrastReport.Entry)], lookAlikes: [(ColorProfile, LookAlikeReport.Pair)],
                        places: inout ThemeTokenPlaces, theme: String?) -> [CICheck] {
        let file = places.place(of: []).file
        let prefix = theme.map { "\($0)/" } ?? ""
        var order: [String] = []
        var findings: [String: [CIFinding]] = [:]
        for (profile, entry) in entries where entry.pair.kind.isGated && !entry.isExempt {
            let key = "\(entry.storyID)|\(entry.appearance.rawValue) · \(profile.rawValue)"
            if findings[key] == nil { order.append(key) }
            guard entry.fails(textMinimum: min.ratio) else {
                findings[key, default: []] += []
                continue
            }
            let place = places.place(of: (entry.foregroundTokens + entry.backgroundTokens).map(\.rawValue))
            findings[key, default: []].append(CIFinding(
                rule: entry.pair.kind == .text ? "contrast/text" : "contrast/graphic",
                message: "\(entry.pair.kind.rawValue) \(entry.pair.ratio.fixed(2)):1, below \(entry.required(textMinimum: min.ratio).fixed(1)):1: "
                    + "\(entry.pair.foreground) on \(entry.pair.background) (\(tokens(entry.foregroundTokens)) on \(tokens(entry.backgroundTokens)))",
                topic: "\(tokens(entry.foregroundTokens)) on \(tokens(entry.backgroundTokens)) below its minimum",
                file: place.file, line: place.line, column: place.column))
        }
        let stories = order.map { key in
            let parts = key.split(separator: "|").map(String.init)
            return CICheck(group: prefix + parts[0], name: parts[1], findings: findings[key] ?? [])
        }
        return stories + lookAlikes.map { profile, pair in
            let finding = CIFinding(rule: pair.vision == nil ? "contrast/look-alike" : "contrast/vision", level: pair.misleads ? .error : .note,
                                    message: "\(pair.first.storyID) and \(pair.second.storyID) look alike (\(pair.likeness.rawValue)"
                                        + (pair.vision.map { ", to a \($0.displayName) eye" } ?? "") + ")", file: file)
            return CICheck(group: prefix + "\(pair.first.storyID) = \(pair.second.storyID)", name: "\(pair.appearance.rawValue) · \(profile.rawValue)",
                           findings: [finding])
        }
    }

    /// One line a pair of looks that became one: `FAIL` when one of them means something on its own,
    /// `alike` when neither does, `vision` for two semantic looks a colour-blind eye may confuse.
    private func printLookAlikes(_ pairs: [(ColorProfile, LookAlikeReport.Pair)]) throws {
        let rows = pairs.map { profile, pair in
            let verdict = pair.misleads ? "FAIL" : pair.vision == nil ? "alike" : "vision"
            let (semantic, other) = pair.second.meaning.isSemantic ? (pair.second, pair.first) : (pair.first, pair.second)
            let how = switch pair.likeness {
            case .same: "the same"
            case .readsAs: pair.misleads ? "\(other.meaning.name) reads as \(semantic.meaning.name)" : "the same hues"
            case .simulated: "one to a \(pair.vision!.displayName) eye"
            case .hardToTellApart: "hard to tell apart"
            }
            return [verdict, "\(pair.first.storyID) = \(pair.second.storyID)", pair.appearance.rawValue, profile.displayName, how]
        }
        if !rows.isEmpty { try TextTable.print(rows) }
        let misleading = pairs.filter { $0.1.misleads }.count, simulated = pairs.filter { $0.1.vision != nil }.count
        try StandardOutput.print("\(pairs.count - simulated) looks alike (badge variants, emblem appearances, status dots): \(misleading) where "
            + "one means something else; \(simulated) semantic pairs a colour-blind eye may confuse (Machado 2009; reported, not gated)")
    }

    /// The failures (with `--all` every pair: failures, then exemptions, then the rest), by story in
    /// catalogue order, worst first; then a summary a profile, with one line for decorative surfaces and
    /// one for exemptions.
    private func printText(_ entries: [(ColorProfile, ContrastReport.Entry)], profiles: [ColorProfile], themeName: String) throws {
        let shown = all ? entries : entries.filter { $0.1.fails(textMinimum: min.ratio) }
        let order = Dictionary(uniqueKeysWithValues: StoryCatalog.standardWithPictures.allStories.enumerated().map { ($1.id, $0) })
        let sorted = shown.sorted { first, second in
            let (a, b) = (first.1, second.1)
            return (rank(a), order[a.storyID] ?? 0, a.pair.ratio) < (rank(b), order[b.storyID] ?? 0, b.pair.ratio)
        }
        let rows = sorted.map { row($0.1, profile: profiles.count > 1 ? $0.0 : nil) }
        if !rows.isEmpty { try TextTable.print(rows) }
        for profile in profiles {
            let mine = entries.filter { $0.0 == profile }.map(\.1)
            let gated = mine.filter { $0.pair.kind.isGated && !$0.isExempt }
            let stories = Set(gated.map(\.storyID)).count
            try StandardOutput.print("\(gated.count) text and graphic pairs in \(stories) stories under \(TerminalText.sanitized(themeName)) at "
                + "\(profile.displayName): \(gated.filter { $0.fails(textMinimum: min.ratio) }.count) below the minimum (text \(min.name), meaningful graphics 3:1)")
            for (name, group) in [("decorative surfaces (not gated)", mine.filter { $0.pair.kind == .decorative && !$0.isExempt }),
                                  ("exempt (logotypes, inactive components)", mine.filter(\.isExempt))] where !group.isEmpty {
                let lowest = group.min { $0.pair.ratio < $1.pair.ratio }!
                try StandardOutput.print("  \(group.count) pairs \(name); lowest \(lowest.pair.ratio.fixed(2)):1, \(lowest.storyID) "
                    + "\(tokens(lowest.foregroundTokens)) on \(tokens(lowest.backgroundTokens))")
            }
        }
        if !all, entries.count > rows.count { try StandardOutput.print("(--all lists every pair, exemptions and decorative surfaces included)") }
    }

    /// Failures of text, then of graphics, then exemptions, then the rest.
    private func rank(_ entry: ContrastReport.Entry) -> Int {
        if entry.fails(textMinimum: min.ratio) { return entry.pair.kind == .text ? 0 : 1 }
        return entry.isExempt ? 2 : 3
    }

    private func row(_ entry: ContrastReport.Entry, profile: ColorProfile?) -> [String] {
        let verdict = entry.fails(textMinimum: min.ratio) ? "FAIL" : entry.isExempt ? "exempt" : entry.pair.kind.isGated ? "ok" : "-"
        let kind = entry.pair.kind.rawValue + (entry.pair.isInvisible ? " (invisible: the same colour)" : "")
        return [verdict, entry.pair.ratio.fixed(2), kind] + (profile.map { [$0.displayName] } ?? []) + [entry.storyID,
                entry.appearance.rawValue, "\(entry.pair.foreground) on \(entry.pair.background)",
                tokens(entry.foregroundTokens) + " on " + tokens(entry.backgroundTokens)]
    }

    private func tokens(_ paths: [TokenPath]) -> String {
        paths.isEmpty ? "(not a token)" : paths.map(\.rawValue).joined(separator: " | ")
    }
}
