import ArgumentParser
import Foundation
import VitrineCore
import VitrineGallery

/// `vitrine review OLD NEW --out DIR`: a static page with every story a theme change changed, before and after.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Write a static HTML page (and its SVG pictures) of every story a theme change changed, before and after."
    )

    @Argument(help: "The theme before the change (a name or a path).")
    var old: String

    @Argument(help: "The theme after the change (a name or a path).")
    var new: String

    @Option(help: "The folder to write index.html and pictures/ into (created when missing).")
    var out: String

    @OptionGroup var themesFolder: ThemesFolderOption

    @Option(help: "Light, dark or both.")
    var mode: ModesOption = .both

    @Option(help: "The colour profile the pictures show, as sent (auto: truecolor).")
    var colors: ColorProfileOption = .auto

    @Option(help: "Only the stories whose id matches this glob, e.g. 'badge/*'.")
    var story: String?

    @Option(help: "Width in columns each story is drawn at.")
    var width = 40

    func validate() throws {
        guard (1 ... 1000).contains(width) else { throw ValidationError("--width must be 1…1000") }
    }

    func run() throws {
        let locator = themesFolder.locator
        let (before, after) = (try locator.load(old), try locator.load(new))
        let profile = colors.profile ?? .trueColor
        let pattern = story
        let diff = ThemeDiff(catalog: .standard, from: before, to: after, appearances: mode.appearances, profile: profile, width: width) { story in
            pattern.map { fnmatch($0, story.id, 0) == 0 } ?? true
        }
        let folder = URL(fileURLWithPath: out)
        for file in ReviewPage(diff: diff, catalog: .standard, old: before, new: after, profile: profile).files {
            let url = folder.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            } catch {
                throw ValidationError("cannot write \(TerminalText.sanitized(url.path)): \(error.localizedDescription)")
            }
        }
        let (changed, compared) = diff.storyCounts
        try StandardOutput.print(TerminalText.sanitized("\(changed) of \(compared) stories changed: \(folder.appendingPathComponent("index.html").path)"))
    }
}
