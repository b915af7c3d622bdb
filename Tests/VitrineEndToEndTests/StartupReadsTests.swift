import Foundation
import Testing
import VitrineTestSupport

/// What a gallery session reads, in an strace of it: before the first frame no file the binary holds
/// compiled (the default theme and its art), and over the session each theme and art file once, whoever
/// asks for it (the check of the default after the first frame, the read-ahead, `t`, a theme's base).
@Suite struct StartupReadsTests {
    @Test func theFirstFrameReadsNothingTheBinaryHoldsAndEachThemeFileIsReadOnce() throws {
        let folder = TemporaryFolder()
        let themes = folder.url.appendingPathComponent("themes")
        try FileManager.default.copyItem(at: DefaultTheme.url.deletingLastPathComponent(), to: themes)
        // Dated a minute back, as files not being edited are (one changed in the last moments is read again).
        let past = Date().addingTimeInterval(-60)
        for name in try FileManager.default.subpathsOfDirectory(atPath: themes.path) {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: themes.appendingPathComponent(name).path)
        }
        let trace = folder.url.appendingPathComponent("gallery.trace")
        let session = TmuxSession(width: 100, height: 30, command: "env -u NO_COLOR -u COLORTERM -u LC_ALL LANG=C.UTF-8 TERM=tmux-256color "
            + "/usr/bin/strace -f -qq -s 0 -e trace=openat,write -o \(trace.path) "
            + "\(GalleryEndToEndTests.binary) --themes \(themes.path) --story badge/danger --mode light --colors 256")
        #expect(session.waitFor { $0.contains("Badge › Danger") } != nil)
        // Every theme of the folder shown once, then the default again: each was loaded by then.
        for name in ["harbour-bank", "high-contrast", "default"] {
            session.send("t")
            #expect(session.waitFor { $0.contains("theme \(name) ·") } != nil, "t to \(name)")
        }
        session.send("q")
        #expect(session.waitForExit() == 0)

        let calls = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        // The first frame is the first large write (the start-up's other writes are a few bytes).
        let firstFrame = try #require(calls.firstIndex { $0.contains(" write(") && (Int($0.split(separator: " ").last ?? "") ?? 0) > 1000 })
        /// The file each successful open names (a path, or a name in a folder open already).
        func opened(_ lines: ArraySlice<Substring>) -> [String] {
            lines.filter { $0.contains(" openat(") && !$0.contains("= -1") }.compactMap { line in
                line.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first.map { String($0.split(separator: "/").last ?? $0) }
            }
        }
        let themeFiles = { (name: String) in name.hasSuffix(".json") || name.hasSuffix(".txt") }
        let before = opened(calls[..<firstFrame]).filter(themeFiles)
        #expect(before.isEmpty, "read before the first frame: \(before)")
        let read = opened(calls[...]).filter(themeFiles)
        let expected = try FileManager.default.contentsOfDirectory(atPath: themes.path).filter { $0.hasSuffix(".json") }
            + FileManager.default.contentsOfDirectory(atPath: themes.appendingPathComponent("logos").path)
        #expect(read.sorted() == expected.sorted(), "each theme and art file once")
    }
}
