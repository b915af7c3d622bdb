import ArgumentParser
import VitrineCore
import VitrineReview

/// `vitrine baseline record DIR`: draws the matrix and writes the baseline (replacing what was there).
struct BaselineRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Draw every story for the matrix and write the baseline folder.",
        discussion: """
        The matrix is the options given, else the folder's manifest (a team keeps its own there), else every theme of the \
        themes folder in light and dark at truecolor, 256 and 16 colours, 40 columns wide. Without --theme the baseline \
        follows the themes folder: check reports a theme added to it as new and one taken out as gone. \
        Exit status: 0 written, 2 could not (a theme that does not load, a folder that cannot be written).
        """
    )

    @OptionGroup var options: BaselineOptions

    @Option(name: .customLong("theme"), help: "A theme to record (repeat for more; a name in the themes folder).")
    var themes: [String] = []

    @Option(name: .customLong("mode"), help: "light or dark (repeat for both).")
    var modes: [String] = []

    @Option(name: .customLong("colors"), help: "truecolor, 256, 16, 8 or mono (repeat for more).")
    var profiles: [String] = []

    @Option(help: "Width in columns each story is drawn at.")
    var width: Int?

    func run() throws {
        let folderThemes = options.themesFolder.locator.directory()?.standaloneThemeNames() ?? []
        var matrix = (try? options.baseline.manifest().matrix) ?? BaselineMatrix(themes: folderThemes)
        if !themes.isEmpty {
            (matrix.themes, matrix.followsFolder) = (themes, false)
        } else if matrix.followsFolder != false {
            matrix.themes = folderThemes
        }
        if !modes.isEmpty { matrix.modes = modes }
        if !profiles.isEmpty { matrix.profiles = profiles }
        if let width { matrix.width = width }
        if let problem = matrix.problem { throw ValidationError("the matrix: \(problem)") }
        let records = try options.draw(matrix).records
        let drawn = Set(records.map(\.path))
        // Files of chosen stories the matrix no longer draws go; other stories' files stay (record --story).
        let gone = options.baseline.recordFiles().filter { !drawn.contains($0) && options.chooses($0) }
        do {
            try options.baseline.write(BaselineManifest(vitrine: VitrineVersion.current, matrix: matrix), records: records, removing: gone)
        } catch {
            StandardError.write("vitrine: \(error)\n")
            throw ExitCode(2)
        }
        let bytes = records.reduce(0) { $0 + $1.text.utf8.count }
        try StandardOutput.print("recorded \(records.count) stories × themes (\(matrix.themes.joined(separator: ", ")); \(matrix.modes.joined(separator: ", ")); "
            + "\(matrix.profiles.joined(separator: ", ")); \(matrix.width) columns) in \(options.folder): \(bytes >> 10) KiB")
    }
}
