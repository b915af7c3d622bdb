import ArgumentParser
import FoundationEssentials
import Glibc
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineReview
import VitrineThemes

/// What `diff` and `review` compare: two themes, the modes, the colour profile, which stories, how wide.
struct ThemeComparisonOptions: ParsableArguments {
    @Argument(help: "The theme before the change (a name, a path, or REV:PATH.json for the file at a git revision).")
    var old: String?

    @Argument(help: "The theme after the change (a name, a path, or REV:PATH.json).")
    var new: String?

    @OptionGroup var themesFolder: ThemesFolderOption

    @Option(help: "Light, dark or both.")
    var mode: ModesOption = .both

    @Option(help: "The colour profile cells are compared at, as sent (auto: truecolor).")
    var colors: ColorProfileOption = .auto

    @Option(help: "Only the stories whose id matches this glob, e.g. 'badge/*'.")
    var story: String?

    @Option(help: "Width in columns each story is drawn at.")
    var width = 40

    func validate() throws {
        guard (1 ... 1000).contains(width) else { throw ValidationError("--width must be 1…1000") }
        guard (old == nil) == (new == nil) else { throw ValidationError("give two themes: OLD and NEW") }
    }

    var profile: ColorProfile { colors.profile ?? .trueColor }

    /// Both themes loaded and every chosen story compared under them.
    func compare() throws -> (diff: ThemeDiff, old: Theme, new: Theme) {
        guard let old, let new else { throw ValidationError("give two themes: OLD and NEW") }
        return try compare(old, new)
    }

    /// Themes `old` and `new` loaded and every chosen story compared under them.
    func compare(_ old: String, _ new: String) throws -> (diff: ThemeDiff, old: Theme, new: Theme) {
        let locator = themesFolder.locator
        let catalog = StoryCatalog.standardWithPictures
        let glob = try StoryGlob(story, in: catalog)
        let (before, after) = (try locator.load(old), try locator.load(new))
        let diff = ThemeDiff(catalog: catalog, from: before, to: after, appearances: mode.appearances, profile: profile, width: width) { story in
            glob.matches(story.id)
        }
        return (diff, before, after)
    }
}
