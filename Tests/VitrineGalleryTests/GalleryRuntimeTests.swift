import Foundation
import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTestSupport
import VitrineTesting
import VitrineThemes

@Suite struct GalleryRuntimeTests {
    /// Copies of the bundled themes, for tests that break and fix files.
    let folder = TemporaryFolder()

    private func app(_ terminal: MemoryTerminal) -> GalleryRuntime {
        try! .showing("badge/default", on: terminal)
    }

    /// A gallery started on the default theme as built into the binary (nothing read before its first frame)
    /// on `file`, answering `q`; the terminal it drew on.
    private func startedAsBuilt(_ file: URL) throws -> (GalleryRuntime, MemoryTerminal) {
        let built = try #require(StoryCatalog.standard.builtTheme(at: file))
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.character("q"))])
        let library = ThemeLibrary(directory: nil, selected: file)
        let gallery = GalleryRuntime(catalog: .standard, model: .showing("badge/danger", catalog: .standard, theme: built, files: library.files()),
                                     library: library, terminal: terminal, checking: built)
        #expect(gallery.run() == .quit)
        return (gallery, terminal)
    }

    /// The file is loaded once the first frame is out: holding what was built, it changes nothing; holding
    /// something else, it is on screen before the gallery waits for a key; broken, the banner says so over
    /// what was built (the last good theme).
    @Test func aStartOnTheBuiltDefaultShowsWhatItsFileHoldsBeforeTheFirstKey() throws {
        let url = folder.copyBundledTheme("default")
        let (same, sameTerminal) = try startedAsBuilt(url)
        #expect(sameTerminal.cellsWritten.count == 1 && sameTerminal.requestedTimeouts.count == 1, "one frame, then the wait for q")
        #expect(same.model.themes.error == nil)

        let original = try String(contentsOf: url, encoding: .utf8)
        try original.replacingOccurrences(of: "\"#A3161A\"", with: "\"#FF0000\"").write(to: url, atomically: true, encoding: .utf8)
        let (changed, changedTerminal) = try startedAsBuilt(url)
        #expect(changedTerminal.cellsWritten.count == 2 && changedTerminal.requestedTimeouts.count == 1,
                "the frame as built, then the file's, both before the wait for q")
        #expect(changed.model.themes.shown.light == (try StoryCatalog.standard.loadTheme(from: url)).light)

        try original.replacingOccurrences(of: "\"#A3161A\"", with: "\"#FF000\"").write(to: url, atomically: true, encoding: .utf8)
        let (broken, brokenTerminal) = try startedAsBuilt(url)
        let built = try #require(StoryCatalog.standard.builtTheme(at: url))
        #expect(broken.model.themes.error != nil && broken.model.themes.shown.light == built.light)
        #expect(brokenTerminal.screen.lines.joined().contains("Theme error, still showing \"default\""))
    }

    @Test func blocksOnInputAndRedrawsOnlyWhatChanged() {
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.down), .key(.character("x")), .key(.character("q"))])
        #expect(app(terminal).run() == .quit)
        #expect(terminal.requestedTimeouts.allSatisfy { $0 == nil }, "nothing animates, so every wait blocks")
        #expect(terminal.cellsWritten[0] == 80 * 24)
        #expect(terminal.cellsWritten[1] > 0 && terminal.cellsWritten[1] < 80 * 24 / 2, "moving one row rewrites a fraction of the screen")
        #expect(terminal.cellsWritten.count == 2, "an unbound key changes nothing, so no frame is even built")
    }

    @Test func aBurstOfKeysCostsOneFrameAndEveryKeyCounts() {
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24))
        terminal.burst = Array(repeating: .key(.character("j")), count: 3) + Array(repeating: .key(.character("i")), count: 2001)
        let gallery = app(terminal)
        _ = gallery.run()
        #expect(terminal.cellsWritten.count == 2, "the first frame, then one for the whole burst")
        #expect(gallery.model.navigation.selectedStory == StoryCatalog.standardWithPictures.position(ofStory: "badge/success"), "three stories on")
        #expect(!gallery.model.inspector.isVisible, "an odd number of i: hidden")
    }

    @Test func aBurstLongerThanABatchStillGetsFramesBetweenBatches() {
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24))
        terminal.burst = Array(repeating: .key(.character("i")), count: GalleryRuntime.maximumBatch * 2 + 1)
        let gallery = app(terminal)
        _ = gallery.run()
        #expect(terminal.requestedTimeouts.count == 4, "three batches (each followed by a frame if anything changed), then the hang-up")
        #expect(!gallery.model.inspector.isVisible, "an odd number of i: hidden")
    }

    @Test func recoversFromATooSmallTerminal() {
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.character("j"))])
        let gallery = app(terminal)
        terminal.resize(to: Size(width: 10, height: 4))
        terminal.pendingEvents.append(.key(.character("q")))
        _ = gallery.run()
        #expect(terminal.screen.size == Size(width: 10, height: 4))
        #expect(terminal.screen.lines.joined().contains("too"))

        let growing = MemoryTerminal(size: Size(width: 10, height: 4), events: [])
        let second = app(growing)
        growing.resize(to: Size(width: 80, height: 24))
        growing.pendingEvents.append(.key(.character("q")))
        _ = second.run()
        #expect(growing.screen.lines.joined().contains("▐ New ▌"))
    }

    @Test func hangupAndSignalsEndTheLoop() {
        #expect(app(MemoryTerminal(size: Size(width: 80, height: 24), events: [.hangup])).run() == .hangup)
        #expect(app(MemoryTerminal(size: Size(width: 80, height: 24), events: [.signal(15)])).run() == .signal(15))
        #expect(GalleryExit.signal(15).status == 143)
        #expect(GalleryExit.quit.status == 0)
    }

    @Test func dTogglesTheAppearanceOnScreen() {
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.character("d")), .key(.character("q"))])
        let gallery = app(terminal)
        _ = gallery.run()
        #expect(gallery.model.appearance == .dark)
        #expect(terminal.screen.lines.last!.contains("dark"))
    }

    /// A gallery over a copy of the bundled themes, so tests can break and fix files.
    private func galleryOverCopies(_ terminal: MemoryTerminal) throws -> GalleryRuntime {
        let url = folder.copyBundledTheme("default")
        folder.copyBundledTheme("high-contrast")
        return try .showing("badge/default", on: terminal, theme: url, folder: folder.url)
    }

    /// The screen background of the first cell of the stage (the page colour as sent).
    private func pageBackground(_ terminal: MemoryTerminal) -> Color {
        terminal.screen[40, 5].style.background
    }

    @Test func tSwitchesThemeOnEveryVisibleComponentInTheNextFrame() throws {
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.character("t"))])
        let gallery = try galleryOverCopies(terminal)
        _ = gallery.run()
        #expect(gallery.model.themes.shown.name == "high-contrast")
        #expect(terminal.cellsWritten.count == 2, "one frame per theme")
        #expect(terminal.screen.lines.last!.contains("theme high-contrast"))
        let pill = terminal.screen.lines.firstIndex { $0.contains("▐ New ▌") }!
        let x = Array(terminal.screen.lines[pill]).firstIndex(of: "▐")! + 2
        let highContrast = try Theme.load(from: folder.url.appendingPathComponent("high-contrast.json"), requiredTokens: [])
        #expect(terminal.screen[x, pill].style.background
            == terminal.profile.convert(highContrast.light.color("theme.color.badge.default.background")))
    }

    @Test func aChangedFileReloadsABrokenOneKeepsTheLastGoodThemeWithABanner() throws {
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.filesChanged])
        let gallery = try galleryOverCopies(terminal)
        #expect(terminal.watchedFiles.isEmpty)
        let original = try String(contentsOf: folder.url.appendingPathComponent("default.json"), encoding: .utf8)
        folder.write("default.json", original.replacingOccurrences(of: "\"#FFFFFF\"", with: "\"#FAFAFA\""))
        _ = gallery.run()
        #expect(terminal.watchedFiles.first == folder.url.appendingPathComponent("default.json").path)
        #expect(terminal.watchedFiles.dropFirst().allSatisfy { $0.hasPrefix(folder.url.appendingPathComponent("logos").path) },
                "then the logo art it names")
        #expect(pageBackground(terminal) == .rgb(0xFA, 0xFA, 0xFA), "the saved change is on screen")

        folder.write("default.json", "{\n  \"theme\": {\n    \"color\": 12,\n")
        terminal.pendingEvents = [.filesChanged]
        _ = gallery.run()
        #expect(pageBackground(terminal) == .rgb(0xFA, 0xFA, 0xFA), "the last good theme stays")
        let text = terminal.screen.lines.joined(separator: "\n")
        #expect(text.contains("Theme error, still showing \"default\""))
        #expect(text.contains("default.json:4:1:") && text.contains("invalid JSON: unexpected end of file"))

        folder.write("default.json", original)
        terminal.pendingEvents = [.filesChanged]
        _ = gallery.run()
        #expect(pageBackground(terminal) == .rgb(0xFF, 0xFF, 0xFF))
        #expect(!terminal.screen.lines.joined().contains("Theme error"), "the banner goes once the file is fixed")
    }

    /// The inspector's lines are kept from frame to frame (for a key that comes back to a story): every
    /// frame still equals one built afresh, through a change of appearance, theme and story and back.
    @Test func theInspectorsKeptLinesNeverShowAnotherThemeOrStory() throws {
        let size = Size(width: 120, height: 40)
        let terminal = MemoryTerminal(size: size, profile: .ansi256, events: [])
        let gallery = try galleryOverCopies(terminal)
        let screen = GalleryScreen(catalog: .standardWithPictures)
        var inspectors: Set<String> = []
        for key in "ddtdtdjkjdkt" {
            terminal.pendingEvents = [.key(.character(key))]
            _ = gallery.run()
            let fresh = screen.frame(for: gallery.model, size: size, profile: .ansi256, glyphs: .unicode)
            #expect(terminal.screen.lines == fresh.lines, "after \(key): \(gallery.model.themes.shown.name), \(gallery.model.appearance)")
            let inspector = terminal.screen.lines.drop { !$0.contains("Inspector") }
            #expect(!inspector.isEmpty, "the inspector is shown")
            inspectors.insert(inspector.joined(separator: "\n"))
        }
        #expect(inspectors.count >= 6, "themes, appearances and stories that inspect differently: \(inspectors.count)")
    }

    @Test func iHidesAndShowsTheInspector() {
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.character("i"))])
        let gallery = app(terminal)
        _ = gallery.run()
        #expect(!terminal.screen.lines.joined().contains("Inspector"))
        terminal.pendingEvents = [.key(.character("i"))]
        _ = gallery.run()
        #expect(terminal.screen.lines.joined().contains("Inspector › default, light, truecolor"))
    }

    /// Once the first frame is on screen, the folder's other themes are read on a thread of their own, so
    /// that `t` to one not seen yet finds it read; nothing is read before that frame.
    @Test func theFoldersThemesAreReadAfterTheFirstFrame() throws {
        let folder = DefaultTheme.url.deletingLastPathComponent()
        let cache = ThemeCache()
        let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [])
        let gallery = try GalleryRuntime.showing("badge/danger", on: terminal, folder: folder, themeCache: cache)
        let others = DefaultTheme.bundledNames.filter { $0 != "default" }.map { folder.appendingPathComponent("\($0).json") }
        #expect(!others.contains(where: cache.holds), "nothing read before the gallery runs")
        _ = gallery.run()
        let deadline = ContinuousClock.now + .seconds(10)
        while !others.allSatisfy(cache.holds), ContinuousClock.now < deadline { usleep(10_000) }
        #expect(others.allSatisfy(cache.holds), "high-contrast and harbour-bank read ahead")
    }

    @Test func enterPressesTheListButtonOnceTheStoryHasFocus() {
        let terminal = MemoryTerminal(size: Size(width: 120, height: 30), events: [.key(.tab), .key(.enter)])
        let gallery = try! GalleryRuntime.showing("list-button-avatar/interactive", on: terminal)
        _ = gallery.run()
        let text = terminal.screen.lines.joined(separator: "\n")
        #expect(text.contains("▌ ") && text.contains("✓"), "focused, then pressed")
        #expect(text.contains("Accessibility label: \"Nora Sand\"; traits: button, selected"))
        #expect(terminal.cellsWritten.count == 3, "one frame each for the start, focus and press")
        terminal.pendingEvents = [.key(.enter)]
        _ = gallery.run()
        #expect(!terminal.screen.lines.joined().contains("✓"), "Enter again releases it")
    }

    @Test func bRedrawsPixelsWithTheNextBlitter() {
        let terminal = MemoryTerminal(size: Size(width: 80, height: 30), events: [.key(.character("b"))])
        let gallery = try! GalleryRuntime.showing("avatar/icon-large", on: terminal)
        _ = gallery.run()
        let text = terminal.screen.lines.joined(separator: "\n")
        #expect(text.contains("quadrants"))
        #expect(text.unicodeScalars.contains { "▖▗▘▝▚▞▙▛▜▟".unicodeScalars.contains($0) }, "quadrant glyphs on screen")
    }

    @Test func savingALogoArtFileShowsItAndDeletingItKeepsTheLastGoodLogo() throws {
        let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [.filesChanged])
        let url = folder.copyBundledTheme("default")
        let gallery = try GalleryRuntime.showing("logo/app-logo-square", on: terminal, theme: url, folder: folder.url)
        folder.write("logos/default-square-light.txt", "NEW\nART\n")
        _ = gallery.run()
        #expect(terminal.watchedFiles.contains(folder.url.appendingPathComponent("logos/default-square-light.txt").path))
        #expect(terminal.screen.lines.contains { $0.contains("NEW") }, "the saved art is on screen")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("logos/default-square-light.txt"))
        terminal.pendingEvents = [.filesChanged]
        _ = gallery.run()
        let text = terminal.screen.lines.joined(separator: "\n")
        #expect(text.contains("NEW"), "the last good art stays")
        #expect(text.contains("art file logos/default-square-light.txt: no such file"))
    }
}

