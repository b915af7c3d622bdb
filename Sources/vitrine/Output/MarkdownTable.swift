import VitrineCore

/// A GitHub-flavoured Markdown table for a CI job's summary (`$GITHUB_STEP_SUMMARY`), each cell safe: no
/// escape sequence or control character, no markup (`<`, `&`), no column break (`|`), one line.
struct MarkdownTable {
    let header: [String]
    var rows: [[String]] = []

    init(_ header: [String]) {
        self.header = header
    }

    /// The table, ending with a newline; `limit` rows at most, then a line saying how many more there are.
    func text(limit: Int = 50) -> String {
        func line(_ cells: [String]) -> String { "| " + cells.map(Self.cell).joined(separator: " | ") + " |\n" }
        var text = line(header) + "|" + String(repeating: "---|", count: header.count) + "\n"
        text += rows.prefix(limit).map(line).joined()
        if rows.count > limit { text += "\n… and \(rows.count - limit) more rows (the JUnit report and the review page have them all)\n" }
        return text
    }

    /// `text` as one table cell.
    static func cell(_ text: String) -> String {
        TerminalText.sanitized(text).replacing("\n", with: " ").replacing("&", with: "&amp;").replacing("<", with: "&lt;")
            .replacing(">", with: "&gt;").replacing("|", with: "\\|")
    }
}
