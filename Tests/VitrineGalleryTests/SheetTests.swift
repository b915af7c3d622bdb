import Testing
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineTestSupport

/// Sheets (`v`): many stories at once, each at its own size under a short label, the selection in them.
@Suite struct SheetTests {
    let screen = GalleryScreen(catalog: .standardWithPictures)

    private func text(_ state: GalleryModel, _ size: Size) -> String {
        screen.frame(for: state, size: size, profile: .ansi256, glyphs: .unicode).lines.joined(separator: "\n")
    }

    @Test func vShowsEveryStoryOfTheComponentEachUnderItsName() {
        var state = GalleryModel.showing("badge/info")
        _ = state.update(.key(.character("v")))
        #expect(state.sheetKind == .stories && state.selectedSheetEntry == 2)
        let frame = screen.frame(for: state, size: Size(width: 140, height: 60), profile: .ansi256, glyphs: .unicode)
        let text = frame.lines.joined(separator: "\n")
        for name in ["default", "neutral", "info", "danger", "long-unlimited"] {
            #expect(text.contains(name), "\(name) is labelled")
        }
        #expect(text.contains("▐ Complete ▌") && text.contains("▐ Pending ▌") && text.contains("▐ Error ▌"), "every variant at once")
        let row = frame.lines.firstIndex { $0.contains("info  ") && $0.contains("default") }!
        let x = frame.lines[row].distance(from: frame.lines[row].startIndex, to: frame.lines[row].range(of: "info  ")!.lowerBound)
        #expect(frame[x, row].style.attributes.contains(.reverse), "the selected story's label is marked")
        #expect(!text.contains("Inspector"), "the sheet takes the whole pane")
        #expect(frame.lines.last!.contains("sheet stories 3/13 (v: stories modes widths)"), "the status bar names the sheet, the selection and the sheets there are")
    }

