import Testing
import VitrineCore

@Suite struct GeometryTests {
    @Test func intersectionOfDisjointRectanglesIsEmpty() {
        let a = Rect(x: 0, y: 0, width: 4, height: 4)
        #expect(a.intersection(Rect(x: 2, y: 2, width: 4, height: 4)) == Rect(x: 2, y: 2, width: 2, height: 2))
        #expect(a.intersection(Rect(x: 10, y: 10, width: 1, height: 1)).isEmpty)
    }

    @Test func splitsAndInsetsNeverGoNegative() {
        let area = Rect(x: 1, y: 1, width: 3, height: 2)
        #expect(area.splitTop(5).top == area)
        #expect(area.splitTop(5).rest.height == 0)
        #expect(area.splitLeft(-1).left.width == 0)
        #expect(area.inset(top: 4, left: 4).isEmpty)
        #expect(area.centered(Size(width: 1, height: 1)) == Rect(x: 2, y: 1, width: 1, height: 1))
    }
}

@Suite struct GlyphSetTests {
    @Test(arguments: [("UTF-8", GlyphSet.unicode), ("utf8", .unicode), ("ANSI_X3.4-1968", .ascii), ("ISO-8859-1", .ascii), ("", .ascii)])
    func codesets(codeset: String, expected: GlyphSet) {
        #expect(GlyphSet.forCodeset(codeset) == expected)
    }
}
