import ArgumentParser
import VitrineCatalog
import VitrineGallery

/// Lists every story id, one a line.
struct StoriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stories", abstract: "List story ids, one a line.")

    func run() throws {
        try StandardOutput.print(StoryCatalog.standard.allStories.map(\.id).joined(separator: "\n"))
    }
}
