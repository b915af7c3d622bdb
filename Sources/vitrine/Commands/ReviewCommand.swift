import ArgumentParser
import FoundationEssentials
import Glibc
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineReview
import VitrineSystem

/// `vitrine review OLD NEW --out DIR`: a static page with every story a theme change changed, before and after;
/// `--format tar` sends the page as one tar archive to standard output instead (over SSH, where nothing is
/// written on the server).
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Write a static HTML page (and its SVG pictures) of every story a theme change changed, before and after.",
        discussion: "Exit status: 0 when the page is written and no story changed (or without --exit-code), 1 when one did (with --exit-code), 2 when the job could not be done (a theme that does not load, a file that cannot be written, a bad argument)."
    )

    @OptionGroup var comparison: ThemeComparisonOptions

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case folder
        case tar
    }

    @Option(help: "The folder to write index.html and pictures/ into (created when missing); not with --format tar.")
    var out: String?

    @Option(help: "folder: the files in --out; tar: one archive (review/index.html, review/pictures/…) to standard output.")
    var format: Format = .folder

    @Flag(help: "Replace files already in --out (a link there is never written through).")
    var force = false

    @Flag(help: "Exit 1 when a story changed (like diff(1)), for CI.")
    var exitCode = false

    func validate() throws {
        switch (format, out) {
        case (.folder, nil): throw ValidationError("--out DIR says where the page goes (or --format tar sends it to standard output)")
        case (.tar, .some): throw ValidationError("--format tar sends the page to standard output: no --out")
        case (.tar, nil) where isatty(STDOUT_FILENO) == 1: throw ValidationError("--format tar writes an archive: redirect standard output to a file")
        default: break
        }
    }

    func run() throws {
        let (diff, before, after) = try comparison.compare()
        let page = ReviewPage(diff: diff, catalog: .standardWithPictures, old: before, new: after, profile: comparison.profile)
        let (changed, compared) = diff.storyCounts
        if format == .tar {
            let archive: [UInt8]
            do { archive = try TarArchive.bytes(of: page.files, folder: "review") } catch { throw StandardError.couldNotDoTheJob(error) }
            try StandardOutput.write(archive)
            StandardError.write("\(changed) of \(compared) stories changed: review/index.html in the archive\n")
        } else {
            let folder: OutputFolder
            do {
                folder = try OutputFolder(TypedPath.url(out ?? "."), replacing: force)
                for file in page.files { try folder.write(Array(file.contents.utf8), to: file.path) }
            } catch {
                throw StandardError.couldNotDoTheJob(error)
            }
            try StandardOutput.print(TerminalText.sanitized("\(changed) of \(compared) stories changed: \(folder.url.appendingPathComponent("index.html").path)"))
        }
        if exitCode, changed > 0 { throw ExitCode.failure }
    }
}
