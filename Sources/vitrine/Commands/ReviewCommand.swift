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
        abstract: "Write a static HTML page (and its SVG pictures) of every story a theme change changed, before and after."
    )

    @OptionGroup var comparison: ThemeComparisonOptions

    @Option(help: "The folder to write index.html and pictures/ into (created when missing).")
    var out: String

    func run() throws {
        let (diff, before, after) = try comparison.compare()
        let profile = comparison.profile
        let folder = TypedPath.url(out)
        for file in ReviewPage(diff: diff, catalog: .standardWithPictures, old: before, new: after, profile: profile).files {
            let url = folder.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            } catch {
                throw ValidationError("cannot write \(TerminalText.sanitized(url.path)): \(error)")
            }
        }
        let (changed, compared) = diff.storyCounts
        try StandardOutput.print(TerminalText.sanitized("\(changed) of \(compared) stories changed: \(folder.appendingPathComponent("index.html").path)"))
    }
}
