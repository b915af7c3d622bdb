import ArgumentParser
import VitrineCore
import VitrineReview

/// `vitrine baseline approve DIR [--story GLOB]`: accepts the catalogue as drawn now into the baseline, for
/// the chosen stories, with the baseline's own matrix.
struct BaselineApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Accept what check reports: redraw the chosen stories (all by default) into the baseline with its matrix.",
        discussion: "Exit status: 0 written, 2 could not (no baseline, a theme that does not load, a folder that cannot be written)."
    )

    @OptionGroup var options: BaselineOptions

    func run() throws {
        let (manifest, records, comparison, _, _) = try options.compare()
        let changed = Set(comparison.changedRecords)
        do {
            // The manifest keeps its matrix (with the themes drawn now); the Vitrine that approved is the one named now.
            try options.baseline.write(BaselineManifest(vitrine: VitrineVersion.current, matrix: manifest.matrix),
                                       records: records.filter { changed.contains($0.path) }, removing: comparison.removed)
        } catch {
            StandardError.write("vitrine: \(error)\n")
            throw ExitCode(2)
        }
        try StandardOutput.print("approved \(changed.count) changed and \(comparison.removed.count) gone of \(comparison.compared) stories × themes in \(options.folder)")
    }
}
