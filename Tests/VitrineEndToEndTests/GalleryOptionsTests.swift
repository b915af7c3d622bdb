import ArgumentParser
import Testing
@testable import vitrine

/// The gallery's fast path reads exactly what the argument parser would, and leaves it everything else.
@Suite struct GalleryOptionsTests {
    @Test(arguments: [
        [],
        ["--story", "badge/danger"],
        ["--story=badge/danger", "--mode", "dark", "--colors", "256"],
        ["--theme", "./my theme.json", "--themes", "/tmp/t", "--blitter", "sextant", "--compare", "modes", "--reduce-motion"],
        ["--mode", "light", "--mode", "dark"],
        ["--colors=16", "--compare=colors", "--theme=high-contrast"],
    ])
    func readsWhatTheParserReads(arguments: [String]) throws {
        let fast = try #require(GalleryOptions.parse(arguments))
        let parsed = try #require(try Vitrine.parseAsRoot(arguments) as? GalleryCommand)
        #expect(fast == parsed.options)
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["stories"], ["gallery", "--story", "x"], ["--colors", "bogus"], ["--mode"], ["--story"],
        ["--unknown", "x"], ["--reduce-motion=yes"], ["--theme", "--mode"], ["--generate-completion-script", "bash"], ["badge/danger"],
    ])
    func leavesEverythingElseToTheParser(arguments: [String]) {
        #expect(GalleryOptions.parse(arguments) == nil)
    }
}
