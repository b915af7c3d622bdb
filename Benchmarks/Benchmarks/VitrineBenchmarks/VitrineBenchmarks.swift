import Benchmark
import Foundation
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineReview
import VitrineTesting
import VitrineThemes

/// The repository's default theme, found from this file's location.
private let themeURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("themes/default.json")

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
                                           maxDuration: .seconds(3))
    let catalog = StoryCatalog.standard
    let theme = try! Theme.load(from: themeURL, requiredTokens: catalog.requiredTokens)
    let screen = GalleryScreen(catalog: catalog)
    let size = Size(width: 200, height: 60)
    /// A model of the catalogue under the default theme, opened at story `id`.
    func model(at id: String) -> GalleryModel {
        GalleryModel(catalog: catalog, themes: ThemeSelection(theme: theme, files: []),
                     at: catalog.position(ofStory: id)!)
    }
    let state = model(at: "badge/long-unlimited")

    Benchmark("Build the gallery frame 200x60") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(screen.frame(for: state, size: size, profile: .ansi256, glyphs: .unicode))
        }
    }

    // An image avatar is scaled to fill and blitted on every frame; sextants have the most pixels a cell.
    var imageState = model(at: "avatar/image-large")
    _ = imageState.update(.key(.character("b")))
    _ = imageState.update(.key(.character("b")))
    Benchmark("Build the gallery frame 200x60 with a large image avatar, sextants") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(screen.frame(for: imageState, size: size, profile: .ansi256, glyphs: .unicode))
        }
    }

    // What one shimmer frame costs the run loop: the story's stage redrawn at the next frame time, then
    // diffed and presented (the rest of the screen is reused).
    let shimmerState = model(at: "async-emblem/loading")
    Benchmark("Shimmer animation frame 200x60 (stage redraw, diff, present)") { benchmark in
        let (first, stage) = screen.framing(shimmerState, size: size, profile: .ansi256, glyphs: .unicode)
        let story = screen.shownStory(for: shimmerState)!
        let terminal = MemoryTerminal(size: size, profile: .ansi256)
        terminal.present(first)
        var frame = 0
        var canvas = first
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame += 1
            let time = Duration.nanoseconds(1_000_000_000 / 30) * frame
            screen.redrawStage(on: &canvas, stage: stage!, story: story, for: shimmerState, profile: .ansi256, glyphs: .unicode, time: time)
            terminal.present(canvas)
        }
    }

    Benchmark("Diff and present a frame 200x60 (one row moved)") { benchmark in
        var moved = state
        _ = moved.update(.key(.up))
        let frames = [state, moved].map { screen.frame(for: $0, size: size, profile: .ansi256, glyphs: .unicode) }
        let terminal = MemoryTerminal(size: size, profile: .ansi256)
        terminal.present(frames[0])
        var index = 1
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            terminal.present(frames[index])
            index = 1 - index
        }
    }

    Benchmark("Present the first frame 200x60 (every cell)") { benchmark in
        let frame = screen.frame(for: state, size: size, profile: .ansi256, glyphs: .unicode)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(MemoryTerminal(size: size, profile: .ansi256).present(frame))
        }
    }

    Benchmark("Load and resolve the default theme") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! Theme.load(from: themeURL, requiredTokens: catalog.requiredTokens))
        }
    }

    // What `t` and live reload do: read a theme and the one it extends, merge, resolve both appearances.
    let highContrastURL = themeURL.deletingLastPathComponent().appendingPathComponent("high-contrast.json")
    Benchmark("Load and resolve high-contrast (extends default)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! Theme.load(from: highContrastURL, requiredTokens: catalog.requiredTokens))
        }
    }

    // What `vitrine diff default harbour-bank` costs once the themes are loaded: every story drawn under
    // both themes in light and dark, compared cell by cell, with the tokens behind each change.
    let harbourURL = themeURL.deletingLastPathComponent().appendingPathComponent("harbour-bank.json")
    let harbour = try! Theme.load(from: harbourURL, requiredTokens: catalog.requiredTokens)
    Benchmark("Diff every story, light and dark, default to harbour-bank") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ThemeDiff(catalog: catalog, from: theme, to: harbour, appearances: [.light, .dark], profile: .trueColor))
        }
    }

    // What `d` and `t` cost on a big terminal, through the runtime as a key press: the model's update,
    // a new frame, its diff and presentation (t reads nothing: the themes were loaded once, unchanged).
    let big = Size(width: 300, height: 100)
    let themesFolder = themeURL.deletingLastPathComponent()
    func runtime(at id: String) -> (GalleryRuntime, MemoryTerminal) {
        let terminal = MemoryTerminal(size: big, profile: .trueColor)
        let library = ThemeLibrary(directory: ThemeDirectory(url: themesFolder), selected: themeURL)
        let model = GalleryModel(catalog: catalog, themes: ThemeSelection(theme: theme, files: library.files()),
                                 at: catalog.position(ofStory: id)!)
        let runtime = GalleryRuntime(catalog: catalog, model: model, library: library, terminal: terminal)
        _ = runtime.run()
        return (runtime, terminal)
    }
    // What start-up does between the options and the first frame on the terminal, as `vitrine` with no
    // arguments: the catalogue built (every story and its content), the theme read and resolved, the
    // model made, the first story's frame drawn and presented (a memory terminal, 256 colours; the run
    // loop then ends on the memory terminal's hang-up). ptybench's first frame adds the process, the
    // terminal's queries and ncurses.
    for size in [Size(width: 120, height: 40), big] {
        Benchmark("Start-up: catalogue, theme and first frame into a memory terminal, \(size.width)x\(size.height)") { benchmark in
            for _ in benchmark.scaledIterations {
                let catalog = StoryCatalog.designSystem()
                let theme = try! Theme.load(from: themeURL, requiredTokens: catalog.requiredTokens)
                let library = ThemeLibrary(directory: ThemeDirectory(url: themesFolder), selected: themeURL)
                let model = GalleryModel(catalog: catalog, themes: ThemeSelection(theme: theme, files: library.files()))
                let terminal = MemoryTerminal(size: size, profile: .ansi256)
                blackHole(GalleryRuntime(catalog: catalog, model: model, library: library, terminal: terminal).run())
            }
        }
    }

    Benchmark("d (toggle light/dark) to a presented frame, 300x100") { benchmark in
        let (gallery, terminal) = runtime(at: "avatar/image-large")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            terminal.pendingEvents = [.key(.character("d"))]
            blackHole(gallery.run())
        }
    }
    Benchmark("t (next theme, already loaded) to a presented frame, 300x100") { benchmark in
        let (gallery, terminal) = runtime(at: "avatar/image-large")
        for _ in 0 ..< 3 {
            terminal.pendingEvents = [.key(.character("t"))]
            _ = gallery.run()
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            terminal.pendingEvents = [.key(.character("t"))]
            blackHole(gallery.run())
        }
    }
}
