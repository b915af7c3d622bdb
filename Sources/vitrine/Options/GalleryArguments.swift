import ArgumentParser
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTerminal

/// The gallery's options (`vitrine [OPTIONS]`, `vitrine gallery [OPTIONS]`), one definition for the
/// command and for the completion scripts' root (``CompletionRoot``).
struct GalleryArguments: ParsableArguments {
    @Option(help: "Open at this story, e.g. badge/danger (see `vitrine stories`).", completion: Completions.stories)
    var story: String?

    @OptionGroup var themeOptions: ThemeOptions

    @Option(help: "Light or dark; auto asks the terminal for its background (OSC 11), then reads COLORFGBG, else dark.")
    var mode: ModeOption = .auto

    @Option(help: "Colour profile: auto detects from the terminal, COLORTERM and NO_COLOR.")
    var colors: ColorProfileOption = .auto

    @Option(help: "How pixels become cells at first (b cycles through them).")
    var blitter: Blitter = .halfBlock

    @Option(help: "A badge's ends: round ◖ ◗, block ▐ ▌, square or powerline (default: the theme's, else what this terminal draws best; vitrine caps says which).")
    var badgeCaps: PillCaps?

    @Option(help: "Open in compare mode: the story beside itself under the next theme, the other mode, or fewer colours (c cycles).")
    var compare: Comparison.Axis?

    @Option(help: "Open on a sheet of many stories: the component's stories, its matrix, its list of users, the story's widths or states (v cycles).")
    var sheet: StorySheet.Kind?

    @Option(help: "The loader every AsyncEmblem loads through, as the spec's DesignSystem.shared.emblemImageLoader: standard, custom (always the sample picture), offline, slow (L cycles).")
    var imageLoader: SharedImageLoader = .standard

    @Flag(help: "Show animations as still states (no shimmer, no frames drawn while idle).")
    var reduceMotion = false

    @Option(name: .customLong("set"), help: "Edit a field of the --story's content, NAME=VALUE (repeatable; e in the gallery lists the fields).")
    var assignments: [String] = []

    @Flag(help: "Let images typed into a story's controls load from http(s) URLs (off: local files only).")
    var allowNetwork = false

    /// The parsed options as values.
    var options: GalleryOptions {
        GalleryOptions(story: story, theme: themeOptions.theme, themes: themeOptions.themesFolder.folder, mode: mode,
                       colors: colors, blitter: blitter, badgeCaps: badgeCaps, compare: compare, sheet: sheet, imageLoader: imageLoader, reduceMotion: reduceMotion, set: assignments,
                       allowNetwork: allowNetwork)
    }
}
