import ArgumentParser

/// `vitrine baseline …`: the catalogue as it looks, kept in a folder to check later builds and themes against.
struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Record the catalogue's cells in a folder (commit it), check a later build or theme against it, approve changes.",
        discussion: """
        A baseline is a manifest (baseline.json: format, Vitrine version, matrix) and one text file a story and theme \
        (THEME/COMPONENT/STORY.txt): for each mode and colour profile the rows, a style letter a cell and the legend, and \
        for each mode the tokens the story read with their values. No time, no path: the same on every machine.
        """,
        subcommands: [BaselineRecordCommand.self, BaselineCheckCommand.self, BaselineApproveCommand.self]
    )
}