    /// *Building Avatars* opens with avatars in a list of users: the list-button avatar's list sheet.
    @Test func aListButtonAvatarShowsAListOfUsersTheSelectionFocused() throws {
        var state = GalleryModel.showing("list-button-avatar/long-title")
        for _ in 0 ..< 3 { _ = state.update(.key(.character("v"))) }
        #expect(state.sheetKind == .list)
        let sheet = try #require(state.sheet)
        #expect(sheet.entries.count == 6 && sheet.entries.allSatisfy(\.label.isEmpty), "users, not labelled stories")
        #expect(sheet.entries[0].story.unreadPictures.isEmpty, "Nora's picture is read")
        _ = state.update(.key(.tab))
        _ = state.update(.key(.character("j")))
        let frame = screen.frame(for: state, size: Size(width: 120, height: 40), profile: .ansi256, glyphs: .unicode)
        let lines = frame.lines
        // (The header names the selected user too: the rows are looked for below it.)
        #expect(lines[0].contains("list: Alex Kim"), "\(lines[0])")
        let nora = try #require(lines.indices.dropFirst().first { lines[$0].contains("Nora Sand") })
        let alex = try #require(lines.indices.dropFirst().first { lines[$0].contains("Alex Kim") })
        #expect(alex - nora == 6, "a user a row, five lines tall and one apart, no label line between")
        #expect(lines.contains { $0.contains("Kai Moana") } && lines.contains { $0.contains("王伟") })
        let title = try #require(lines[alex].range(of: "Alex Kim"))
        let x = lines[alex].distance(from: lines[alex].startIndex, to: title.lowerBound)
        #expect(frame[x, alex].style.attributes.contains(.underline), "the selected user is the focused button")
        #expect(!frame[x, nora].style.attributes.contains(.underline))
        #expect(lines.last!.contains("sheet list 2/6"))
        #expect(!StoryCatalog.standardWithPictures.sheetKinds(at: StoryCatalog.standardWithPictures.position(ofStory: "avatar/initials-small")!)
            .contains(.list), "only the list-button avatar has a list")
    }

    /// The goal a designer set: at 120×40 the avatar sheet shows at least 20 of the 29 avatars.
    @Test func theAvatarSheetShowsTwentyAvatarsAt120By40() {
        var state = GalleryModel.showing("avatar/initials-small")
        _ = state.update(.key(.character("v")))
        let text = text(state, Size(width: 120, height: 40))
        let shown = StoryCatalog.standardWithPictures.components[0].stories.filter { story in
            let name = String(story.id.dropFirst("avatar/".count))
            // A long name is on two lines, broken after a `-`.
            return text.contains(name) || name.indices.contains { index in
                index > name.startIndex && name[name.index(before: index)] == "-" && text.contains(name[..<index]) && text.contains(name[index...])
            }
        }
        #expect(shown.count >= 20, "\(shown.count) of 29 avatars")
    }

    @Test func theEmblemMatrixIsEveryAppearanceAtEveryLayoutAndScrollsToTheSelection() {
        var state = GalleryModel.showing("emblem/danger")
        for _ in 0 ..< 3 { _ = state.update(.key(.character("v"))) }
        #expect(state.sheetKind == .matrix)
        let sheet = state.sheet!
        #expect(sheet.entries.count == 60 && sheet.rows.count == 15 && sheet.rows.allSatisfy { $0.entries.count == 4 })
        #expect(sheet.rows.map(\.label) == ["brand", "info", "success", "warning", "danger", "category1", "category2", "category3",
                                            "category4", "category5", "category6", "category7", "category8", "category9", "category10"])
        let size = Size(width: 120, height: 40)
        // The matrix's row labels start the stage's lines (the sidebar lists "Appearance category10" too).
        func rowShown(_ label: String) -> Bool { text(state, size).contains("│  \(label) ") }
        #expect(rowShown("danger") && !rowShown("category10"), "open at the danger row")
        _ = state.update(.key(.tab))
        _ = state.update(.key(.character("G")))
        #expect(state.selectedSheetEntry == 59 && state.shownStory == StoryCatalog.standardWithPictures.position(ofStory: "emblem/danger"),
                "with the story pane focused the keys move through the matrix, not the sidebar")
        #expect(rowShown("category10") && !rowShown("brand") && text(state, size).contains("sheet matrix 60/60"), "the last row is scrolled into sight")
    }

    @Test func vCyclesThroughTheSheetsTheStoryHasThenBackToTheStory() {
        var state = GalleryModel.showing("list-button-avatar/interactive")
        var kinds: [StorySheet.Kind?] = []
        for _ in 0 ..< 5 {
            _ = state.update(.key(.character("v")))
            kinds.append(state.sheetKind)
        }
        #expect(kinds == [.stories, .modes, .list, .states, nil],
                "a list button has no matrix and no wrapping text: stories, light and dark, its list of users, states, then the story")
        var badge = GalleryModel.showing("badge/long-unlimited")
        for _ in 0 ..< 3 { _ = badge.update(.key(.character("v"))) }
        #expect(badge.sheetKind == .widths)
        let widths = badge.sheet!
        #expect(widths.entries.map(\.width) == [12, 20, 32, 48])
        let context = RenderContext(theme: DefaultTheme.loaded.resolved(for: .light), profile: .ansi256, glyphs: .unicode)
        let heights = widths.entries.map { $0.story.size(fitting: $0.width!, context: context).height }
        #expect(heights.first! > heights.last!, "the long badge wraps at 12 columns and not at 48: \(heights)")
        // Leaving for a story without that sheet shows its component's stories.
        _ = badge.update(.key(.character("k")))
        #expect(badge.sheetKind == .widths, "another badge has widths too")
    }

    @Test func theStatesSheetShowsAnInteractiveStoryAtRestFocusedAndPressed() {
        var state = GalleryModel.showing("list-button-avatar/interactive")
        for _ in 0 ..< 4 { _ = state.update(.key(.character("v"))) }
        let sheet = state.sheet!
        #expect(sheet.entries.map(\.label) == ["at rest", "focused", "pressed", "focused, pressed"])
        let context = RenderContext(theme: DefaultTheme.loaded.resolved(for: .light), profile: .ansi256, glyphs: .unicode)
        let drawn = sheet.entries.map { $0.story.standaloneCanvas(width: 30, context: context) }
        #expect(Set(drawn.map { $0.lines.joined() + "\($0.converted(for: .ansi256))" }).count == 4, "four different looks")
        var async = GalleryModel.showing("async-emblem/loading")
        for _ in 0 ..< 3 { _ = async.update(.key(.character("v"))) }
        #expect(async.sheet?.entries.map(\.label) == ["loading", "failed"], "an image's phases (loaded once it has loaded)")
        #expect(async.wantsAnimationFrames, "the loading shimmer on the sheet animates")
    }

    @Test func theSheetsLoadEveryImageTheyShowAndStopWhenTheyGo() {
        var state = GalleryModel.showing("async-emblem/loading")
        _ = state.start()
        let effects = state.update(.key(.character("v")))
        let loads = effects.compactMap { effect -> StoryPosition? in
            if case let .startImageLoad(position, _) = effect { return position } else { return nil }
        }
        #expect(loads.count == StoryCatalog.standardWithPictures.components.first { $0.name == "AsyncEmblem" }!.stories.count - 1,
                "every other story of the component starts its load")
        #expect(state.wantsAnimationFrames)
        var back: [GalleryEffect] = []
        while state.sheetKind != nil { back += state.update(.key(.character("v"))) }
        #expect(back.filter { if case .cancelImageLoad = $0 { return true } else { return false } }.count == loads.count,
                "leaving the sheet stops the loads of stories no longer shown")
    }

    /// The light and dark sheet: every story of the component in both modes, each on its own mode's page.
    @Test func theModesSheetShowsEveryStoryInLightAndDarkEachOnItsOwnPage() throws {
        var state = GalleryModel.showing("badge/danger")
        for _ in 0 ..< 2 { _ = state.update(.key(.character("v"))) }
        let sheet = try #require(state.sheet)
        #expect(sheet.kind == .modes && sheet.rows.count == 13 && sheet.entries.map(\.appearance).prefix(2) == [.light, .dark])
        let theme = DefaultTheme.loaded
        let context = RenderContext(theme: theme.light, profile: .trueColor, glyphs: .unicode, otherAppearanceTheme: theme.dark)
        let canvas = sheet.canvas(width: 60, context: context)
        let backgrounds = Set(canvas.allCells.map(\.style.background))
        #expect(backgrounds.contains(theme.light.color("theme.color.background.page")) && backgrounds.contains(theme.dark.color("theme.color.background.page")),
                "the light page around the sheet, the dark page behind each dark story")
    }
}

