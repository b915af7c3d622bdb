import ArgumentParser
import Foundation
import VitrineCore
import VitrineThemes
import VitrineGallery
import VitrineTerminal

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

    @Option(help: "Colour profile for --format ansi and styles: the colours as sent (auto: truecolor, or mono with NO_COLOR).")
    var colors: ColorProfileOption = .auto

    @Option(help: "Output format.")
    var format: Format = .text

    @Option(help: "How pixels become cells (ASCII is used anyway when the locale is not UTF-8).")
    var blitter: Blitter = .halfBlock

    @Option(help: "Render an animated story at this moment, in seconds (e.g. 0.25 for a quarter of the shimmer's sweep).")
    var time: Double = 0

    @Option(help: "Wait at most this many seconds for a story's image to load; 0 renders it loading.")
    var wait: Double = 5

    @Flag(help: "Show animations as still states.")
    var reduceMotion = false

    func validate() throws {
        guard (1 ... 1000).contains(width) else { throw ValidationError("--width must be between 1 and 1000") }
        guard time >= 0, time <= 86_400 else { throw ValidationError("--time must be between 0 and 86400 seconds") }
        guard wait >= 0, wait <= 600 else { throw ValidationError("--wait must be between 0 and 600 seconds") }
    }

    func run() throws {
        let catalog = StoryCatalog.standard
        guard var story = catalog.story(withID: story) else {
            throw ValidationError("unknown story \"\(TerminalText.sanitized(self.story))\"; `vitrine stories` lists them")
        }
        let theme = try themeOptions.locator.load(themeOptions.theme)
        let environment = ProcessInfo.processInfo.environment
        let profile = colors.profile ?? (environment["NO_COLOR"] == nil ? .trueColor : .monochrome)
        if let request = story.imageRequest {
            let phase = wait > 0 ? request.phase(waitingAtMost: .milliseconds(Int(wait * 1000))) : .loading
            story = story.interacting(StoryInteraction(imagePhase: phase))
        }
        var context = RenderContext(theme: theme.resolved(for: mode), time: .milliseconds(Int((time * 1000).rounded())), profile: profile,
                                    glyphs: ProcessLocale.glyphs, blitter: blitter, otherAppearanceTheme: theme.resolved(for: mode.toggled))
        context.reduceMotion = reduceMotion
        let canvas = story.standaloneCanvas(width: width, context: context)
        switch format {
        case .text: try StandardOutput.print(canvas.trimmedLines.joined(separator: "\n"))
        case .ansi: try StandardOutput.print(AnsiWriter.render(canvas, profile: profile), terminator: "")
        case .styles: try StandardOutput.print(StyleLayer.describe(canvas.converted(for: profile)))
        }
    }
}
