import Foundation
import Testing
import VitrineTestSupport

/// `render --format svg|html` and `render --all --out DIR`: pictures to attach to a bug, and every story
/// for a team's own review tooling.
@Suite struct RenderPicturesTests {
    let binary = GalleryEndToEndTests.binary
    let folder = TemporaryFolder()

    /// A noncharacter in story text (U+FFFE, U+FFFF, U+FDD0) once went into the SVG, which XML forbids: the
    /// file did not parse and its PNG failed, with exit 0. It is left out, and the picture parses.
    @Test func noncharactersInStoryTextLeaveAValidSVG() throws {
        let text = zip("ABCD", [0xFFFE, 0xFFFF, 0xFDD0, 0x10FFFF]).map { "\($0)\(Character(Unicode.Scalar($1)!))" }.joined()
        let svg = Spawn.run([binary, "render", "badge/danger", "--format", "svg", "--set", "text=\(text)"])
        #expect(svg.status == 0 && svg.output.contains(">D<"), "\(svg.output.prefix(300))")
        #expect(!svg.output.unicodeScalars.contains { (0xFDD0 ... 0xFDEF).contains($0.value) || $0.value & 0xFFFE == 0xFFFE },
                "no noncharacter in the SVG")
        let file = folder.write("picture.svg", svg.output)
        let parsed = Spawn.run(["xmllint", "--noout", file.path])
        #expect(parsed.status == 0, "the SVG parses: \(parsed.output)")
    }

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
        #expect(result.output == "\(2 * stories.count) files and index.html in \(out.path)\n")
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<h2>badge</h2>") && index.contains(#"<img src="badge/danger.light.svg""#)
                && index.components(separatedBy: "<figure>").count - 1 == stories.count, "one figure a story, its pictures shown")
        let dark = try String(contentsOf: out.appendingPathComponent("badge/danger.dark.svg"), encoding: .utf8)
        #expect(dark.contains("<title>badge/danger · theme default · dark · truecolor"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("logo/app-logo-wide.light.svg").path))
        let again = Spawn.run([binary, "render", "--all", "--out", out.path, "--format", "svg", "--wait", "0"])
        #expect(again.status == 2 && again.output.contains("exists already"), "nothing replaced without --force")
        let text = Spawn.run([binary, "render", "--all", "--out", out.path, "--format", "text", "--wait", "0", "--force"])
        #expect(try String(contentsOf: out.appendingPathComponent("badge/danger.light.txt"), encoding: .utf8) == "▐ Error ▌\n", "\(text.output)")
    }

    @Test func allAndAStoryDoNotMix() {
        #expect(Spawn.run([binary, "render", "badge/danger", "--all", "--out", folder.url.path]).status == 2)
        #expect(Spawn.run([binary, "render", "--all"]).status == 2)
        #expect(Spawn.run([binary, "render", "badge/danger", "--out", folder.url.path]).status == 2)
    }

    /// `--format png` is the SVG at twice its size, through rsvg-convert: a PNG of the right dimensions.
    @Test func aPNGIsTheSVGAtTwiceItsSize() throws {
        let png = folder.url.appendingPathComponent("danger.png")
        let result = Spawn.run(["/bin/sh", "-c", "\"$0\" render badge/danger --format png > '\(png.path)'", binary])
        #expect(result.status == 0, "\(result.output)")
        let bytes = try [UInt8](Data(contentsOf: png))
        // Required: a failed conversion leaves no header to read the width from (an index past the end).
        try #require(bytes.count >= 24 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
        let svg = Spawn.run([binary, "render", "badge/danger", "--format", "svg"]).output
        let width = bytes[16 ..< 20].reduce(0) { $0 << 8 | Int($1) }
        #expect(svg.contains("width=\"\(width / 2)\""), "twice the SVG's \(width / 2) px")
        #expect(Spawn.run([binary, "render", "badge/danger", "--format", "png"], environment: ["PATH": "/nonexistent"]).output.contains("librsvg2-bin"),
                "without the converter it says what to install")
        let huge = Spawn.run([binary, "render", "badge/danger", "--screen", "1000x200", "--format", "png"])
        #expect(huge.status == 2 && huge.output.contains("larger than 16384 px a side"), "bounded before the converter runs: \(huge.output)")
    }

    /// `--screen WxH` draws the whole gallery on the story as it would show it: sidebar, stage, inspector,
    /// status bar; `--compare` and `--sheet` as the keys would; a picture stamped as the gallery's.
    @Test func aScreenIsTheWholeGalleryOnTheStory() {
        let text = Spawn.run([binary, "render", "badge/danger", "--screen", "100x30", "--compare", "modes"])
        let lines = text.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(text.status == 0 && lines.count == 30 && lines[0].contains("Components") && lines[0].contains("badge/danger"), "\(text.output)")
        #expect(lines.last?.contains("theme default · light (--mode)") == true && lines.last?.contains("compare light/dark (c)") == true)
        let sheet = Spawn.run([binary, "render", "emblem/danger", "--screen", "120x40", "--sheet", "stories"]).output
        #expect(sheet.contains("category1") && sheet.contains("danger") && sheet.contains("sheet stories 5/24 (v: stories modes matrix)"), "the emblems side by side")
        let svg = Spawn.run([binary, "render", "badge/danger", "--screen", "120x40", "--format", "svg", "--mode", "dark", "--colors", "truecolor"]).output
        #expect(svg.contains("<title>gallery · badge/danger · theme default · dark · truecolor · 120×40 cells</title>"))
        #expect(Spawn.run([binary, "render", "badge/danger", "--screen", "huge"]).status == 2)
        #expect(Spawn.run([binary, "render", "badge/danger", "--compare", "modes"]).status == 2, "--compare is for --screen")
    }

    /// `--sheet KIND` draws a whole sheet without the gallery, as tall as it needs, in every format.
    @Test func aSheetRendersWholeWithoutTheGallery() {
        let matrix = Spawn.run(["/bin/sh", "-c", #""$0" "$@" 2>/dev/null"#, binary, "render", "emblem/danger", "--sheet", "matrix"])
        let lines = matrix.output.split(separator: "\n")
        #expect(matrix.status == 0 && lines.first?.hasPrefix("brand") == true && lines.first?.contains("xLarge") == true)
        #expect(lines.filter { $0.hasPrefix("category") }.count == 10, "every appearance's row, none scrolled away")
        let svg = Spawn.run([binary, "render", "badge/long-unlimited", "--sheet", "widths", "--format", "svg", "--colors", "256"]).output
        #expect(svg.contains("<title>sheet widths · badge/long-unlimited · theme default · light · 256 colours · 120×"), "stamped as a sheet")
        let none = Spawn.run([binary, "render", "badge/danger", "--sheet", "states"])
        #expect(none.status == 2 && none.output.contains("badge/danger has stories, modes, widths"), "a sheet the story lacks is named: \(none.output)")
    }
}
