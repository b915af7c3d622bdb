import ArgumentParser
import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineReview
import VitrineSystem

/// `vitrine review OLD NEW --out DIR`: a static page with every story a theme change changed, before and after.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Write a static HTML page (and its SVG pictures) of every story a theme change changed, before and after.",
        discussion: "Exit status: 0 when the page is written and no story changed (or without --exit-code), 1 when one did (with --exit-code), 2 when the job could not be done (a theme that does not load, a file that cannot be written, a bad argument)."
    )

    @OptionGroup var comparison: ThemeComparisonOptions

    @Option(help: "The folder to write index.html and pictures/ into (created when missing).")
    var out: String

    @Flag(help: "Replace files already in --out (a link there is never written through).")
    var force = false

    @Flag(help: "Exit 1 when a story changed (like diff(1)), for CI.")
    var exitCode = false

    func run() throws {
        let (diff, before, after) = try comparison.compare()
        let profile = comparison.profile
        let folder: OutputFolder
        do {
            folder = try OutputFolder(TypedPath.url(out), replacing: force)
            for file in ReviewPage(diff: diff, catalog: .standardWithPictures, old: before, new: after, profile: profile).files {
                try folder.write(Array(file.contents.utf8), to: file.path)
            }
        } catch {
            throw StandardError.couldNotDoTheJob(error)
        }
        let (changed, compared) = diff.storyCounts
        try StandardOutput.print(TerminalText.sanitized("\(changed) of \(compared) stories changed: \(folder.url.appendingPathComponent("index.html").path)"))
        if exitCode, changed > 0 { throw ExitCode.failure }
    }
}
