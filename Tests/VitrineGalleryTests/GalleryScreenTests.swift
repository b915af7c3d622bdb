import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTestSupport
import VitrineTesting
import VitrineThemes

@Suite struct GalleryScreenTests {
    let theme = DefaultTheme.loaded
    let screen = GalleryScreen(catalog: .standardWithPictures)

    private func frame(_ state: GalleryModel, _ size: Size, glyphs: GlyphSet = .unicode, time: Duration = .zero) -> Canvas {
        screen.frame(for: state, size: size, profile: .ansi256, glyphs: glyphs, time: time)
    }

    /// `model` after the asked-for theme failed to load with `error`.
    private func failing(_ model: GalleryModel, _ error: ThemeError) -> GalleryModel {
        var model = model
        _ = model.update(.themeLoaded(model.themes.selectedFile, .failure(error)))
        return model
    }

    @Test func everySizeFromNothingUpShowsEitherTheGalleryOrAskForRoom() {
        let state = GalleryModel.standard()
        let error = ThemeError(file: "/a/very/long/path/to/a/theme/file/that/wraps.json", tokenPath: "theme.color.x",
                               message: "alias cycle: theme.color.x → theme.color.y → theme.color.x")
        for width in 0 ... 60 {
            for height in 0 ... 16 {
                let size = Size(width: width, height: height)
                for canvas in [frame(state, size), frame(failing(state, error), size)] {
                    let text = canvas.lines.joined(separator: "\n")
                    if size.contains(GalleryScreen.minimumSize) {
                        #expect(canvas.lines.last?.contains("theme default") == true, "the status bar at \(size)")
                        #expect(text.contains("Badge") || text.contains("Avatar"), "the sidebar at \(size)")
                    } else if width >= 10, height >= 4 {
                        #expect(text.contains("terminal"), "asks for room at \(size)")
                    }
                    // A wide grapheme is never cut from its continuation cell, whatever the size.
                    for y in 0 ..< height {
                        for x in 0 ..< width where canvas[x, y].isContinuation {
                            #expect(x > 0 && TextWidth.of(canvas[x - 1, y].text) == 2, "a lone continuation at \(x),\(y) of \(size)")
                        }
                    }
                }
            }
        }
    }

    @Test func belowTheMinimumItAsksForMoreRoom() {
        let state = GalleryModel.standard()
        let text = frame(state, Size(width: 40, height: 6)).lines.joined(separator: "\n")
        #expect(text.contains("terminal too small (need 48×15)"))
        #expect(frame(state, Size(width: 40, height: 6), glyphs: .ascii).lines.joined().contains("(need 48x15)"), "ASCII without ×")
        let tiny = frame(state, Size(width: 10, height: 4)).lines.joined()
        #expect(tiny.contains("terminal"), "wrapped to fit even 10×4")
        #expect(!frame(state, GalleryScreen.minimumSize).lines.joined().contains("too small"))
    }

    @Test func showsTheSelectedStoryItsTokensAndTheStatus() {
        let state = GalleryModel.showing("badge/danger", appearance: .dark)
        let canvas = frame(state, Size(width: 100, height: 24))
        let text = canvas.lines.joined(separator: "\n")
        #expect(text.contains("Badge › Danger  badge/danger"))
        #expect(text.contains("▐ Error ▌"))
        #expect(text.contains("Accessibility label: \"Error\""))
        #expect(text.contains("Inspector › default, dark, 256 colours"))
        #expect(text.contains("██ theme.color.badge.danger.background"))
        #expect(text.contains("   = #451214  sent colour 52 (#5f0000)"))
        #expect(text.contains("   → theme.color.background.danger-subtle"))
        #expect(canvas.lines.last!.contains("theme default · dark (--mode) · 256 colours"))
        let pill = canvas.lines.firstIndex { $0.contains("▐ Error ▌") }!
        let x = canvas.lines[pill].distance(from: canvas.lines[pill].startIndex, to: canvas.lines[pill].firstIndex(of: "E")!)
        #expect(canvas[x, pill].style.background == theme.dark.color("theme.color.badge.danger.background"))
    }

