import Testing
import VitrineCore
import VitrineTesting

@Suite struct OutputFormatTests {
    private var sample: Canvas {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.put("ab", at: .zero, style: Style(foreground: .rgb(255, 0, 0), attributes: .bold))
        canvas.put("漢", at: Point(x: 2, y: 0), style: .plain)
        return canvas
    }

    @Test func ansiWriterEmitsOneSequencePerStyleRun() {
        #expect(AnsiWriter.render(sample, profile: .trueColor) == "\u{1B}[0;1;38;2;255;0;0mab\u{1B}[0m漢\u{1B}[0m\n")
        #expect(AnsiWriter.render(sample, profile: .ansi256) == "\u{1B}[0;1;38;5;196mab\u{1B}[0m漢\u{1B}[0m\n")
        #expect(AnsiWriter.render(sample, profile: .ansi16) == "\u{1B}[0;1;91mab\u{1B}[0m漢\u{1B}[0m\n")
        #expect(AnsiWriter.render(sample, profile: .monochrome) == "\u{1B}[0;1mab\u{1B}[0m漢\u{1B}[0m\n")
    }

    @Test func styleLayerNamesEveryStyleOnce() {
        #expect(StyleLayer.describe(sample) == "ab漢\n--\naa..\n--\na: fg=#ff0000 bg=default bold")
    }

    @Test func memoryTerminalWritesOnlyChangedCells() {
        let terminal = MemoryTerminal(size: Size(width: 4, height: 1), profile: .ansi256)
        terminal.present(sample)
        var next = sample
        next.put("X", at: .zero, style: .plain)
        terminal.present(next)
        terminal.present(next)
        #expect(terminal.cellsWritten == [3, 1, 0])
        #expect(terminal.screen.lines == ["Xb漢"])
        #expect(terminal.screen[1, 0].style.foreground == .indexed(196), "the screen holds colours as the profile shows them")
    }
}

@Suite struct StyleConverterTests {
    @Test func convertsLikeTheProfileAndKeepsAttributes() {
        var converter = StyleConverter(profile: .ansi256)
        let style = Style(foreground: .rgb(255, 0, 0), background: .rgb(128, 128, 128), attributes: .bold)
        let expected = Style(foreground: .indexed(196), background: .indexed(244), attributes: .bold)
        #expect(converter.convert(style) == expected)
        #expect(converter.convert(style) == expected, "the cached answer is the same")
    }
}
