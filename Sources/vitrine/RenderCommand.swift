import ArgumentParser
import Foundation
import VitrineCore
import VitrineGallery

/// Prints one story without a terminal, for review and CI.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print a story without a terminal (works with stdout a pipe)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// The characters only.
        case text
        /// Characters with SGR colour sequences.
        case ansi
        /// Characters, then a style letter per cell and the legend (what snapshots use).
        case styles
    }

    @Argument(help: "The story id, e.g. badge/danger (see `vitrine stories`).")
    var story: String

    @Option(help: "Width in columns.")
    var width = 40

    @OptionGroup var themeOptions: ThemeOptions

    @Option(help: "Light or dark.")
    var mode: Appearance = .light

    @Option(help: "Colour profile for --format ansi (auto: truecolor, or mono with NO_COLOR).")
    var colors: ColorProfileOption = .auto

    @Option(help: "Output format.")
    var format: Format = .text

    @Option(help: "How pixels become cells (ASCII is used anyway when the locale is not UTF-8).")
    var blitter: Blitter = .halfBlock

    func validate() throws {
        guard (1 ... 1000).contains(width) else { throw ValidationError("--width must be between 1 and 1000") }
    }

    func run() throws {
        let catalog = StoryCatalog.standard
        guard let story = catalog.story(withID: story) else {
            throw ValidationError("unknown story \"\(self.story)\"; `vitrine stories` lists them")
        }
        let theme = try themeOptions.locator.load(themeOptions.theme)
        let environment = ProcessInfo.processInfo.environment
        let profile = colors.profile ?? (environment["NO_COLOR"] == nil ? .trueColor : .monochrome)
        let context = RenderContext(theme: theme.resolved(for: mode), profile: profile, glyphs: .forCurrentLocale, blitter: blitter,
                                    otherAppearanceTheme: theme.resolved(for: mode.toggled))
        let canvas = story.standaloneCanvas(width: width, context: context)
        switch format {
        case .text: print(canvas.trimmedLines.joined(separator: "\n"))
        case .ansi: print(AnsiWriter.render(canvas, profile: profile), terminator: "")
        case .styles: print(StyleLayer.describe(canvas))
        }
    }
}
