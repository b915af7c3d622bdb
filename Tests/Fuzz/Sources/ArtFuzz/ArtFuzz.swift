import VitrineCore

/// An art file's text: whatever it holds, what it draws is bounded and has no control character.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArt(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let art = TextArt(file: "fuzz.txt", text: text)
    precondition(art.rows.count <= TextArt.maximumRows && art.size.width <= TextArt.maximumColumns)
    for row in art.rows {
        precondition(!row.unicodeScalars.contains { $0.value < 0x20 || (0x7F ..< 0xA0).contains($0.value) }, "a control character survived")
    }
    for row in 0 ..< art.rows.count { _ = art.isSecondary(row: row, column: row) }
    return 0
}