/// Moving through a sheet as through a design-doc page: it opens at the story it came from, ← → go along a
/// row and ↑ ↓ down a column, the header names the selection, Enter opens it alone, Esc leaves.
@Suite struct SheetKeysTests {
    let screen = GalleryScreen(catalog: .standardWithPictures)

    private func matrix(from story: String) -> GalleryModel {
        var state = GalleryModel.showing(story)
        while state.sheetKind != .matrix { _ = state.update(.key(.character("v"))) }
        _ = state.update(.key(.tab))
        return state
    }

    private func selected(_ state: GalleryModel) -> String? {
        state.selectedSheetEntry.flatMap { state.sheet?.entries[$0].story.id }
    }

    /// `--sheet matrix` (and `render --sheet`) open at the story too, and another story shown under the
    /// sheet moves the selection to its crossing.
    @Test func aSheetGivenAtLaunchOpensAtTheStoryAndFollowsIt() {
        var state = GalleryModel.showing("emblem/danger", sheet: .matrix)
        _ = state.start()
        #expect(selected(state) == "emblem/danger-medium")
        _ = state.update(.key(.character("j")))
        #expect(selected(state) == "emblem/category1-medium", "the sidebar moved to emblem/category1: \(selected(state) ?? "")")
    }

    @Test func theMatrixOpensAtTheStoryItCameFrom() {
        #expect(selected(matrix(from: "emblem/danger")) == "emblem/danger-medium", "emblem/danger is the danger row's medium layout")
        #expect(selected(matrix(from: "emblem/layout-xLarge")) == "emblem/brand-xLarge")
    }

