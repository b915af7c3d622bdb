import Foundation
import Testing
import VitrineImages
import VitrineTestSupport

/// `render STORY --animate`: the AsyncEmblem shimmer as a picture for a ticket, an animated SVG or an
/// APNG, from the frames the gallery draws.
@Suite struct AnimatedPicturesTests {
    let binary = GalleryEndToEndTests.binary
    let folder = TemporaryFolder()

    /// Valid SVG that loops, one group a distinct frame, every colour of a still frame in it; a browser
    /// (headless Chromium) plays it: its own animations, stopped at 0.2 s and at 0.7 s, draw different
    /// pictures. (Stopped, not timed: a screenshot taken "half a second later" depends on the machine's
    /// load.) Reduced motion gives the still picture.
    @Test func theShimmerIsAnAnimatedSVGABrowserPlays() throws {
        let animated = Spawn.run([binary, "render", "async-emblem/loading", "--format", "svg", "--animate", "--colors", "truecolor"])
        #expect(animated.status == 0 && animated.output.contains("30 frames over 1.0 s, looping"), "\(animated.output.prefix(400))")
        let file = folder.write("loading.svg", animated.output)
        #expect(Spawn.run(["xmllint", "--noout", file.path]).status == 0, "valid XML")
        #expect(animated.output.contains("animation-iteration-count: infinite"), "it loops")
        #expect(animated.output.components(separatedBy: "<g id=\"f").count - 1 > 10, "many distinct frames")
        let still = Spawn.run([binary, "render", "async-emblem/loading", "--format", "svg", "--time", "0.2", "--colors", "truecolor"]).output
        let fills = Set(still.split(separator: "\"").filter { $0.hasPrefix("#") && $0.count == 7 })
        #expect(!fills.isEmpty && fills.allSatisfy { animated.output.contains("\"\($0)\"") }, "the still frame's colours are among the frames'")
        let reduced = Spawn.run([binary, "render", "async-emblem/loading", "--format", "svg", "--animate", "--reduce-motion"])
        #expect(reduced.status == 0 && !reduced.output.contains("@keyframes"), "reduced motion: the still picture")
        guard let chromium = ReviewPageTests.chromium else {
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("chromium is missing: scripts/test installs it") }
            return
        }
        let shots = try [200, 700].map { milliseconds in
            let page = folder.write("at-\(milliseconds).html", """
                <!doctype html><body style="margin:0">\(animated.output)<script>
                for (const animation of document.getAnimations()) { animation.pause(); animation.currentTime = \(milliseconds) }
                </script></body>
                """)
            let shot = folder.url.appendingPathComponent("shot-\(milliseconds).png")
            let browser = Spawn.run(["/usr/bin/timeout", "120", chromium, "--headless", "--no-sandbox", "--disable-gpu",
                                     "--user-data-dir=\(folder.url.appendingPathComponent("profile-\(milliseconds)").path)", "--virtual-time-budget=1000",
                                     "--screenshot=\(shot.path)", "--window-size=820,200", page.absoluteString])
            let data = try #require(FileManager.default.contents(atPath: shot.path), "\(browser.output)")
            return try PNGDecoder.decode(Array(data), longestSide: 820)
        }
        let differing = (0 ..< shots[0].height).reduce(0) { count, y in
            count + (0 ..< shots[0].width).filter { shots[0][$0, y] != shots[1][$0, y] }.count
        }
        #expect(differing > 20, "the shimmer at 0.2 s and at 0.7 s: \(differing) pixels differ")
    }

    /// The APNG: one PNG whose frames are the distinct frames, each for its share of the loop, looping.
    @Test func theShimmerIsAnAPNG() throws {
        let out = folder.url.appendingPathComponent("loading.png")
        let run = Spawn.run(["sh", "-c", "\"$0\" render async-emblem/loading --format png --animate --duration 0.5 > \"$1\"", binary, out.path])
        #expect(run.status == 0 && run.output.contains("distinct frames of 15"), "the size and frames are said: \(run.output)")
        let bytes = try #require(FileManager.default.contents(atPath: out.path)).map { $0 }
        var types: [String] = [], offset = 8, sequence: [UInt32] = []
        while offset + 12 <= bytes.count {
            let length = bytes[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self)
            types.append(type)
            if type == "fcTL" || type == "fdAT" { sequence.append(bytes[offset + 8 ..< offset + 12].reduce(0) { $0 << 8 | UInt32($1) }) }
            offset += 12 + length
        }
        #expect(offset == bytes.count && types.first == "IHDR" && types[1] == "acTL" && types.last == "IEND", "\(types.prefix(5))")
        let frames = types.filter { $0 == "fcTL" }.count
        #expect(frames > 5 && frames <= 15, "\(frames) frames")
        #expect(sequence == (0 ..< UInt32(sequence.count)).map { $0 }, "fcTL and fdAT numbered in order from 0")
        #expect(try PNGDecoder.decode(bytes, longestSide: 4000).width > 0, "a viewer without APNG shows the first frame")
    }
}
