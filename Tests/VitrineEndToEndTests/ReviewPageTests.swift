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
        #expect(result.output == "51 of \(StoryCatalog.standardWithPictures.allStories.count) stories changed: \(out.path)/index.html\n")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && !page.contains("<script"), "static: no script")
        #expect(page.contains("<h2>avatar/initials-large · light · "))
        #expect(page.contains("<img src=\"pictures/avatar_initials-large.light.before.svg\""))
        #expect(page.contains("theme.color.avatar.background (light)") && page.contains("via theme.color.background.brand-subtle"))
        #expect(page.contains("Lowest text contrast: "))
        #expect(page.contains("<details><summary>51 unchanged stories</summary>") && page.contains("<code>badge/danger</code>"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("pictures/avatar_initials-large.dark.after.svg").path))
    }

    @Test func aBrowserShowsTheBeforeAndAfterPictures() throws {
        let out = folder.url.appendingPathComponent("review")
        #expect(Spawn.run([binary, "review", "default", "harbour-bank", "--out", out.path, "--story", "avatar/initials-large",
                           "--mode", "light"]).status == 0)
        guard let picture = try screenshot(of: out) else { return }
        #expect(Self.pixels(of: "#e6ebff", in: picture) > 0, "the before picture: the default theme's lavender avatar")
        #expect(Self.pixels(of: "#d8f3ef", in: picture) > 0, "the after picture: harbour-bank's teal avatar")
    }

    /// The review page once drew a magenta outline over every changed cell, so the new colour of a two-cell
    /// status dot was hidden under it, and showed a one-row badge 20 px tall. In a real browser each new
    /// colour now shows in hundreds of pixels (the after and what-changed pictures, scaled up), and nothing
    /// is drawn over them.
    @Test func aBrowserShowsEachNewColourAtAReadableScale() throws {
        let out = folder.url.appendingPathComponent("recoloured")
        #expect(Spawn.run([binary, "review", "default", Fixtures.qaCase("busy-dot-and-danger-text-recoloured.json").path, "--out", out.path,
                           "--mode", "light"]).status == 0)
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("alt=\"before\"") && page.contains("alt=\"after\"") && page.contains("alt=\"changed\""))
        #expect(page.contains("Lowest text contrast: truecolor ") && page.contains("; 256 colours ") && page.contains("; 16 colours "))
        guard let picture = try screenshot(of: out) else { return }
        let (cyan, green) = (Self.pixels(of: "#00b8d4", in: picture), Self.pixels(of: "#2e7d32", in: picture))
        // The small dot is a ● glyph (a pixel square before): a disc over 20 px across in each picture.
        #expect(cyan >= 800, "the busy dot's new cyan, in the after and what-changed pictures: \(cyan)")
        #expect(green >= 600, "the danger text's new green: \(green)")
        #expect(Self.pixels(of: "#ff00ff", in: picture) == 0, "nothing drawn over the changed cells")
    }

    /// The page in `folder` as headless Chromium shows it in a 1400×1000 window, pixel for pixel; nil (and
    /// a failure on CI) where Chromium is missing.
    private func screenshot(of folder: URL) throws -> Bitmap? {
        guard let chromium = Self.chromium else {
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("chromium is missing: scripts/test installs it") }
            print("skipped: no chromium here (scripts/test installs it)")
            return nil
        }
        let shot = self.folder.url.appendingPathComponent(folder.lastPathComponent + ".png")
        let browser = Spawn.run(["/usr/bin/timeout", "120", chromium, "--headless", "--no-sandbox", "--disable-gpu",
                                 "--user-data-dir=\(self.folder.url.appendingPathComponent("profile-" + folder.lastPathComponent).path)",
                                 "--screenshot=\(shot.path)", "--window-size=1400,1000", folder.appendingPathComponent("index.html").absoluteString])
        let data = try #require(FileManager.default.contents(atPath: shot.path), "\(browser.output)")
        return try PNGDecoder.decode(Array(data), longestSide: 1400)
    }

    /// How many pixels of `picture` are `hex`, give or take 6 a channel.
    private static func pixels(of hex: String, in picture: Bitmap) -> Int {
        let (r, g, b) = Color(hex: hex)!.rgbValue!
        return (0 ..< picture.height).reduce(0) { count, y in
            count + (0 ..< picture.width).filter { x in
                guard let (pr, pg, pb) = picture[x, y]?.rgbValue else { return false }
                return abs(Int(pr) - Int(r)) <= 6 && abs(Int(pg) - Int(g)) <= 6 && abs(Int(pb) - Int(b)) <= 6
            }.count
        }
    }
}