    @Test func arrowsMoveAlongRowsAndDownColumns() {
        var state = matrix(from: "emblem/danger")
        let start = state.sheet!.place(ofEntry: state.selectedSheetEntry!)
        _ = state.update(.key(.left))
        #expect(state.sheet!.place(ofEntry: state.selectedSheetEntry!) == (start.row, start.column - 1) as (Int, Int))
        _ = state.update(.key(.down))
        #expect(state.sheet!.place(ofEntry: state.selectedSheetEntry!) == (start.row + 1, start.column - 1) as (Int, Int), "down keeps the column")
        _ = state.update(.key(.character("k")))
        _ = state.update(.key(.right))
        _ = state.update(.key(.character("l")))
        #expect(state.sheet!.place(ofEntry: state.selectedSheetEntry!) == (start.row, start.column + 1) as (Int, Int))
        for _ in 0 ..< 5 { _ = state.update(.key(.right)) }
        #expect(state.sheet!.place(ofEntry: state.selectedSheetEntry!).column == 3, "the row's end stops it")
        #expect(state.sheetKind == .matrix && state.navigation.focus == .story, "no key left the sheet")
        let header = screen.frame(for: state, size: Size(width: 120, height: 40), profile: .ansi256, glyphs: .unicode).lines[0]
        #expect(header.contains("danger") && header.contains(state.sheet!.entries[state.selectedSheetEntry!].label), "the header names the selection: \(header)")
    }

    /// On a sheet that flows (a badge's widths) every arrow goes entry by entry, ↑ and ← back as ↓ and → on;
    /// on a matrix ↑ at the top row stays.
    @Test func onAFlowingSheetUpGoesBackAsDownGoesOn() {
        var state = GalleryModel.showing("badge/long-unlimited")
        while state.sheetKind != .widths { _ = state.update(.key(.character("v"))) }
        _ = state.update(.key(.tab))
        let start = state.selectedSheetEntry
        _ = state.update(.key(.down))
        _ = state.update(.key(.down))
        #expect(state.selectedSheetEntry == start.map { $0 + 2 })
        _ = state.update(.key(.up))
        #expect(state.selectedSheetEntry == start.map { $0 + 1 }, "up goes back one")
        _ = state.update(.key(.left))
        #expect(state.selectedSheetEntry == start)
        var grid = matrix(from: "emblem/brand")
        let top = grid.sheet!.place(ofEntry: grid.selectedSheetEntry!)
        _ = grid.update(.key(.up))
        #expect(top.row == 0 && grid.sheet!.place(ofEntry: grid.selectedSheetEntry!) == top, "the matrix's top row stops up")
    }

    @Test func enterOpensTheSelectionAloneAndEscLeaves() throws {
        var state = matrix(from: "emblem/danger")
        _ = state.update(.key(.up))
        _ = state.update(.key(.left))
        let chosen = try #require(state.selectedSheetEntry.map { state.sheet!.entries[$0].story })
        _ = state.update(.key(.enter))
        #expect(state.sheetKind == nil, "the story alone")
        #expect(state.edits[try #require(state.shownStory)] == chosen.controls.defaults, "the crossing chosen is what shows, as edits r resets")
        #expect(state.notice?.contains("opened \(chosen.id)") == true)
        var sheet = matrix(from: "emblem/danger")
        _ = sheet.update(.key(.escape))
        #expect(sheet.sheetKind == nil && sheet.shownStory == StoryCatalog.standardWithPictures.position(ofStory: "emblem/danger"))
        var stories = GalleryModel.showing("badge/info")
        _ = stories.update(.key(.character("v")))
        _ = stories.update(.key(.escape))
        #expect(stories.sheetKind == nil, "Esc leaves the stories sheet too")
    }
}