    /// Every binding shows: at once where there is room, else over the pages `?` turns (an 80×20 split
    /// opens the gallery: the minimum went back from 48×22 to 48×15).
    @Test(arguments: [Size(width: 80, height: 30), Size(width: 80, height: 20), GalleryScreen.minimumSize])
    func helpOverlayListsEveryBinding(size: Size) {
        var state = GalleryModel.standard()
        _ = state.update(.key(.character("?")))
        var text = ""
        for _ in 0 ..< 6 {
            text += frame(state, size).lines.joined(separator: "\n")
            _ = state.update(.key(.character("?")))
        }
        #expect(state.overlay.helpPage != nil, "? turns the page, it does not close help")
        _ = state.update(.key(.character("j")))
        #expect(state.overlay.helpPage == nil, "any other key closes it")
        for binding in Keymap.bindings {
            #expect(text.contains(binding.label) && text.contains(binding.summary), "\(binding.summary) at \(size)")
        }
    }

    /// At 100×30 about 13 inspector lines fit and an emblem's colour tokens were off screen for good; long
    /// lines lost their end to an ellipsis. J scrolls (past the end it stops, and K comes back at once),
    /// another story starts at the top, and a long line wraps instead.
    @Test func theInspectorScrollsAndWraps() throws {
        let terminal = MemoryTerminal(size: Size(width: 100, height: 30), profile: .ansi256)
        let gallery = try GalleryRuntime.showing("emblem/info", on: terminal)
        func press(_ keys: Key...) {
            terminal.pendingEvents = keys.map { .key($0) }
            _ = gallery.run()
        }
        press()
        let text = { terminal.screen.lines.joined(separator: "\n") }
        #expect(text().contains("lines 1–") && text().contains(": J K scroll") && !text().contains("theme.color.emblem.info.border"),
                "the last tokens do not fit")
        press(.character("J"), .character("J"), .character("J"), .character("J"), .character("J"), .character("J"), .pageDown, .pageDown)
        #expect(text().contains("theme.color.emblem.info.border"), "scrolled to the end: \(text())")
        let end = gallery.model.inspector.scroll
        #expect(end > 0 && end < 8 * InspectorState.step, "held at the end, not past it")
        press(.character("K"))
        #expect(gallery.model.inspector.scroll == end - InspectorState.step, "K scrolls back from what is shown")
        press(.character("j"))
        #expect(gallery.model.inspector.scroll == 0 && text().contains("lines 1–"), "another story starts at the top")
        for line in terminal.screen.lines { #expect(!line.contains("…"), "nothing cut: \(line)") }
    }

