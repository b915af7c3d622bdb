import ArgumentParser
import FoundationEssentials
import VitrineSystem
import VitrineTerminal

/// `vitrine caps`: what the terminal can do as the gallery sees it, for bug reports.
struct CapsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "caps",
        abstract: "Print what the terminal can do as the gallery sees it (colours and why, background, queries answered), without opening the screen."
    )

    func run() throws {
        let capabilities = TerminalCapabilities.probe(environment: ProcessEnvironment.variables)
        try TextTable.print(capabilities.lines.map { [$0.name, $0.value] })
    }
}
