import Testing
import VitrineCore
import VitrineGallery
import VitrineTestSupport

@Suite struct GalleryAppTests {
    let theme = try! DefaultTheme.load()

    private func app(_ terminal: MemoryTerminal) -> GalleryApp {
        let themes = ThemeSession(theme: theme, library: ThemeLibrary(directory: nil, selected: DefaultTheme.url),
                                  requiredTokens: StoryCatalog.standard.requiredTokens)
        return GalleryApp(catalog: .standard, themes: themes, state: GalleryState(shape: StoryCatalog.standard.shape),
                          terminal: terminal)
    }

    @Test func blocksOnInputAndRedrawsOnlyWhatChanged() {
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.down), .key(.character("x")), .key(.character("q"))])
        #expect(app(terminal).run() == .quit)
        #expect(terminal.requestedTimeouts.allSatisfy { $0 == nil }, "nothing animates, so every wait blocks")
        #expect(terminal.cellsWritten[0] == 80 * 24)
        #expect(terminal.cellsWritten[1] > 0 && terminal.cellsWritten[1] < 80 * 24 / 2, "moving one row rewrites a fraction of the screen")
        #expect(terminal.cellsWritten.count == 2, "an unbound key changes nothing, so no frame is even built")
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
        #expect(growing.screen.lines.joined().contains("◖ New ◗"))
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
        #expect(gallery.state.appearance == .dark)
        #expect(terminal.screen.lines.last!.contains("dark"))
    }
}
