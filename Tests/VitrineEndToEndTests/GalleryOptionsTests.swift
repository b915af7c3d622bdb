import ArgumentParser
import Testing
@testable import vitrine

/// The gallery's fast path reads exactly what the argument parser would, and leaves it everything else.
@Suite struct GalleryOptionsTests {
    static let readable: [[String]] = [
        [],
        ["--story", "badge/danger"],
        ["--story=badge/danger", "--mode", "dark", "--colors", "256"],
        ["--theme", "./my theme.json", "--themes", "/tmp/t", "--blitter", "sextant", "--compare", "modes", "--reduce-motion"],
        ["--mode", "light", "--mode", "dark"],
        ["--colors=16", "--compare=colors", "--theme=high-contrast"],
        ["--story", "emblem/danger", "--sheet", "matrix", "--image-loader", "offline", "--badge-caps", "round"],
        ["--story", "avatar/image-large", "--set", "initials=AB", "--set=image=a b.png", "--allow-network"],
    ]

    @Test(arguments: readable)
    func readsWhatTheParserReads(arguments: [String]) throws {
        let fast = try #require(GalleryOptions.parse(arguments))
        let parsed = try #require(try Vitrine.parseAsRoot(arguments) as? GalleryCommand)
        #expect(fast == parsed.arguments.options)
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["stories"], ["gallery", "--story", "x"], ["--colors", "bogus"], ["--mode"], ["--story"],
        ["--unknown", "x"], ["--reduce-motion=yes"], ["--badge-caps", "rund"], ["--theme", "--mode"], ["--generate-completion-script", "bash"], ["badge/danger"],
    ])
    func leavesEverythingElseToTheParser(arguments: [String]) {
        #expect(GalleryOptions.parse(arguments) == nil)
    }

    /// The cases above cover every option the gallery command declares (from its help), so an option added
    /// to the command and not to the fast path fails here.
    @Test func theCasesCoverEveryOptionOfTheCommand() throws {
        let help = GalleryCommand.helpMessage(columns: 500)
        let declared = Set(help.matches(of: try Regex("--[a-z][a-z-]*")).map { String(help[$0.range]) })
        let covered = Set(Self.readable.joined().filter { $0.hasPrefix("--") }.map { String($0.split(separator: "=")[0]) })
        #expect(declared.count > 8, "\(declared)")
        #expect(declared.subtracting(covered).subtracting(["--help"]).isEmpty, "not covered: \(declared.subtracting(covered))")
    }
}
