import VitrineCatalog
import VitrineCore
import VitrineGallery

/// The gallery's options as values: what `GalleryCommand` parsed, or what ``parse(_:)`` read without the
/// argument parser, whose reflection over the commands was a quarter of the gallery's start-up.
struct GalleryOptions: Equatable {
    var story: String?
    var theme = "default"
    var themes: String?
    var mode: ModeOption = .auto
    var colors: ColorProfileOption = .auto
    var blitter: Blitter = .halfBlock
    var badgeCaps: PillCaps?
    var compare: Comparison.Axis?
    var sheet: StorySheet.Kind?
    var imageLoader: SharedImageLoader = .standard
    var reduceMotion = false
    /// `--set NAME=VALUE`: edits to the story's content, in order.
    var set: [String] = []
    var allowNetwork = false

    /// The options of `vitrine [OPTIONS]` when every argument is a gallery option with a valid value;
    /// nil for anything else (a subcommand, `--help`, a typo, a bad value, a value that looks like an
    /// option), which the argument parser then handles and reports as usual.
    static func parse(_ arguments: [String]) -> GalleryOptions? {
        var options = GalleryOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("--") else { return nil }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            if ["--reduce-motion", "--allow-network"].contains(parts[0]), parts.count == 1 {
                if parts[0] == "--reduce-motion" { options.reduceMotion = true } else { options.allowNetwork = true }
                index += 1
                continue
            }
            let value: String
            if parts.count == 2 {
                value = parts[1]
                index += 1
            } else {
                guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else { return nil }
                value = arguments[index + 1]
                index += 2
            }
            switch parts[0] {
            case "--story": options.story = value
            case "--set": options.set.append(value)
            case "--theme": options.theme = value
            case "--themes": options.themes = value
            case "--mode": guard let mode = ModeOption(rawValue: value) else { return nil }; options.mode = mode
            case "--colors": guard let colors = ColorProfileOption(rawValue: value) else { return nil }; options.colors = colors
            case "--blitter": guard let blitter = Blitter(rawValue: value) else { return nil }; options.blitter = blitter
            case "--badge-caps": guard let caps = PillCaps(rawValue: value) else { return nil }; options.badgeCaps = caps
            case "--compare": guard let axis = Comparison.Axis(rawValue: value) else { return nil }; options.compare = axis
            case "--sheet": guard let kind = StorySheet.Kind(rawValue: value) else { return nil }; options.sheet = kind
            case "--image-loader": guard let loader = SharedImageLoader(rawValue: value) else { return nil }; options.imageLoader = loader
            default: return nil
            }
        }
        return options
    }
}
