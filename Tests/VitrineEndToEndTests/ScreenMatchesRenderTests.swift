import Foundation
import Testing

/// What a real terminal (tmux) shows is the frame the gallery drew, cell for cell and colour for colour: the
/// gallery hands ncurses only the cells that changed, runs of one character as a line of it, and must never
/// leave a cell behind. The headless `render --screen` of the same story, theme and mode is the frame, with
/// the square badge caps the gallery chooses in a terminal that draws blocks from its font (tmux with no
/// client attached: the terminal that will draw them is unknown).
@Suite(.serialized, .enabled(if: TmuxSession.canRun))
struct ScreenMatchesRenderTests {
    let binary = GalleryEndToEndTests.binary

    /// The first screen, then `d` (every cell's colours change), then `t` (another theme): each as rendered
    /// headless, every row but the status bar (which says how the mode and theme were chosen).
    @Test(arguments: [(120, 40), (300, 100)])
    func theTerminalShowsEveryCellOfTheFrame(width: Int, height: Int) throws {
        let session = TmuxSession(width: width, height: height, command: "env -u NO_COLOR -u COLORTERM -u LC_ALL LANG=C.UTF-8 "
                                    + "TERM=tmux-256color \(binary) --story badge/danger --reduce-motion --colors 256 --mode light")
        for (keys, mode, theme) in [("", "light", "default"), ("d", "dark", "default"), ("t", "dark", "harbour-bank")] {
            if !keys.isEmpty { session.send(keys) }
            let rendered = Spawn.run([binary, "render", "badge/danger", "--screen", "\(width)x\(height)", "--format", "ansi",
                                      "--colors", "256", "--mode", mode, "--theme", theme, "--reduce-motion", "--badge-caps", "square"])
            try #require(rendered.status == 0, "\(rendered.output)")
            let frame = StyledScreen(rendered.output)
            let rows = 0 ..< height - 1
            let shown = session.waitFor(colors: true, whole: true, seconds: 20) {
                StyledScreen($0).firstDifference(from: frame, rows: rows) == nil
            }
            let last = StyledScreen(session.capture(colors: true, whole: true))
            #expect(shown != nil, "after \"\(keys)\" (\(mode), \(theme)): \(last.firstDifference(from: frame, rows: rows) ?? "")")
        }
        session.send("q")
        #expect(session.waitForExit() == 0)
    }
}
