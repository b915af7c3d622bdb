import ArgumentParser
import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineReview
import VitrineTerminal

/// `vitrine diff OLD NEW`: what a theme change does to every story, cell by cell, with the tokens behind it.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Render every story under two themes and show those whose cells changed, side by side, with the tokens that changed them.",
        discussion: "Exit status: 0 when no story changed (or without --exit-code), 1 when one did (with --exit-code), 2 when the job could not be done (a theme that does not load, a bad argument)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case ansi
        case json
        case junit
        case github
        case sarif
        case codequality

        /// A form a program reads: nothing is printed until every theme is compared.
        var isReport: Bool { self != .text && self != .ansi }
    }

    @OptionGroup var comparison: ThemeComparisonOptions

    @Option(help: "Output format: text marks changed cells with ^ rows, ansi adds the colours as sent; json, and for CI junit (a test case a story and mode), github (workflow annotations), sarif.")
    var format: Format = .text

    @Flag(help: "Exit 1 when anything changed (like diff(1)), for CI.")
    var exitCode = false

    @Option(help: "Instead of OLD and NEW: every theme file of the themes folder that changed since this git revision, each at the revision beside the working tree.")
    var against: String?

    func validate() throws {
        if against != nil, comparison.old != nil { throw ValidationError("--against compares the changed theme files: no OLD and NEW") }
        if against == nil, comparison.old == nil { throw ValidationError("give two themes, OLD and NEW (or --against REV)") }
    }

    func run() throws {
        let pairs = try against.map(changedThemes) ?? [(comparison.old!, comparison.new!)]
        var diffs: [ThemeDiff] = []
        var places: [ThemeTokenPlaces] = []
        for (old, new) in pairs {
            let (diff, _, newTheme) = try comparison.compare(old, new)
            places.append(ThemeTokenPlaces(newTheme))
            if !format.isReport {
                if against != nil { try StandardOutput.print(TerminalText.sanitized("== \(old) → \(new)")) }
                try printText(diff, profile: comparison.profile)
            }
            diffs.append(diff)
        }
        if format == .json { try StandardOutput.print(try json(diffs, single: against == nil)) }
        if let ci = CIFormat(rawValue: format.rawValue) {
            try ci.print(diffs.indices.flatMap { checks(diffs[$0], places: &places[$0]) }, suite: "vitrine diff", rules: [("diff/changed", "A story's cells changed between the themes"),
                                                                               ("diff/meaning", "A meaning reads as another did under the old theme")])
        }
        if exitCode, diffs.contains(where: { !$0.changed.isEmpty || !$0.meaningShifts.isEmpty }) { throw ExitCode.failure }
    }

    /// The theme files of the themes folder that differ between `revision` and the working tree, as
    /// (`REV:PATH`, `PATH`) pairs; a file new since the revision, or gone, is said and left out.
    private func changedThemes(since revision: String) throws -> [(String, String)] {
        guard !revision.hasPrefix("-") else { throw ValidationError("--against \(revision): not a revision") }
        guard let folder = comparison.themesFolder.locator.directory() else { throw ThemeLocator.noThemesFolder() }
        let names = try GitRevisionTheme.git(["diff", "--name-only", "--relative", "-z", "--end-of-options", revision, "--", folder.url.path],
                                             "cannot compare the themes folder with \(revision)")
        var pairs: [(String, String)] = []
        for path in names.split(separator: "\0").map(String.init) where path.hasSuffix(".json") && !path.contains(".dark.") {
            let old = "\(revision):./\(path)"
            guard FileManager.default.fileExists(atPath: path) else {
                StandardError.write(TerminalText.sanitized("vitrine: \(path) is gone since \(revision): nothing to compare it with\n"))
                continue
            }
            guard (try? GitRevisionTheme.git(["cat-file", "-e", "\(revision):./\(path)"], "")) != nil else {
                StandardError.write(TerminalText.sanitized("vitrine: \(path) is new since \(revision): nothing to compare it with\n"))
                continue
            }
            pairs.append((old, path))
        }
        if pairs.isEmpty { try StandardOutput.print(TerminalText.sanitized("no theme file changed since \(revision)")) }
        return pairs
    }

    private func printText(_ diff: ThemeDiff, profile: ColorProfile) throws {
        let arrow = ProcessLocale.glyphs.arrow
        for change in diff.changed {
            try StandardOutput.print("\(change.storyID) · \(change.appearance.rawValue) · \(change.changedCells.count) cells changed")
            let causes = change.causes.map { cause in
                ["  " + cause.path.rawValue + (cause.appearance == change.appearance ? "" : " (\(cause.appearance.rawValue))"),
                 value(cause.before), arrow, value(cause.after)]
                    + (cause.aliasChain.isEmpty ? [] : ["via " + cause.aliasChain.map(\.rawValue).joined(separator: " \(arrow) ")])
            }
            if !causes.isEmpty { try TextTable.print(causes) }
            let picture = change.sideBySide()
            try StandardOutput.print(format == .ansi ? AnsiWriter.render(picture, profile: profile) : picture.lines.joined(separator: "\n") + "\n",
                                     terminator: "")
            try StandardOutput.print("")
        }
        let unshown = diff.unshownTokenChanges
        if !unshown.isEmpty {
            try StandardOutput.print("Changed tokens no changed story shows:")
            try TextTable.print(unshown.map { change, isRead in
                ["  " + change.appearance.rawValue, change.path.rawValue, value(change.before), arrow, value(change.after),
                 isRead ? "(read, no visible change at \(profile.displayName))"
                     : comparison.story == nil ? "(no story reads it)" : TerminalText.sanitized("(read by no story shown: --story \(comparison.story!))")]
            })
        }
        if !diff.meaningShifts.isEmpty {
            try StandardOutput.print("Meanings that moved (each now reads as another did under \(TerminalText.sanitized(diff.oldName))):")
            try TextTable.print(diff.meaningShifts.map { shift in
                ["  " + shift.appearance.rawValue, shift.storyID, "\(shift.meaning.name) now reads as \(shift.readsAs.name)",
                 "(\(shift.likeness == .same ? "the same look" : "the same hues") as \(shift.readsAs.name) had)"]
            })
        }
        let (changed, compared) = diff.storyCounts
        try StandardOutput.print(TerminalText.sanitized("\(changed) of \(compared) stories changed from \(diff.oldName) to \(diff.newName) ("
            + comparison.mode.appearances.map(\.rawValue).joined(separator: " and ") + ", \(profile.displayName))"))
    }

    /// A check a story and mode, failing when its cells changed, with the tokens that changed them: a notice
    /// at the new theme's line of the value they resolve to (a change is meant to be reviewed); a check a
    /// meaning that moved, a warning.
    private func checks(_ diff: ThemeDiff, places: inout ThemeTokenPlaces) -> [CICheck] {
        let moved = diff.meaningShifts.map { shift in
            CICheck(group: shift.storyID, name: "\(shift.appearance.rawValue) meaning",
                    findings: [CIFinding(rule: "diff/meaning", level: .warning, fails: true,
                                         message: "\(shift.meaning.name) now reads as \(shift.readsAs.name) did under \(diff.oldName)",
                                         file: places.place(of: []).file)])
        }
        return moved + diff.stories.map { change in
            let causes = change.causes.map { "\($0.path.rawValue) \(value($0.before)) → \(value($0.after))" }.joined(separator: "; ")
            let place = places.place(of: change.causes.map(\.path.rawValue))
            let subject = place.token.map { "\($0) changed" } ?? "drawn differently"
            let finding = CIFinding(rule: "diff/changed", level: .note, fails: true,
                                    message: "\(change.changedCells.count) cells changed from \(diff.oldName) to \(diff.newName)" + (causes.isEmpty ? "" : ": " + causes),
                                    topic: "\(subject) from \(diff.oldName) to \(diff.newName)", details: change.sideBySide().lines.joined(separator: "\n"),
                                    file: place.file, line: place.line, column: place.column)
            return CICheck(group: change.storyID, name: change.appearance.rawValue, findings: change.isChanged ? [finding] : [])
        }
    }

    private func value(_ value: ShownValue?) -> String {
        value.map { TerminalText.sanitized($0.description) } ?? "(none)"
    }

    private func json(_ diffs: [ThemeDiff], single: Bool) throws -> String {
        struct Token: Encodable {
            let path, mode: String
            let before, after: String?
            let aliasChain: [String]
        }
        struct Story: Encodable {
            let story, mode: String
            let changed: Bool
            let cells: Int
            let tokens: [Token]
        }
        struct Report: Encodable {
            /// The format's version: 2 added it, the themes' names and the alias chains.
            var version = 2
            let old, new: String
            let stories: [Story]
            let unshownTokens: [Token]
            let meaningShifts: [Shift]
            let changedStories, comparedStories: Int
        }
        struct Shift: Encodable {
            let story, mode, meaning, readsAs, likeness: String
        }
        struct Reports: Encodable {
            var version = 2
            let reports: [Report]
        }
        func token(_ change: TokenChange) -> Token {
            Token(path: change.path.rawValue, mode: change.appearance.rawValue, before: change.before?.description, after: change.after?.description,
                  aliasChain: change.aliasChain.map(\.rawValue))
        }
        let reports = diffs.map { diff in
            let (changed, compared) = diff.storyCounts
            return Report(old: diff.oldName, new: diff.newName,
                          stories: diff.stories.map { Story(story: $0.storyID, mode: $0.appearance.rawValue, changed: $0.isChanged,
                                                            cells: $0.changedCells.count, tokens: $0.causes.map(token)) },
                          unshownTokens: diff.unshownTokenChanges.map { token($0.change) },
                          meaningShifts: diff.meaningShifts.map { Shift(story: $0.storyID, mode: $0.appearance.rawValue, meaning: $0.meaning.name,
                                                                        readsAs: $0.readsAs.name, likeness: $0.likeness.rawValue) },
                          changedStories: changed, comparedStories: compared)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let encoded = single && reports.count == 1 ? try encoder.encode(reports[0]) : try encoder.encode(Reports(reports: reports))
        return String(decoding: encoded, as: UTF8.self)
    }
}
