import Foundation
import Testing
import VitrineTestSupport

/// `render --format svg|html` and `render --all --out DIR`: pictures to attach to a bug, and every story
/// for a team's own review tooling.
@Suite struct RenderPicturesTests {
    let binary = GalleryEndToEndTests.binary
    let folder = TemporaryFolder()

    @Test func aPictureIsStampedWithWhatItShows() {
        let svg = Spawn.run([binary, "render", "badge/danger", "--format", "svg", "--mode", "dark", "--colors", "256", "--width", "20"])
        #expect(svg.status == 0)
        #expect(svg.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.output.contains("<title>badge/danger · theme default · dark · 256 colours · 20×1 cells</title>"))
        let html = Spawn.run([binary, "render", "emblem/info", "--format", "html"])
        #expect(html.output.hasPrefix("<!DOCTYPE html>") && html.output.contains("<svg ") && html.output.contains("<figcaption>emblem/info · theme default"))
    }

    @Test func allWritesEveryStoryInBothModes() throws {
        let out = folder.url.appendingPathComponent("renders")
        let result = Spawn.run([binary, "render", "--all", "--out", out.path, "--format", "svg", "--wait", "0", "--colors", "truecolor"])
        #expect(result.status == 0)
        let stories = Spawn.run([binary, "stories"]).output.split(separator: "\n")
        #expect(result.output == "\(2 * stories.count) files in \(out.path)\n")
        let dark = try String(contentsOf: out.appendingPathComponent("badge/danger.dark.svg"), encoding: .utf8)
        #expect(dark.contains("<title>badge/danger · theme default · dark · truecolor"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("logo/app-logo-wide.light.svg").path))
        let text = Spawn.run([binary, "render", "--all", "--out", out.path, "--format", "text", "--wait", "0"])
        #expect(try String(contentsOf: out.appendingPathComponent("badge/danger.light.txt"), encoding: .utf8) == "◖ Error ◗\n", "\(text.output)")
    }

    @Test func allAndAStoryDoNotMix() {
        #expect(Spawn.run([binary, "render", "badge/danger", "--all", "--out", folder.url.path]).status == 2)
        #expect(Spawn.run([binary, "render", "--all"]).status == 2)
        #expect(Spawn.run([binary, "render", "badge/danger", "--out", folder.url.path]).status == 2)
    }
}
