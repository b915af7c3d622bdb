import ArgumentParser
import FoundationEssentials
import VitrineCore
import VitrineReview
import VitrineSystem
import VitrineTerminal
import VitrineThemes

/// `vitrine baseline check DIR`: draws the baseline's matrix now and reports every story whose cells or
/// tokens changed.
struct BaselineCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Draw the baseline's matrix now and show every story whose cells or tokens changed, side by side.",
        discussion: "Exit status: 0 when nothing changed, 1 when a story did (or is new, or gone), 2 when the check could not be done."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case ansi
        case junit
        case github
        case sarif
        case codequality
        case markdown
    }

    @OptionGroup var options: BaselineOptions

    @Option(help: "Output format: text marks changed cells with ^ rows, ansi adds the colours; for CI junit (a test case a story, theme, mode and profile), github (workflow annotations on the theme file's lines), sarif, codequality (GitLab) and markdown (a job summary).")
    var format: Format = .text

    @Option(help: "Also write the review page of the changes into this folder (files replaced only with --force).")
    var review: String?

    @Flag(help: "Replace files already in the --review folder.")
    var force = false

    func run() throws {
        let (manifest, current, comparison, themes, loaded) = try options.compare()
        switch format {
        case .junit, .github, .sarif, .codequality:
            try CIFormat(rawValue: format.rawValue)!.print(checks(comparison, current: current, themes: loaded), suite: "vitrine baseline check \(options.folder)",
                                                        rules: [("baseline/changed", "A story's cells or tokens differ from the baseline"),
                                                                ("baseline/new", "A story the baseline lacks"),
                                                                ("baseline/gone", "A story the baseline has that is no longer drawn"),
                                                                ("baseline/meaning", "A meaning reads as another did in the baseline")])
        case .text, .ansi: try printText(comparison, manifest: manifest, themes: themes)
        case .markdown:
            try StandardOutput.print(BaselineSummary(comparison: comparison, folder: options.folder, themes: themes, review: review).markdown, terminator: "")
        }
        if let review { try writeReview(comparison, into: review) }
        if !comparison.isSame { throw ExitCode.failure }
    }

    private func printText(_ comparison: BaselineComparison, manifest: BaselineManifest, themes: (new: [String], gone: [String])) throws {
        for difference in comparison.differences {
            let title = "\(difference.theme)/\(difference.storyID) · \(difference.heading)"
            if let change = difference.change {
                try StandardOutput.print(TerminalText.sanitized("\(title): \(change.changedCells.count) cells changed"))
                let picture = change.sideBySide()
                try StandardOutput.print(format == .ansi ? AnsiWriter.render(picture, profile: difference.profile ?? .trueColor)
                                                         : picture.lines.joined(separator: "\n") + "\n", terminator: "")
            } else {
                try StandardOutput.print(TerminalText.sanitized("\(title) changed:"))
                try TextTable.print(Self.rows(difference.tokens))
            }
            try StandardOutput.print("")
        }
        if !comparison.meaningShifts.isEmpty {
            try StandardOutput.print("Meanings that moved (each now reads as another did in the baseline):")
            try TextTable.print(comparison.meaningShifts.map { theme, profile, shift in
                ["  " + TerminalText.sanitized(theme), shift.appearance.rawValue, profile.rawValue, shift.storyID,
                 "\(shift.meaning.name) now reads as \(shift.readsAs.name)"]
            })
            try StandardOutput.print("")
        }
        // A theme new or gone is one line, not one a story.
        func ofTheme(_ path: String, in names: [String]) -> Bool { names.contains { path.hasPrefix($0 + "/") } }
        for theme in themes.new {
            let count = comparison.added.count { $0.hasPrefix(theme + "/") }
            try StandardOutput.print(TerminalText.sanitized("new theme: \(theme) (added to the themes folder; its \(count) stories are not in the baseline)"))
        }
        for theme in themes.gone {
            let count = comparison.removed.count { $0.hasPrefix(theme + "/") }
            try StandardOutput.print(TerminalText.sanitized("gone theme: \(theme) (in the baseline, \(count) stories; no longer in the themes folder)"))
        }
        for path in comparison.added where !ofTheme(path, in: themes.new) {
            try StandardOutput.print(TerminalText.sanitized("new: \(path) (not in the baseline)"))
        }
        for path in comparison.removed where !ofTheme(path, in: themes.gone) {
            try StandardOutput.print(TerminalText.sanitized("gone: \(path) (in the baseline, no longer drawn)"))
        }
        let changed = comparison.changedRecords.count + comparison.removed.count
        try StandardOutput.print("\(changed) of \(comparison.compared) stories × themes differ from the baseline in \(options.folder) "
            + "(recorded by vitrine \(TerminalText.sanitized(manifest.vitrine)), checked by \(VitrineVersion.current))"
            + (changed > 0 ? "; accept with: vitrine baseline approve \(options.folder)" : ""))
    }

    /// A row a changed token: its path, the value in the baseline, an arrow, the value now.
    static func rows(_ tokens: [(path: String, before: String?, after: String?)]) -> [[String]] {
        let arrow = ProcessLocale.glyphs.arrow
        return tokens.map { ["  " + $0.path, $0.before ?? "(not read)", arrow, $0.after ?? "(not read)"].map { TerminalText.sanitized($0) } }
    }

    /// A check a story, theme, mode and profile (and a mode's tokens); a gone record is a check of its own.
    /// A change is a notice that fails its check (it is meant to be reviewed, and approved), at the theme
    /// file's line of a token that changed for the story (the record file when none did: the drawing changed);
    /// a meaning that moved is a warning.
    private func checks(_ comparison: BaselineComparison, current: [BaselineRecord], themes: [String: Theme]) -> [CICheck] {
        var places = themes.mapValues(ThemeTokenPlaces.init)
        // The tokens that changed for each story and theme, in any mode.
        var causes: [String: [String]] = [:]
        for difference in comparison.differences where difference.change == nil {
            causes["\(difference.theme)/\(difference.storyID)", default: []] += difference.tokens.map(\.path)
        }
        var failures: [String: CIFinding] = [:]
        for difference in comparison.differences {
            let key = "\(difference.theme)/\(difference.storyID)"
            let tokens = causes[key] ?? []
            let (message, details) = difference.change.map { ("\($0.changedCells.count) cells changed since the baseline", $0.sideBySide().lines.joined(separator: "\n")) }
                ?? ("tokens changed since the baseline", Self.rows(difference.tokens).map { $0.joined(separator: " ") }.joined(separator: "\n"))
            let place = places[difference.theme]?.place(of: tokens)
            let record = CIFormat.shown(options.baseline.url.appendingPathComponent(BaselineRecord.path(theme: difference.theme, storyID: difference.storyID)).path)
            let subject = place?.token.map { "\($0) changed" } ?? (tokens.isEmpty ? "drawn differently with the same tokens" : "tokens changed")
            failures["\(key)|\(difference.heading)"] = CIFinding(rule: "baseline/changed", level: .note, fails: true,
                                                                 message: "\(subject): \(difference.storyID) \(message)",
                                                                 topic: "\(subject) since the baseline", details: details,
                                                                 file: tokens.isEmpty ? record : place?.file ?? record,
                                                                 line: tokens.isEmpty ? nil : place?.line, column: tokens.isEmpty ? nil : place?.column)
        }
        let added = Set(comparison.added)
        let moved = comparison.meaningShifts.map { theme, profile, shift in
            let place = places[theme]?.place(of: [])
            return CICheck(group: "\(theme).\(shift.storyID)", name: "\(shift.appearance.rawValue) · \(profile.rawValue) meaning",
                           findings: [CIFinding(rule: "baseline/meaning", level: .warning, fails: true,
                                                message: "\(shift.meaning.name) now reads as \(shift.readsAs.name) did in the baseline", file: place?.file)])
        }
        return moved + current.flatMap { record in
            record.sections.map { section in
                let finding = added.contains(record.path) ? CIFinding(rule: "baseline/new", level: .note, fails: true, message: "not in the baseline")
                    : failures["\(record.theme)/\(record.storyID)|\(section.heading)"]
                return CICheck(group: "\(record.theme).\(record.storyID)", name: section.heading, findings: finding.map { [$0] } ?? [])
            }
        } + comparison.removed.map {
            CICheck(group: $0, name: "present", findings: [CIFinding(rule: "baseline/gone", level: .note, fails: true, message: "in the baseline, no longer drawn")])
        }
    }

    private func writeReview(_ comparison: BaselineComparison, into folder: String) throws {
        let page = ReviewPage(baseline: comparison, folderName: options.folder)
        do {
            let output = try OutputFolder(TypedPath.url(folder), replacing: force)
            for file in page.files { try output.write(Array(file.contents.utf8), to: file.path) }
        } catch {
            StandardError.write("vitrine: \(error)\n")
            throw ExitCode(2)
        }
    }
}
