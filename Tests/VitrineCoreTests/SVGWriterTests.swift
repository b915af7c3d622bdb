import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import VitrineCore

/// `SVGWriter`: a well-formed picture of the cells as sent, shapes as rectangles, with its stamp.
@Suite struct SVGWriterTests {
    /// The elements of an SVG document, read with Foundation's XML parser (which fails on malformed XML).
    final class Elements: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        /// Each element's own text.
        var texts: [String] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            elements.append((name, attributes))
            texts.append("")
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current = open.last { texts[current] += string }
        }
    }

    private func parse(_ svg: String) throws -> Elements {
        let parser = XMLParser(data: Data(svg.utf8))
        let elements = Elements()
        parser.delegate = elements
        #expect(parser.parse(), "well-formed: \(String(describing: parser.parserError))")
        return elements
    }

    /// A pill on a page: `◖ <&> ◗` in bold, powerline caps, then a half-block pixel and a shade.
    private var canvas: Canvas {
        var canvas = Canvas(size: Size(width: 12, height: 2), fill: Cell(" ", style: Style(background: .rgb(255, 255, 255))))
        canvas.put("◖", at: .zero, style: Style(foreground: .rgb(0xFD, 0xE3, 0xE3), background: .rgb(255, 255, 255)))
        canvas.put(" <&> ", at: Point(x: 1, y: 0), style: Style(foreground: .rgb(0xA3, 0x16, 0x1A), background: .rgb(0xFD, 0xE3, 0xE3),
                                                                 attributes: .bold))
        canvas.put("◗", at: Point(x: 6, y: 0), style: Style(foreground: .rgb(0xFD, 0xE3, 0xE3), background: .rgb(255, 255, 255)))
        canvas.put("\u{E0B6}\u{E0B4}", at: Point(x: 8, y: 0), style: Style(foreground: .rgb(0xFD, 0xE3, 0xE3), background: .rgb(255, 255, 255)))
        canvas.put("▀", at: Point(x: 0, y: 1), style: Style(foreground: .rgb(0, 0, 255), background: .rgb(255, 255, 255)))
        canvas.put("▒", at: Point(x: 1, y: 1), style: Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255)))
        return canvas
    }

    @Test func isWellFormedStampedAndEscaped() throws {
        let svg = SVGWriter.render(canvas, profile: .trueColor, stamp: "badge/x · theme <t> · light · truecolor · 12×2 cells")
        let parsed = try parse(svg)
        #expect(parsed.elements.first?.name == "svg")
        let title = try #require(parsed.elements.firstIndex { $0.name == "title" })
        #expect(parsed.texts[title] == "badge/x · theme <t> · light · truecolor · 12×2 cells")
        #expect(parsed.texts.contains("<") && parsed.texts.contains("&"), "text is escaped, then read back as it was")
        let bold = parsed.elements.filter { $0.name == "text" && $0.attributes["font-weight"] == "bold" }
        #expect(bold.count == 3, "the three visible glyphs of the bold label")
    }

    @Test func blocksAreRectanglesAndCapsHalfDiscs() throws {
        let parsed = try parse(SVGWriter.render(canvas, profile: .trueColor, stamp: "s"))
        let rects = parsed.elements.filter { $0.name == "rect" }.map(\.attributes)
        #expect(rects.contains { $0["x"] == "0" && $0["y"] == "20" && $0["width"] == "10" && $0["height"] == "10" && $0["fill"] == "#0000ff" },
                "▀ is the top half of its cell, exactly")
        #expect(rects.contains { $0["x"] == "10" && $0["y"] == "20" && $0["fill"] == "#000000" && $0["fill-opacity"] == "0.5" }, "▒ is half ink")
        #expect(parsed.elements.filter { $0.name == "path" }.count == 4, "◖, ◗ and the powerline curves")
        let glyphs = zip(parsed.elements, parsed.texts).filter { $0.0.name == "text" }.map(\.1)
        #expect(glyphs.allSatisfy { !["▀", "▒", "◖", "◗", "\u{E0B6}", "\u{E0B4}"].contains($0) }, "no shape is left to a font: \(glyphs)")
    }

    @Test(arguments: [ColorProfile.trueColor, .ansi256, .ansi16])
    func coloursAreThoseTheANSIOutputSends(profile: ColorProfile) throws {
        let parsed = try parse(SVGWriter.render(canvas, profile: profile, stamp: "s"))
        let fills = Set(parsed.elements.filter { $0.name == "rect" || $0.name == "text" || $0.name == "path" }.compactMap { $0.attributes["fill"] })
        let ansi = AnsiWriter.render(canvas, profile: profile)
        // Every colour the ANSI output sends, as the xterm palette shows an index, is in the picture.
        let sent = canvas.converted(for: profile)
        for y in 0 ..< sent.size.height {
            for x in 0 ..< sent.size.width {
                for color in [sent[x, y].style.background, sent[x, y].style.foreground] where color != .terminalDefault {
                    let (r, g, b) = color.rgbValue!
                    let sgr: String
                    switch color {
                    case let .indexed(index) where index < 8: sgr = "\(index)"
                    case let .indexed(index) where index < 16: sgr = "\(index - 8)"
                    case let .indexed(index): sgr = "5;\(index)"
                    default: sgr = "2;\(r);\(g);\(b)"
                    }
                    #expect(ansi.contains(sgr), "the ANSI output sends \(color)")
                    if sent[x, y].text != " " || color == sent[x, y].style.background {
                        #expect(fills.contains(Color.rgb(r, g, b).description), "\(color) at \(x),\(y) in the picture")
                    }
                }
            }
        }
    }
}
