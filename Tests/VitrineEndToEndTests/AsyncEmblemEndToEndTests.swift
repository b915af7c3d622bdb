import Foundation
import Testing
import VitrineCore

/// AsyncEmblem in a real terminal: the shimmer moves, `p` freezes it, and the slow loader's image
/// arrives by itself while keys keep working.
@Suite(.serialized, .enabled(if: TmuxSession.canRun))
struct AsyncEmblemEndToEndTests {
    private func launch(_ arguments: String) -> TmuxSession {
        TmuxSession(width: 100, height: 30, command: "env -u NO_COLOR -u COLORTERM -u LC_ALL LANG=C.UTF-8 TERM=tmux-256color "
                        + "\(GalleryEndToEndTests.binary) --mode light \(arguments)")
    }

    @Test func theShimmerMovesAndPFreezesIt() throws {
        let session = launch("--story async-emblem/loading")
        #expect(session.waitFor { $0.contains("Loading https://images.invalid/never.png") } != nil)
        let first = session.capture(colors: true)
        #expect(session.waitFor(colors: true) { $0 != first } != nil, "the band moves without any key")
        session.send("p")
        // The status bar says "paused" in the frame that froze the band.
        let paused = try #require(session.waitFor(colors: true) { $0.contains("paused (p)") })
        #expect(session.waitFor(colors: true, seconds: 1) { $0 != paused } == nil, "nothing moves while paused (1 s, 30 frames)")
        session.send(".")
        #expect(session.waitFor(colors: true) { $0 != paused } != nil, ". steps one frame")
        session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func theSlowLoadersImageArrivesWhileKeysWork() {
        let session = launch("--story async-emblem/slow")
        #expect(session.waitFor { $0.contains("Loading the file nora.png: a shimmer band") } != nil, "loading first")
        session.send("i", "i")
        #expect(session.waitFor { $0.contains("Loaded the file nora.png") } != nil, "then the image, after about 2 s")
        session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func reducedMotionDrawsNothingWhileIdle() {
        let session = launch("--story async-emblem/loading --reduce-motion")
        #expect(session.waitFor { $0.contains("Loading https://") } != nil)
        let still = session.capture(colors: true)
        #expect(session.waitFor(colors: true, seconds: 1) { $0 != still } == nil, "nothing is drawn in a second (30 frames)")
        session.send("q")
        #expect(session.waitForExit() == 0)
    }
}
