import Foundation
import Testing

/// The non-interactive commands, with stdout a file as in CI.
@Suite struct CommandLineTests {
    let binary = GalleryEndToEndTests.binary

    @Test func withoutATerminalTheGallerySaysSoAndPointsToRender() {
        let result = Spawn.run([binary])
        #expect(result.status == 1)
        #expect(result.output.contains("vitrine render STORY"))
    }

    @Test func renderPrintsAStoryWithoutATerminal() {
        let text = Spawn.run([binary, "render", "badge/warning"])
        #expect(text.status == 0)
        #expect(text.output == "◖ Pending ◗\n")
        let ansi = Spawn.run([binary, "render", "badge/warning", "--format", "ansi", "--colors", "256", "--mode", "dark"])
        #expect(ansi.output.contains("\u{1B}[0;38;5;"))
        #expect(ansi.output.contains(" Pending "))
        let ascii = Spawn.run([binary, "render", "badge/warning"], environment: ["LANG": "C", "LC_ALL": "C"])
        #expect(ascii.output == "( Pending )\n")
    }

    @Test func storiesListsEveryStoryId() {
        let ids = Spawn.run([binary, "stories"]).output.split(separator: "\n")
        #expect(ids.contains("badge/danger"))
        #expect(ids.count == 13)
    }

    @Test func aBrokenThemeNamesFileLineAndColumn() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).json")
        try Data("{\n  \"theme\": [1,,2]\n}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = Spawn.run([binary, "render", "badge/info", "--theme", file.path])
        #expect(result.status == 1)
        #expect(result.output.contains("\(file.path):2:15: invalid JSON"))
    }

    @Test func unknownStoryIsAClearError() {
        let result = Spawn.run([binary, "render", "badge/nope"])
        #expect(result.status != 0)
        #expect(result.output.contains("unknown story \"badge/nope\""))
    }
}
