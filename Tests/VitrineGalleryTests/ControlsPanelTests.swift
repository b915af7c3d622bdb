import Foundation
import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineImages
import VitrineTestSupport

/// The controls panel (`e`): a story's content edited in place, the spec's limits enforced, edits marked,
/// carried by `y` and `--set`, reset by `r`.
@Suite struct ControlsPanelTests {
    let screen = GalleryScreen(catalog: .standardWithPictures)
    let samples = Fixtures.samplePictures

    private func press(_ keys: [Key], _ state: inout GalleryModel) -> [GalleryEffect] {
        keys.flatMap { state.update(.key($0)) }
    }

    private func typing(_ text: String) -> [Key] { text.map(Key.character) }

    /// Presses `keys` and answers the picture reads they ask for, as the runtime does; every effect.
    private func pressReading(_ keys: [Key], _ state: inout GalleryModel) -> [GalleryEffect] {
        answeringReads(press(keys, &state), &state)
    }

    /// `effects` and those of the answers to their picture reads, which are fed to `state`.
    private func answeringReads(_ effects: [GalleryEffect], _ state: inout GalleryModel) -> [GalleryEffect] {
        var effects = effects
        var next = 0
        while next < effects.count {
            if case let .readPictures(files) = effects[next] { effects += state.update(.picturesRead(ImageFile.read(files))) }
            next += 1
        }
        return effects
    }

    private func text(_ state: GalleryModel, _ size: Size = Size(width: 100, height: 30)) -> String {
        screen.frame(for: state, size: size, profile: .trueColor, glyphs: .unicode).lines.joined(separator: "\n")
    }

