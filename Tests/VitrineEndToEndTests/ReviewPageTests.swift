import Foundation
import Testing
import VitrineCatalog
import VitrineCore
import VitrineImages
import VitrineTestSupport

/// `vitrine review OLD NEW --out DIR`: a static page of what a theme change did, checked in a real
/// browser (headless Chromium, which `scripts/test` installs).
@Suite struct ReviewPageTests {
    let binary = GalleryEndToEndTests.binary
    let folder = TemporaryFolder()

    /// Debian's Chromium, if installed.
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A folder that takes no file is named with the reason in plain words, exit 2 (could not do the job),
    /// no usage text and no half-written page; a linked page is never written through.
    @Test func aPageThatCannotBeWrittenSaysWhyAndExitsTwo() throws {
        let result = Spawn.run([binary, "review", "default", "harbour-bank", "--out", "/proc/self"])
        #expect(result.status == 2)
        #expect(result.output == "vitrine: cannot write /proc/self/index.html: No such file or directory\n", "\(result.output)")
        let out = folder.url.appendingPathComponent("linked")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let victim = folder.url.appendingPathComponent("victim.html")
        try "precious".write(to: victim, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("index.html").path, withDestinationPath: victim.path)
        #expect(Spawn.run([binary, "review", "default", "harbour-bank", "--out", out.path, "--force"]).status == 2)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
    }

    @Test func thePageListsTheChangedStoriesAndFoldsAwayTheRest() throws {
        let out = folder.url.appendingPathComponent("review")
        let result = Spawn.run([binary, "review", "default", "harbour-bank", "--out", out.path])
        #expect(result.status == 0)
        #expect(result.output == "49 of \(StoryCatalog.standardWithPictures.allStories.count) stories changed: \(out.path)/index.html\n")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && !page.contains("<script"), "static: no script")
        #expect(page.contains("<h2>avatar/initials-large · light · "))
        #expect(page.contains("<img src=\"pictures/avatar_initials-large.light.before.svg\""))
        #expect(page.contains("theme.color.avatar.background (light)") && page.contains("via theme.color.background.brand-subtle"))
        #expect(page.contains("Lowest text contrast: "))
        #expect(page.contains("<details><summary>49 unchanged stories</summary>") && page.contains("<code>badge/danger</code>"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("pictures/avatar_initials-large.dark.after.svg").path))
    }

    @Test func aBrowserShowsTheBeforeAndAfterPictures() throws {
        let out = folder.url.appendingPathComponent("review")
        #expect(Spawn.run([binary, "review", "default", "harbour-bank", "--out", out.path, "--story", "avatar/initials-large",
                           "--mode", "light"]).status == 0)
        guard let chromium = Self.chromium else {
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("chromium is missing: scripts/test installs it") }
            print("skipped: no chromium here (scripts/test installs it)")
            return
        }
        let shot = folder.url.appendingPathComponent("shot.png")
        let browser = Spawn.run(["/usr/bin/timeout", "120", chromium, "--headless", "--no-sandbox", "--disable-gpu",
                                 "--user-data-dir=\(folder.url.appendingPathComponent("profile").path)", "--screenshot=\(shot.path)",
                                 "--window-size=1400,900", out.appendingPathComponent("index.html").absoluteString])
        let data = try #require(FileManager.default.contents(atPath: shot.path), "\(browser.output)")
        let picture = try PNGDecoder.decode(Array(data))
        func shows(_ hex: String) -> Bool {
            let (r, g, b) = Color(hex: hex)!.rgbValue!
            return (0 ..< picture.height).contains { y in
                (0 ..< picture.width).contains { x in
                    guard let (pr, pg, pb) = picture[x, y]?.rgbValue else { return false }
                    return abs(Int(pr) - Int(r)) <= 4 && abs(Int(pg) - Int(g)) <= 4 && abs(Int(pb) - Int(b)) <= 4
                }
            }
        }
        #expect(shows("#e6ebff"), "the before picture: the default theme's lavender avatar")
        #expect(shows("#d8f3ef"), "the after picture: harbour-bank's teal avatar")
    }
}
