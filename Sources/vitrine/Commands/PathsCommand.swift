import ArgumentParser
import FoundationEssentials
import VitrineCore
import VitrineSystem
import VitrineThemes

/// Where this binary finds its data, and by which rule: the themes folder (with the logo art) and the sample
/// pictures, each place looked at in order.
struct PathsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paths", abstract: "Show where the themes and sample pictures are found, and by which rule; exit 1 when one is missing.")

    @OptionGroup var themesFolder: ThemesFolderOption

    func run() throws {
        let environment = ProcessEnvironment.variables
        let binary = ExecutableFolders.executablePath(fallback: CommandLine.arguments[0])
        let themes = ThemeDirectory.candidates(explicit: themesFolder.folder, environment: environment,
                                               currentDirectory: FileManager.default.currentDirectoryPath, executablePath: binary)
        let samples = ExecutableFolders.dataCandidates("samples", inTree: "Sources/VitrineCatalog/Samples")
        var lines = ["binary   \(binary) (vitrine \(VitrineVersion.current))"]
        var missing = false
        for (name, candidates) in [("themes", themes), ("samples", samples)] {
            let found = candidates.first { ExecutableFolders.isFolder($0.path) }
            let label = name + String(repeating: " ", count: 9 - name.count)
            lines.append(label + (found.map { "\($0.path) (\($0.rule))" } ?? "not found"))
            missing = missing || found == nil
        }
        for (name, candidates) in [("themes", themes), ("samples", samples)] {
            lines.append("looked for \(name) in, in order:")
            lines += candidates.map { "  \(ExecutableFolders.isFolder($0.path) ? "found  " : "missing") \($0.path) (\($0.rule))" }
        }
        try StandardOutput.print(lines.map { TerminalText.sanitized($0) }.joined(separator: "\n"))
        if missing { throw ExitCode(1) }
    }
}
