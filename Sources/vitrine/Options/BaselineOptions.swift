import ArgumentParser
import FoundationEssentials
import Glibc
import VitrineCatalog
import VitrineReview
import VitrineSystem
import VitrineThemes

/// What every `baseline` subcommand takes: the baseline folder, the themes folder, which stories.
struct BaselineOptions: ParsableArguments {
    @Argument(help: "The baseline folder (made by record; commit it).")
    var folder: String

    @OptionGroup var themesFolder: ThemesFolderOption

    @Option(help: "Only the stories whose id matches this glob, e.g. 'badge/*'.")
    var story: String?

    var baseline: BaselineFolder { BaselineFolder(url: TypedPath.url(folder)) }

    /// The records of the chosen stories under each theme of `matrix`, drawn now, and the themes by name;
    /// exits 2 when a theme does not load.
    func draw(_ matrix: BaselineMatrix) throws -> (records: [BaselineRecord], themes: [String: Theme]) {
        let catalog = StoryCatalog.standardWithPictures
        let glob = try StoryGlob(story, in: catalog)
        let stories = catalog.allStories.filter { glob.matches($0.id) }
        let locator = themesFolder.locator
        let directory = locator.directory()
        var themes: [String: Theme] = [:]
        let records = try matrix.themes.flatMap { name in
            let theme = try locator.load(name, in: directory)
            themes[name] = theme
            return stories.map { BaselineRecord(story: $0, theme: theme, named: name, matrix: matrix) }
        }
        return (records, themes)
    }

    /// The baseline's manifest (exit 2 with the reason when there is none to use) with the themes drawn now
    /// (themes added to the folder are new, themes taken out of it gone: ``BaselineMatrix/themes(now:)``),
    /// the chosen stories drawn now for it, and how they compare with what the baseline holds.
    func compare() throws -> (manifest: BaselineManifest, records: [BaselineRecord], comparison: BaselineComparison,
                              themes: (new: [String], gone: [String]), loaded: [String: Theme]) {
        var manifest: BaselineManifest
        do { manifest = try baseline.manifest() } catch {
            StandardError.write("vitrine: \(error)\n")
            throw ExitCode(2)
        }
        let themes = manifest.matrix.themes(now: themesFolder.locator.directory()?.standaloneThemeNames())
        manifest.matrix.themes = themes.drawn
        // A theme the folder gained must be one a manifest can name, or approve would write a baseline no
        // check could read again (`my brand.json`: not a theme's name).
        if let problem = manifest.matrix.problem {
            StandardError.write("vitrine: the themes folder now: \(problem); a baseline that follows the folder cannot hold it\n")
            throw ExitCode(2)
        }
        let (records, loaded) = try draw(manifest.matrix)
        let stored = Dictionary(uniqueKeysWithValues: records.compactMap { record in
            baseline.record(at: record.path, theme: record.theme, storyID: record.storyID).map { (record.path, $0) }
        })
        // A file that does not read as a record is a broken baseline, not a changed story: exit 2, named.
        let unreadable = stored.filter { $0.value == nil }.keys.sorted()
        if !unreadable.isEmpty {
            StandardError.write("vitrine: not a baseline record (edited by hand, cut short, a link or not a file): "
                + unreadable.map { baseline.url.appendingPathComponent($0).path }.joined(separator: ", ") + "; record it again\n")
            throw ExitCode(2)
        }
        let meanings = Dictionary(uniqueKeysWithValues: LookAlikeReport.representatives(in: .standardWithPictures).map { ($0.story.id, $0.meaning) })
        return (manifest, records, BaselineComparison(current: records, stored: stored, files: baseline.recordFiles().filter(chooses), meanings: meanings),
                (themes.new, themes.gone), loaded)
    }

    /// True when the record file `path` (`THEME/COMPONENT/STORY.txt`) is of a chosen story.
    func chooses(_ path: String) -> Bool {
        let id = path.split(separator: "/").dropFirst().joined(separator: "/").replacing(".txt", with: "")
        return StoryGlob(checked: story).matches(id)
    }
}
