import VitrineCore

/// Untrusted text (badge labels, initials, file names): once sanitised, nothing in it can act on the
/// terminal, and measuring, wrapping and drawing it never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let safe = TerminalText.sanitized(text)
    for scalar in safe.unicodeScalars {
        let value = scalar.value
        precondition(value >= 0x20 && !(0x7F ..< 0xA0).contains(value), "control U+\(String(value, radix: 16)) survived")
        precondition(!(0x202A ... 0x202E).contains(value) && !(0x2066 ... 0x2069).contains(value), "a bidi override survived")
    }
    let width = count % 40
    let lines = TextWrapper.wrap(safe, width: width, maxLines: count % 4, ellipsis: "…")
    // A grapheme wider than the whole line (2 cells in 1) cannot be split: it takes a line of its own.
    precondition(lines.allSatisfy { TextWidth.of($0) <= max(1, width) || $0.count == 1 }, "a wrapped line is too wide")
    var canvas = Canvas(size: Size(width: 20, height: 3))
    canvas.put(text, at: Point(x: count % 23 - 2, y: 1), style: .plain, clip: Rect(x: 1, y: 0, width: 17, height: 3))
    for x in 0 ..< 20 where canvas[x, 1].isContinuation { precondition(x > 0 && TextWidth.of(canvas[x - 1, 1].text) == 2) }
    return 0
}
