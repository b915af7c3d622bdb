import Foundation
import Testing
import VitrineCore
import VitrineSystem
@testable import VitrineThemes
import VitrineTestSupport

/// Art files are untrusted: they are cleaned before anything reaches a cell, and bounded.
@Suite struct TextArtTests {
    let folder = TemporaryFolder()

    @Test func escapeSequencesControlCharactersAndCarriageReturnsAreRemoved() {
        let art = TextArt(file: "x", text: "\u{1B}[2J\u{1B}]0;pwned\u{07}AB\u{0}C\r\nD\u{9B}31mE\r\n")
        #expect(art.rows == ["ABC", "DE"])
    }

    @Test func tabsExpandToTheNextMultipleOfEight() {
        let art = TextArt(file: "x", text: "a\tb\n\tc\n山\td")
        #expect(art.rows == ["a       b", "        c", "山      d"])
    }

    /// Art indented by thousands of tabs showed nothing (every row cut at 400 columns of blanks): the shared
    /// indentation goes, as do the blanks that end a row, and the colour layer keeps its columns.
    @Test func sharedIndentationAndTrailingBlanksAreNotPartOfThePicture() {
        let tabs = String(repeating: "\t", count: 8000)
        let art = TextArt(file: "x", text: tabs + "AB" + tabs + "\n" + tabs + " C\n---\n" + tabs + "12\n" + tabs + " 2\n")
        #expect(art.rows == ["AB", " C"])
        #expect(art.size == Size(width: 2, height: 2))
        #expect(art.isSecondary(row: 0, column: 1) && !art.isSecondary(row: 0, column: 0) && art.isSecondary(row: 1, column: 1))
        #expect(TextArt(file: "x", text: "  ab  \n    cd\n\n").rows == ["ab", "  cd"])
    }

    /// Art of ASCII, box drawing, blocks and tabs is read scalar by scalar, other art Character by Character:
    /// a last line of other text indented past the columns kept (so it cleans to nothing and sets no shared
    /// indentation) switches the reading, and the rows must not change. Random lines: indented, tabbed,
    /// dashed, wider than the columns kept.
    @Test func simpleArtReadsAsAnyArt() {
        var generator = SplitMix(state: 7)
        let pieces = [" ", "\t", "-", "a", "#", "█", "▀", "▄", "─", "│", "╭", "~"]
        let other = "\n" + String(repeating: " ", count: 2 * TextArt.maximumColumns) + "é"
        for _ in 0 ..< 300 {
            let lines = (0 ..< Int.random(in: 1 ... 6, using: &generator)).map { _ in
                (0 ..< Int.random(in: 0 ... 500, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            }
            let text = lines.joined(separator: "\n").replacingOccurrences(of: "---", with: "--")
            let simple = TextArt(file: "x", text: text), mixed = TextArt(file: "x", text: text + other)
            #expect(mixed.rows == (simple.rows.isEmpty ? ["é"] : simple.rows), "\(text)")
        }
    }

    @Test func invalidUTF8BecomesReplacementCharacters() throws {
        let url = folder.url.appendingPathComponent("bad.txt")
        try Data([0x41, 0xFF, 0xFE, 0x42, 0x0A]).write(to: url)
        #expect(try load(url).rows == ["A\u{FFFD}\u{FFFD}B"])
    }

    @Test func theColorLayerFollowsTheSeparator() {
        let art = TextArt(file: "x", text: "▄█▄\n山x\n---\n121\n112\n")
        #expect(art.rows == ["▄█▄", "山x"])
        #expect(art.size == Size(width: 3, height: 2))
        #expect(!art.isSecondary(row: 0, column: 0) && art.isSecondary(row: 0, column: 1))
        #expect(art.isSecondary(row: 1, column: 2), "columns count cells: x sits in column 2 after the wide 山")
        #expect(!art.isSecondary(row: 5, column: 0) && !art.isSecondary(row: 0, column: 9), "outside the layer: primary")
        #expect(TextArt(file: "x", text: "ab\n").colorRows.isEmpty)
    }

    @Test func sizeIsBounded() {
        let huge = TextArt(file: "x", text: String(repeating: String(repeating: "#", count: 1000) + "\n", count: 500))
        #expect(huge.size == Size(width: TextArt.maximumColumns, height: TextArt.maximumRows))
    }

    @Test func unreadableFilesGiveReasons() throws {
        #expect(throws: BoundedFile.Failure.missing) { try load(folder.url.appendingPathComponent("none.txt")) }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("folder"), withIntermediateDirectories: true)
        #expect(throws: BoundedFile.Failure.notARegularFile) { try load(folder.url.appendingPathComponent("folder")) }
        #expect(throws: BoundedFile.Failure.notARegularFile) { try load(URL(fileURLWithPath: "/dev/zero")) }
        let big = folder.url.appendingPathComponent("big.txt")
        try Data(repeating: 0x41, count: TextArt.maximumBytes + 1).write(to: big)
        #expect(throws: BoundedFile.Failure.tooLarge(size: TextArt.maximumBytes + 1, limit: TextArt.maximumBytes)) { try load(big) }
    }

    /// The art in the file at `url`, read as a theme load reads it: from its real folder, opened once.
    private func load(_ url: URL) throws -> TextArt {
        let folderPath = try #require(ConfinedPath.realPath(url.deletingLastPathComponent().path))
        let folder = try BoundedFile.openFolderWithoutLinks(folderPath)
        defer { close(folder) }
        return try TextArt.load(named: url.lastPathComponent, inFolder: { folder }, path: url.path)
    }
}
