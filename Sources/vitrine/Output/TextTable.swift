import VitrineCore

/// Prints rows of cells with aligned columns, made safe for the terminal (theme files are untrusted).
enum TextTable {
    static func print(_ rows: [[String]]) throws {
        let safe = rows.map { $0.map { TerminalText.sanitized($0) } }
        let columns = safe.map(\.count).max() ?? 0
        let widths = (0 ..< columns).map { column in safe.map { column < $0.count ? TextWidth.of($0[column]) : 0 }.max() ?? 0 }
        for row in safe {
            let cells = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - TextWidth.of(cell))
            }
            try StandardOutput.print(String(cells.joined(separator: "  ").reversed().drop { $0 == " " }.reversed()))
        }
    }
}