    @Test func aBadgesTextAndVariantAreEditedInPlaceAndMarked() throws {
        var state = GalleryModel.showing("badge/danger")
        _ = press([.character("e")], &state)
        let panel = try #require(state.overlay.controls)
        #expect(state.catalog.controls(at: panel.position)?.fields.map(\.name)
                == ["text", "variant", "numberOfLines", "textColor", "maxWidth", "accessibilityLabel", "isAccessibilityElement"])
        #expect(text(state).contains("›text") && text(state).contains("Error"))
        _ = press([.control("u")] + typing("Overdue") + [.down, .right], &state)
        #expect(state.controlValues?.prefix(3) == [.text("Overdue"), .choice("default"), .number(1)], "danger is last: → wraps to default")
        let frame = text(state)
        #expect(frame.contains("▐ Overdue ▌"), "the story is drawn with the edits at once")
        #expect(frame.contains("✱ Danger"), "the edited story is marked in the sidebar")
        #expect(frame.contains("‹ default ›"))
        _ = press([.escape], &state)
        #expect(state.overlay.controls == nil && state.edits.count == 1, "Esc closes; the edits stay")
        #expect(text(state).contains("Accessibility label: \"Overdue\""), "the inspector is back, describing the edited story")
    }

    @Test func initialsKeepTheSpecsLimitOfTwoCharacters() throws {
        var state = GalleryModel.showing("avatar/initials-large")
        _ = press([.character("e"), .down, .control("u")] + typing("ABC"), &state)
        #expect(state.controlValues?[1] == .text("AB"))
        #expect(state.overlay.controls?.message == "initials: at most 2 characters")
        #expect(text(state).contains("initials: at most 2 characters"))
        _ = press([.backspace] + typing("é"), &state)
        #expect(state.controlValues?[1] == .text("Aé"), "a grapheme cluster is one character")
    }

    @Test func combiningMarksCannotGrowOneCharacterWithoutEnd() throws {
        // Each mark joins the character before it, so the limit in characters alone never stops them.
        var state = GalleryModel.showing("avatar/initials-large")
        let mark = Character("\u{301}")
        _ = press([.character("e"), .down, .control("u"), .character("A")] + Array(repeating: .character(mark), count: 500), &state)
        #expect(state.controlValues?[1].text.unicodeScalars.count == 32, "2 characters keep 32 code points")
        #expect(state.overlay.controls?.message == "initials: too many combining marks")
        _ = press([.control("u"), .paste("B" + String(repeating: mark, count: 500))], &state)
        #expect(state.controlValues?[1].text.unicodeScalars.count == 32, "a paste is cut at the same point")
        let field = try #require(state.shownStory.flatMap { state.catalog.controls(at: $0) }?.fields[1])
        #expect(field.value(parsing: "C" + String(repeating: mark, count: 100))
            == .failure(ControlError("initials: too many combining marks (101 code points; at most 32)")))
    }

    /// A combining mark pasted after a character joins it, so the text has fewer characters than were put in:
    /// the cursor was left past the end and the next frame trapped (found by ControlsFuzz).
    @Test func aCombiningMarkThatJoinsTheCharacterBeforeKeepsTheCursorInTheText() throws {
        var state = GalleryModel.showing("badge/danger")
        _ = press([.character("e"), .control("u"), .character("f"), .paste("\u{345}\u{C8}8'")], &state)
        let value = try #require(state.controlValues?[0].text)
        #expect(value == "f\u{345}\u{C8}8'" && value.count == 4)
        #expect(state.overlay.controls?.cursor == 4, "after the last character")
        #expect(text(state).contains("4/"), "the frame draws")
    }

    @Test func hostileTypingIsNeverKept() {
        var state = GalleryModel.showing("badge/hostile-text")
        _ = press([.character("e")], &state)
        #expect(state.controlValues?[0].text.contains("\u{1B}") == false, "the story's own hostile text is shown sanitised")
        _ = press([.control("u"), .character("\u{7}"), .character("\u{9B}"), .character("x")], &state)
        #expect(state.controlValues?[0] == .text("x"))
    }

    @Test func anAvatarShowsAPNGTypedAsAPathAndFallsBackFromABrokenOne() throws {
        var state = GalleryModel.showing("avatar/initials-large")
        state = GalleryModel(catalog: state.catalog, themes: state.themes, launch: GalleryLaunch(controls: ControlEnvironment(workingDirectory: samples)),
                             at: state.shownStory)
        _ = pressReading([.character("e"), .down, .down] + typing("kai.png") + [.escape], &state)
        let shown = try #require(screen.shownStory(for: state))
        #expect(shown.inspectorNotes.first?.hasPrefix("Shows the image;") == true, "\(shown.inspectorNotes)")
        _ = pressReading([.character("e"), .down, .down, .control("u")] + typing("truncated.png") + [.escape], &state)
        let broken = try #require(screen.shownStory(for: state))
        #expect(broken.inspectorNotes.contains { $0.contains("truncated.png") || $0.contains("not a readable PNG") }, "\(broken.inspectorNotes)")
        #expect(text(state).contains("not a readable PNG"), "the fallback's reason is in the inspector")
    }

    @Test func aPictureIsWatchedAndReadAgainWhenItChangesNeverToDrawAFrame() throws {
        let folder = TemporaryFolder()
        let mine = folder.url.appendingPathComponent("mine.png")
        try FileManager.default.copyItem(at: samples.appendingPathComponent("kai.png"), to: mine)
        var state = GalleryModel.showing("avatar/initials-large")
        state = GalleryModel(catalog: state.catalog, themes: state.themes,
                             launch: GalleryLaunch(controls: ControlEnvironment(workingDirectory: folder.url)), at: state.shownStory)
        let effects = pressReading([.character("e"), .down, .down] + typing("mine.png") + [.escape], &state)
        #expect(screen.shownStory(for: state)?.inspectorNotes.first?.hasPrefix("Shows the image;") == true,
                "a path relative to a working directory given without a trailing slash is read inside it")
        let watched = effects.compactMap { effect -> [String]? in if case let .watch(files) = effect { return files } else { return nil } }.last
        #expect(watched?.contains(mine.standardizedFileURL.path) == true, "the picture is watched beside the theme: \(String(describing: watched))")
        try FileManager.default.removeItem(at: mine)
        try FileManager.default.copyItem(at: samples.appendingPathComponent("truncated.png"), to: mine)
        #expect(!text(state).contains("not a readable PNG"), "drawing a frame reads nothing from disk")
        let reread = state.update(.filesChanged)
        #expect(reread.contains(.readPictures([mine.standardizedFileURL.path])), "\(reread)")
        _ = answeringReads(reread, &state)
        #expect(text(state).contains("not a readable PNG"), "the designer's new save is read once the watcher says so")
    }

    @Test func aPictureIsReadThroughAnEffectOnceAndAgainOnlyAfterAChange() throws {
        var state = GalleryModel.showing("avatar/initials-large")
        state = GalleryModel(catalog: state.catalog, themes: state.themes, launch: GalleryLaunch(controls: ControlEnvironment(workingDirectory: samples)),
                             at: state.shownStory)
        let effects = press([.character("e"), .down, .down] + typing("kai.png") + [.escape], &state)
        let kai = samples.appendingPathComponent("kai.png").standardizedFileURL.path
        #expect(effects.contains(.readPictures([kai])), "\(effects)")
        #expect(state.story(at: state.shownStory!).unreadPictures == [kai], "named, not read: drawn without it")
        #expect(state.story(at: state.shownStory!).inspectorNotes.contains { $0.contains("not read yet") })
        _ = state.update(.picturesRead(ImageFile.read([kai])))
        #expect(state.story(at: state.shownStory!).inspectorNotes.first?.hasPrefix("Shows the image;") == true)
        #expect(state.update(.tick).isEmpty, "a picture read is not read again while nothing changed")
        #expect(state.update(.filesChanged).contains(.readPictures([kai])), "a change of files reads it again")
        #expect(state.pictures.isEmpty)
        _ = state.update(.picturesRead([kai: .unavailable(reason: "x")]))
        _ = state.update(.picturesRead([kai: .unavailable(reason: "unasked")]))
        #expect(state.pictures[kai] == .unavailable(reason: "x"), "an answer nobody waits for is not taken")
        _ = press([.character("r")], &state)
        #expect(state.pictures.isEmpty, "a picture no edit names is forgotten")
    }

    @Test func theGalleryReadsASamplePictureWhenAStoryShowsItAndKeepsIt() throws {
        var state = GalleryModel.showing("avatar/initials-large", catalog: .standard)
        #expect(!state.start().contains { if case .readPictures = $0 { true } else { false } }, "nothing to read for initials")
        let nora = try #require(StoryCatalog.standard.story(withID: "avatar/image-large")?.unreadPictures.first)
        #expect(nora.hasSuffix("/nora.png"))
        #expect(press([.down, .down], &state).contains(.readPictures([nora])), "avatar/image-large, two stories on, names nora.png")
        #expect(state.shownStory == StoryCatalog.standard.position(ofStory: "avatar/image-large"))
        #expect(state.story(at: state.shownStory!).inspectorNotes.contains { $0.contains("not read yet") })
        _ = state.update(.picturesRead(ImageFile.read([nora])))
        #expect(state.story(at: state.shownStory!).inspectorNotes.first?.hasPrefix("Shows the image;") == true)
        #expect(press([.up, .down], &state).allSatisfy { if case .readPictures = $0 { false } else { true } }, "read once, kept")
        #expect(state.update(.filesChanged).allSatisfy { if case .readPictures = $0 { false } else { true } }, "a sample is not watched")
    }

    @Test func drawingAStoryNeverReadsAFile() throws {
        #expect(StoryCatalog.standard.unreadPictures.count == 7, "the catalogue names its samples and reads none")
        #expect(StoryCatalog.standardWithPictures.unreadPictures.isEmpty)
        let folder = TemporaryFolder()
        let mine = folder.url.appendingPathComponent("mine.png")
        try FileManager.default.copyItem(at: samples.appendingPathComponent("kai.png"), to: mine)
        let catalog = StoryCatalog.standard
        let position = try #require(catalog.position(ofStory: "avatar/initials-large"))
        let values = try catalog.edits(["image=mine.png"], forStoryAt: position).get()
        let named = catalog.story(at: position, edits: values, environment: ControlEnvironment(workingDirectory: folder.url))
        let context = RenderContext(theme: DefaultTheme.loaded.light)
        let unread = named.standaloneCanvas(width: 40, context: context)
        let read = named.reading(ImageFile.read(named.unreadPictures))
        try FileManager.default.removeItem(at: mine)
        let drawn = read.standaloneCanvas(width: 40, context: context)
        #expect(drawn != unread, "the read picture is drawn, not the fallback")
        #expect(read.standaloneCanvas(width: 40, context: context) == drawn, "the file is gone; the picture stays: drawing read nothing")
    }

    @Test func numbersStayInTheirRange() {
        var state = GalleryModel.showing("badge/long-one-line")
        _ = press([.character("e"), .down, .down] + typing("3"), &state)
        #expect(state.controlValues?[2] == .number(3))
        _ = press(typing("5"), &state)
        #expect(state.controlValues?[2] == .number(3) && state.overlay.controls?.message == "numberOfLines: from 0 to 20")
        _ = press([.left, .left, .left, .left], &state)
        #expect(state.controlValues?[2] == .number(0), "never below 0")
    }

    @Test func rResetsAndYCarriesTheEditsAsSetOptions() {
        var state = GalleryModel.showing("badge/danger")
        _ = press([.character("e"), .control("u")] + typing("Late fee") + [.escape], &state)
        _ = press([.character("y")], &state)
        #expect(state.copiedCommand?.contains("--story badge/danger --set 'text=Late fee'") == true, "\(state.copiedCommand ?? "")")
        _ = press([.character("r")], &state)
        #expect(state.edits.isEmpty && state.notice == "reset: the story's own content")
        #expect(text(state).contains("▐ Error ▌"))
    }

    @Test func setAssignmentsAreCheckedAndNameWhatIsWrong() throws {
        let catalog = StoryCatalog.standardWithPictures
        let badge = try #require(catalog.position(ofStory: "badge/danger"))
        #expect(try catalog.edits(["text=Hi", "variant=info"], forStoryAt: badge).get()
                == [.text("Hi"), .choice("info"), .number(1), .text(""), .number(0), .text(""), .toggle(true)])
        #expect(try catalog.edits(["text=Error"], forStoryAt: badge).get() == nil, "the story's own values are no edit")
        #expect(throws: ControlError("variant: \"pink\" is not one of default, neutral, info, success, warning, danger")) {
            try catalog.edits(["variant=pink"], forStoryAt: badge).get()
        }
        #expect(throws: ControlError("--set colour: expected NAME=VALUE with NAME one of text, variant, numberOfLines, textColor, maxWidth, accessibilityLabel, isAccessibilityElement")) {
            try catalog.edits(["colour=red"], forStoryAt: badge).get()
        }
        #expect(throws: ControlError("numberOfLines: expected a whole number from 0 to 20")) {
            try catalog.edits(["numberOfLines=99"], forStoryAt: badge).get()
        }
    }

    @Test func aNewURLLoadsTheImageAgainThroughTheStorysLoader() throws {
        var state = GalleryModel.showing("async-emblem/loaded")
        _ = state.start()
        let position = try #require(state.shownStory)
        // Typing loads nothing yet (each partial URL was a request); leaving the field loads the URL typed.
        #expect(press([.character("e"), .character("x"), .character("y")], &state).isEmpty, "no request for kai.pngx or kai.pngxy")
        let effects = press([.tab], &state)
        #expect(effects == [.cancelImageLoad(position), .startImageLoad(position, try #require(state.story(at: position).imageRequest))])
        #expect(state.story(at: position).imageRequest?.url.lastPathComponent == "kai.pngxy", "the request carries the edited URL")
        let edited = StoryCatalog.standardWithPictures.story(at: position, edits: ["https://example.com/a.png"].map(ControlValue.text)
            + Array(state.edits[position]!.dropFirst()), environment: ControlEnvironment())
        let phase = try #require(edited.imageRequest).load()
        #expect(phase == .failed(reason: "the network is off: start the gallery with --allow-network to load http(s) URLs"))
    }

    @Test func everyStoryHasControlsAndEveryControlRoundTripsItsOwnValue() {
        for story in StoryCatalog.standardWithPictures.allStories {
            let set = story.controls
            guard !set.fields.isEmpty else {
                Issue.record("\(story.id) has no controls")
                continue
            }
            for (field, value) in zip(set.fields, set.defaults) where value != .text("(built in)") {
                // A story whose own initials exceed the spec's limit shows what the component does with them.
                if case let .text(limit) = field.kind, value.text.count > limit { continue }
                #expect(field.value(parsing: value.description) == .success(value), "\(story.id) \(field.name)=\(value)")
            }
        }
    }

    /// A colour field: ← → pick among the theme's colour tokens (past the last, none), typing takes a hex
    /// colour or a path; the story is drawn with it at once, and the swatch shows what it resolves to.
    @Test func aColourFieldPicksTheThemesColoursOrTakesATypedOne() throws {
        var state = GalleryModel.showing("badge/danger")
        _ = press([.character("e"), .down, .down, .down], &state)
        #expect(text(state).contains("›textColor"))
        _ = press([.right], &state)
        let first = try #require(state.controlValues?[3].text)
        #expect(first.hasPrefix("theme.color.") && text(state).contains(first), "the theme's first colour token: \(first)")
        _ = press([.left], &state)
        #expect(state.controlValues?[3] == .text(""), "before the first: the component's own")
        _ = press(typing("#ff0000"), &state)
        #expect(state.controlValues?[3] == .text("#ff0000") && text(state).contains("#ff0000"))
        let frame = screen.frame(for: state, size: Size(width: 120, height: 40), profile: .trueColor, glyphs: .unicode)
        let error = try #require(frame.lines.firstIndex { $0.contains("▐ Error ▌") })
        let x = frame.lines[error].distance(from: frame.lines[error].startIndex, to: frame.lines[error].range(of: "Error")!.lowerBound)
        #expect(frame[x, error].style.foreground == .rgb(0xFF, 0, 0), "the badge's text is drawn in the typed colour")
        // Its contrast shows beside the field as it is picked (the inspector is under the panel).
        let field = try #require(frame.lines.first { $0.contains("›textColor") })
        #expect(field.contains("#ff0000") && field.contains("contrast ") && field.contains(":1 on #"), "\(field)")
        _ = press([.control("u")] + typing("#fafafa"), &state)
        let pale = screen.frame(for: state, size: Size(width: 120, height: 40), profile: .trueColor, glyphs: .unicode).lines.first { $0.contains("›textColor") }
        #expect(pale?.contains(", below AA") == true, "a pale text on the danger badge says it fails: \(pale ?? "")")
        _ = press([.control("u")] + typing("theme.color.nowhere"), &state)
        #expect(text(state, Size(width: 120, height: 40)).contains("default has no colour theme.color.nowhere"), "a missing token is named, and nothing crashes")
        #expect(text(state).contains("theme.color.nowhere "), "the value whole, not cut from the left, at 100 columns")
    }
}

/// A paste (bracketed by the terminal) is text for the field being edited, never keys to perform.
@Suite struct PasteTests {
    @Test func aPasteGoesIntoTheFocusedFieldSanitisedAndCutAtItsLimit() {
        var state = GalleryModel.showing("avatar/initials-large")
        _ = state.update(.key(.character("e")))
        _ = state.update(.key(.down))
        _ = state.update(.key(.control("u")))
        _ = state.update(.key(.paste("x\u{1B}]0;pwned\u{7}yz\nq")))
        #expect(state.controlValues?[1] == .text("xy"))
        #expect(state.overlay.controls?.message == "initials: at most 2 characters; the paste was cut")
        #expect(state.overlay.controls != nil, "nothing in the paste closed the panel or quit")
    }

    @Test func aPasteOutsideAFieldIsIgnored() {
        var state = GalleryModel.showing("badge/danger")
        _ = state.start()
        let effects = state.update(.key(.paste("qqq")))
        #expect(effects.isEmpty && state.notice?.hasPrefix("paste ignored") == true)
        _ = state.update(.key(.character("/")))
        _ = state.update(.key(.paste("dang\nq")))
        #expect(state.overlay.search?.query == "dang q")
    }
}
