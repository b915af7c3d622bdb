import ArgumentParser
import FoundationEssentials
import VitrineCore
import VitrineTerminal
import VitrineThemes

/// `vitrine themes diff A B`: the tokens whose resolved values differ between two themes.
struct ThemesDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show the tokens whose resolved values differ between two themes, light and dark.",
        discussion: "Exit status: 0 when the themes resolve to the same tokens (or without --exit-code), 1 when they differ (with --exit-code), 2 when the job could not be done (a theme that does not load, a bad argument)."
    )

    @Argument(help: "The theme compared from (a name or a path).")
    var first: String

    @Argument(help: "The theme compared to (a name or a path).")
    var second: String

    @OptionGroup var themesFolder: ThemesFolderOption

    @Option(help: "Compare only this appearance (default: both).")
    var mode: Appearance?

    @Flag(help: "Exit 1 when the themes differ (like diff(1)), for CI.")
    var exitCode = false

    func run() throws {
        let locator = themesFolder.locator
        let (from, to) = (try locator.load(first), try locator.load(second))
        let arrow = ProcessLocale.glyphs.arrow
        var rows: [[String]] = []
        for appearance in mode.map({ [$0] }) ?? Appearance.allCases {
            let (old, new) = (from.resolved(for: appearance), to.resolved(for: appearance))
            for path in old.paths.union(new.paths).sorted() {
                let (before, after) = (old.token(path)?.shown, new.token(path)?.shown)
                guard before != after else { continue }
                rows.append([appearance.rawValue, path.rawValue, before?.description ?? "(none)", arrow, after?.description ?? "(none)"])
            }
        }
        guard !rows.isEmpty else {
            try StandardOutput.print(TerminalText.sanitized("\(from.name) and \(to.name) resolve to the same tokens"))
            return
        }
        try TextTable.print(rows)
        if exitCode { throw ExitCode.failure }
    }
}