    @Test func asciiLocaleDrawsNoUnicode() {
        let state = GalleryModel.standard()
        let text = frame(state, Size(width: 80, height: 24), glyphs: .ascii).lines.joined()
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test(arguments: [
        (ColorProfile.trueColor, "= #fde3e3  sent #fde3e3"),
        (.ansi256, "= #fde3e3  sent colour 224 (#ffd7d7)"),
        (.ansi16, "= #fde3e3  sent colour 1 (red), the theme's choice"),
        (.monochrome, "= #fde3e3  sent nothing (monochrome: attributes only)"),
    ])
    func theInspectorShowsTheColorSentAtEachProfile(profile: ColorProfile, line: String) {
        let state = GalleryModel.showing("badge/danger")
        let text = screen.frame(for: state, size: Size(width: 100, height: 30), profile: profile, glyphs: .unicode)
            .lines.joined(separator: "\n")
        #expect(text.contains(line))
        #expect(text.contains("A quiet danger surface") == false, "the description shown is the badge token's own")
        #expect(text.contains("styles.badgeDanger background."))
    }

    @Test func aThemeErrorShowsABannerAboveTheStatusBar() {
        let error = ThemeError(file: "/themes/brand.json", line: 3, column: 7, message: "invalid JSON: Badly formed object")
        let canvas = screen.frame(for: failing(.standard(), error), size: Size(width: 100, height: 24), profile: .ansi256,
                                  glyphs: .unicode)
        let banner = canvas.lines[canvas.size.height - 2]
        #expect(banner.contains("Theme error, still showing \"default\": /themes/brand.json:3:7: invalid JSON: Badly formed object"))
        #expect(canvas[0, canvas.size.height - 2].style.background == .indexed(1))
        #expect(canvas.lines.last!.contains("theme default"))
    }

    @Test func theInspectorSaysWhyAnImageFellBack() {
        let lines = frame(.showing("avatar/image-not-png"), Size(width: 90, height: 30)).lines
        let text = lines.joined(separator: "\n")
        // The story pane's words in reading order (the note wraps), without the sidebar.
        let pane = lines.compactMap { $0.split(separator: "│", maxSplits: 1).last }.joined(separator: " ")
            .split(separator: " ").joined(separator: " ")
        #expect(pane.contains("Image unavailable (not-a-png.png: not a readable PNG: Not a PNG file); showing the initials instead."))
        #expect(text.contains("Accessibility label: \"Avatar, NP\""))
        #expect(text.contains("theme.color.avatar.initials"))
        let decorative = frame(.showing("avatar/decorative"), Size(width: 120, height: 30)).lines.joined()
        #expect(decorative.contains("Accessibility label: none (screen readers skip it)"))
    }

    @Test func redrawingOnlyTheStageGivesTheSameFrameAsBuildingItAll() {
        let state = GalleryModel.showing("async-emblem/loading")
        let size = Size(width: 100, height: 30)
        let first = screen.framing(state, size: size, profile: .ansi256, glyphs: .unicode, time: .milliseconds(100))
        let stage = first.stage!
        for milliseconds in [133, 400, 766] {
            let time = Duration.milliseconds(milliseconds)
            var redrawn = first.canvas
            let changed = screen.redrawStage(on: &redrawn, stage: stage, story: screen.shownStory(for: state)!, for: state,
                                             profile: .ansi256, glyphs: .unicode, time: time)
            #expect(redrawn == frame(state, size, time: time), "at \(milliseconds) ms")
            let moved = redrawn.changes(since: first.canvas).map(\.point)
            #expect(!moved.isEmpty && moved.allSatisfy(changed.contains), "the area it reports holds every cell it changed")
        }
    }

    @Test func theInspectorSaysWhichDistinctTokenColoursThePaletteMakesOne() throws {
        let folder = TemporaryFolder()
        let merged = try folder.loadTheme("""
            {"$extends": "\(DefaultTheme.url.path)", "theme": {"color": {"badge": {"neutral": {"foreground": {"$type": "color",
              "$value": "#3B4350", "$extensions": {"mode": {"dark": "#D5DAE1"}, "palette": {"16": 7, "dark": {"16": 7}}}}}}}}}
            """, required: StoryCatalog.standardWithPictures.requiredTokens)
        let line = "Same colour at 16 colours: theme.color.badge.neutral.background, theme.color.badge.neutral.foreground"
        let at16 = screen.frame(for: .showing("badge/neutral", theme: merged), size: Size(width: 140, height: 40), profile: .ansi16,
                                glyphs: .unicode).lines.joined(separator: "\n")
        #expect(at16.contains(line))
        let at256 = screen.frame(for: .showing("badge/neutral", theme: merged), size: Size(width: 140, height: 40), profile: .ansi256,
                                 glyphs: .unicode).lines.joined(separator: "\n")
        #expect(!at256.contains("Same colour"), "at 256 colours they stay apart")
    }

    @Test func theInspectorGivesTheContrastOfEachPairTheStoryDrawsAndMarksWhatFailsAA() throws {
        let folder = TemporaryFolder()
        let pale = try folder.loadTheme("""
            {"$extends": "\(DefaultTheme.url.path)", "theme": {"color": {"on-background": {"brand-subtle": {"$type": "color", "$value": "#7FAFFF"}}}}}
            """, required: StoryCatalog.standardWithPictures.requiredTokens)
        let text = screen.frame(for: .showing("avatar/custom-initials-color", theme: pale), size: Size(width: 120, height: 40),
                                profile: .trueColor, glyphs: .unicode).lines.joined(separator: "\n")
        let initials = Color.rgb(0x7F, 0xAF, 0xFF).contrastRatio(with: Color(hex: "#e6ebff")!)!
        #expect(text.contains("Contrast \(((initials * 100).rounded() / 100).compactDescription):1 large text: #7fafff on #e6ebff, below AA (3:1)"),
                "a large avatar's block initials are large text: 3:1")
        #expect(text.contains("decorative: #e6ebff on #ffffff") && !text.contains("below WCAG 1.4.11"),
                "the pale circle on the page is a decorative surface, listed and never flagged")
        let passing = screen.frame(for: .showing("badge/info"), size: Size(width: 120, height: 40), profile: .trueColor, glyphs: .unicode)
            .lines.joined(separator: "\n")
        let info = Color(hex: "#0b4fa8")!.contrastRatio(with: Color(hex: "#e0edff")!)!
        let line = passing.split(separator: "\n").first { $0.contains("text: #0b4fa8 on #e0edff") }
        #expect(line?.contains("Contrast \(((info * 100).rounded() / 100).compactDescription):1") == true)
        #expect(line?.contains("below") == false, "a pair that passes is not marked")
    }
}
