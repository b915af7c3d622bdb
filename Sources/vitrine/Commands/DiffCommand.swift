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
    }

    @OptionGroup var comparison: ThemeComparisonOptions

    @Option(help: "Output format: text marks changed cells with ^ rows, ansi adds the colours as sent.")
    var format: Format = .text

    @Flag(help: "Exit 1 when anything changed (like diff(1)), for CI.")
    var exitCode = false

    func run() throws {
        let diff = try comparison.compare().diff
        let profile = comparison.profile
        if format == .json {
            try StandardOutput.print(try json(diff))
        } else {
            try printText(diff, profile: profile)
        }
        if exitCode, !diff.changed.isEmpty { throw ExitCode.failure }
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
                 isRead ? "(read, no visible change at \(profile.displayName))" : "(no story reads it)"]
            })
        }
        let (changed, compared) = diff.storyCounts
        try StandardOutput.print(TerminalText.sanitized("\(changed) of \(compared) stories changed from \(diff.oldName) to \(diff.newName) ("
            + comparison.mode.appearances.map(\.rawValue).joined(separator: " and ") + ", \(profile.displayName))"))
    }

    private func value(_ value: ShownValue?) -> String {
        value.map { TerminalText.sanitized($0.description) } ?? "(none)"
    }

    private func json(_ diff: ThemeDiff) throws -> String {
        struct Token: Encodable {
            let path, mode: String
            let before, after: String?
        }
        struct Story: Encodable {
            let story, mode: String
            let changed: Bool
            let cells: Int
            let tokens: [Token]
        }
        struct Report: Encodable {
            let stories: [Story]
            let unshownTokens: [Token]
            let changedStories, comparedStories: Int
        }
        func token(_ change: TokenChange) -> Token {
            Token(path: change.path.rawValue, mode: change.appearance.rawValue, before: change.before?.description, after: change.after?.description)
        }
        let (changed, compared) = diff.storyCounts
        let report = Report(stories: diff.stories.map { Story(story: $0.storyID, mode: $0.appearance.rawValue, changed: $0.isChanged,
                                                              cells: $0.changedCells.count, tokens: $0.causes.map(token)) },
                            unshownTokens: diff.unshownTokenChanges.map { token($0.change) }, changedStories: changed, comparedStories: compared)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }
}