/// The run loop and animation: frames at 30 a second only while a shimmer is shown, none otherwise;
/// `p`, `.` and reduced motion; image loads reported through the waker.
@Suite struct GalleryAnimationTests {
    private func app(_ terminal: MemoryTerminal, story: String, reduceMotion: Bool = false) -> GalleryRuntime {
        // Time moves one frame each time the loop asks for one: a fixed, deterministic clock.
        try! .showing(story, on: terminal, reduceMotion: reduceMotion,
                      now: { AnimationTestClock.frame * terminal.requestedTimeouts.count })
    }

    @Test func aShimmerOnScreenWakesTheLoopAtThirtyFramesASecondAndOnlyChangedCellsAreWritten() {
        let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: Array(repeating: nil, count: 30))
        _ = app(terminal, story: "async-emblem/loading").run()
        #expect(terminal.requestedTimeouts == Array(repeating: AnimationTestClock.frame, count: 31), "a frame every 1/30 s")
        let ticks = terminal.cellsWritten.dropFirst()
        #expect(ticks.count == 30 && ticks.filter { $0 > 0 }.count > 20, "most ticks move the band: \(terminal.cellsWritten)")
        #expect(ticks.allSatisfy { $0 < 16 * 8 / 2 }, "never the whole 16×8 tile, only the cells the band moved over")
    }

    @Test func animationFramesSayWhereTheyChangedAndThatIsAllThatChanged() throws {
        // 15 frames: half the band's period, so the band is not back where it started.
        let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: Array(repeating: nil, count: 15))
        _ = app(terminal, story: "async-emblem/loading").run()
        let last = try #require(terminal.presented)
        #expect(terminal.screen == last.converted(for: terminal.profile), "the terminal looked only at the stage, and is up to date")
        #expect(terminal.cellsWritten.dropFirst().contains { $0 > 0 })
    }

    @Test func leavingTheShimmerStopsTheFrames() {
        let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [nil, .key(.up), .key(.up), .key(.character("x"))])
        _ = app(terminal, story: "async-emblem/loading").run()
        #expect(terminal.requestedTimeouts.prefix(3) == [AnimationTestClock.frame, AnimationTestClock.frame, AnimationTestClock.frame],
                "on the component row the pane still shows the shimmer")
        #expect(terminal.requestedTimeouts.dropFirst(3).allSatisfy { $0 == nil }, "Emblem's stories are still: the loop blocks")
    }

    @Test func pPausesAndDotStepsOneFrame() {
        let terminal = MemoryTerminal(size: Size(width: 100, height: 30),
                                      events: [.key(.character("p")), .key(.character("x")), .key(.character(".")), .key(.character("p"))])
        _ = app(terminal, story: "async-emblem/loading").run()
        #expect(terminal.requestedTimeouts == [AnimationTestClock.frame, nil, nil, nil, AnimationTestClock.frame])
        #expect(terminal.cellsWritten.count == 4, "start, paused (status bar), the step, resumed (status bar); x draws nothing")
        #expect(terminal.screen.lines.last?.contains("paused") == false)
    }

    @Test func theHelpOverlayStopsTheFramesBehindIt() {
        let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [.key(.character("?")), .key(.character("x")), nil])
        _ = app(terminal, story: "async-emblem/loading").run()
        #expect(terminal.requestedTimeouts == [AnimationTestClock.frame, nil, AnimationTestClock.frame, AnimationTestClock.frame])
    }

    @Test func reducedMotionShowsAStillShimmerAndNeverWakes() {
        let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [.key(.character("x"))])
        _ = app(terminal, story: "async-emblem/loading", reduceMotion: true).run()
        #expect(terminal.requestedTimeouts.allSatisfy { $0 == nil })
        #expect(terminal.cellsWritten.count == 1)
    }

    @Test func aFinishedLoadWakesTheLoopWhichShowsTheImage() throws {
        let terminal = MemoryTerminal(size: Size(width: 100, height: 30))
        let gallery = app(terminal, story: "async-emblem/loaded")
        let key = try #require(StoryCatalog.standardWithPictures.position(ofStory: "async-emblem/loaded"))
        _ = gallery.run()
        // The load runs in the background; each wake-up it sends is collected by the next run.
        // Generous: on a loaded 2-core machine other suites can hold both of the task pool's threads for seconds.
        let deadline = ContinuousClock.now + .seconds(60)
        while gallery.model.media.phases[key] == .loading && ContinuousClock.now < deadline {
            if terminal.isWakePending { _ = gallery.run() } else { usleep(1000) }
        }
        #expect(terminal.requestedTimeouts.contains { $0 != nil }, "it shimmered while loading")
        guard case .loaded? = gallery.model.media.phases[key] else {
            Issue.record("the image is in the state")
            return
        }
        #expect(terminal.requestedTimeouts.last! == nil, "loaded: nothing animates any more")
        let text = terminal.screen.lines.joined(separator: "\n")
        #expect(text.contains("Loaded the file kai.png; content mode fill."), "the inspector:\n\(text)")
    }
}

enum AnimationTestClock {
    static let frame = Duration.nanoseconds(1_000_000_000 / 30)
}