/// What `render --sheet` prints: a sheet only two lines tall (one line of badges under their labels) is
/// drawn, not printed blank; a label longer than its box goes on two lines, broken after a `-`.
@Suite struct SheetPictureTests {
    @Test func aTwoLineSheetIsDrawnAndLongLabelsWrap() throws {
        let context = RenderContext(theme: DefaultTheme.loaded.resolved(for: .light), profile: .ansi256, glyphs: .unicode)
        let badge = try #require(StoryCatalog.standardWithPictures.story(withID: "badge/info"))
        let widths = StorySheet.widths(of: badge).canvas(width: 120, context: context)
        #expect(widths.size.height == 2 && widths.lines[1].contains("▐ Info ▌"), "\(widths.lines)")
        let avatars = StorySheet.stories(StoryCatalog.standardWithPictures.components[0].stories).canvas(width: 120, context: context)
        let text = avatars.lines.joined(separator: "\n")
        #expect(text.contains("disabled-custom-") && text.contains("background") && !text.contains("…"), "no label cut")
    }
}

/// At 80×20 the stage comes first: the inspector is one line until asked for, so a large avatar is whole.
@Suite struct SmallWindowTests {
    let screen = GalleryScreen(catalog: .standardWithPictures)

    @Test func theInspectorCollapsesSoTheStoryIsWholeUntilAskedFor() throws {
        var state = GalleryModel.showing("avatar/initials-large")
        _ = state.start()
        let size = Size(width: 80, height: 20)
        let lines = screen.frame(for: state, size: size, profile: .ansi256, glyphs: .unicode).lines
        let avatar = lines.indices.filter { lines[$0].contains("▄") }
        #expect(avatar.count == 6 && lines[avatar.last! + 1].trimmingCharacters(in: .whitespaces).hasSuffix("│"),
                "the avatar's rows, none cut: \(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("Inspector › ") && $0.contains("lines: J shows them") })
        _ = state.update(.key(.character("J")))
        let asked = screen.frame(for: state, size: size, profile: .ansi256, glyphs: .unicode).lines
        #expect(asked.contains { $0.contains("Inspector › default, light") }, "asked for, it takes its half")
        let tall = screen.frame(for: GalleryModel.showing("avatar/initials-large"), size: Size(width: 80, height: 40), profile: .ansi256, glyphs: .unicode)
        #expect(tall.lines.contains { $0.contains("Inspector › default, light") }, "where both fit, both show")
    }
}

/// A notice is said whole: `P`'s file name at 110 columns was cut (`saved: vitri…`).
@Suite struct NoticeTests {
    @Test func aSavedPicturesNameIsShownWhole() {
        var state = GalleryModel.showing("avatar/disabled-custom-background")
        _ = state.start()
        _ = state.update(.pictureSaved(.success("vitrine-avatar_disabled-custom-background-light.svg")))
        for width in [80, 110, 160] {
            let text = GalleryScreen(catalog: .standardWithPictures).frame(for: state, size: Size(width: width, height: 30), profile: .ansi256, glyphs: .unicode)
                .lines.joined(separator: "\n")
            #expect(text.contains("saved: vitrine-avatar_disabled-custom-background-light.svg"), "at \(width) columns:\n\(text)")
        }
    }
}

/// Under 100 columns a sheet takes the sidebar's width: at 80×20 a row holds five avatars, not three.
@Suite struct NarrowSheetTests {
    @Test func aSheetTakesTheSidebarsWidthInANarrowWindow() {
        let screen = GalleryScreen(catalog: .standardWithPictures)
        var state = GalleryModel.showing("avatar/initials-small")
        _ = state.update(.key(.character("v")))
        let narrow = screen.frame(for: state, size: Size(width: 80, height: 20), profile: .ansi256, glyphs: .unicode).lines
        let labels = narrow.first { $0.contains("initials-small") && $0.contains("icon-small") } ?? ""
        #expect(labels.contains("initials-default") && labels.contains("icon-default") && !narrow.contains { $0.contains("Components") },
                "\(narrow.joined(separator: "\n"))")
        let wide = screen.frame(for: state, size: Size(width: 120, height: 40), profile: .ansi256, glyphs: .unicode).lines
        #expect(wide.contains { $0.contains("Components") }, "a wide window keeps the sidebar")
    }
}
