/// A picture made of text (a logo), read from an art file that anyone may have written, so every
/// line is made safe: invalid UTF-8 becomes U+FFFD, tabs become spaces to the next multiple of 8,
/// escape sequences and control characters are removed.
///
/// An optional colour layer follows a line that is exactly `---`: for each art cell the character in
/// the same column picks its colour, `2` the secondary one, anything else the primary one.
public struct TextArt: Equatable, Sendable {
    /// The file it was read from.
    public let file: String
    /// The art, one string a row.
    public let rows: [String]
    /// The color layer's rows (may be shorter or fewer than the art's).
    public let colorRows: [String]

    /// The largest file read (64 KiB) and the most rows and columns kept.
    public static let maximumBytes = 64 << 10, maximumRows = 200, maximumColumns = 400

    public init(file: String, text: String) {
        self.file = file
        // `\r\n` is one Character, so lines are split on any newline, not on "\n".
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { Self.cleaned(String($0)) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let separator = lines.firstIndex(of: "---")
        rows = Array(lines[..<(separator ?? lines.endIndex)].prefix(Self.maximumRows))
        colorRows = separator.map { Array(lines[($0 + 1)...].prefix(Self.maximumRows)) } ?? []
    }

    /// Equal when they draw the same: the same rows and colour layer, wherever their files are (a theme
    /// copied to another folder with its art has not changed).
    public static func == (lhs: TextArt, rhs: TextArt) -> Bool {
        lhs.rows == rhs.rows && lhs.colorRows == rhs.colorRows
    }

    /// Columns and rows the art takes.
    public var size: Size {
        Size(width: rows.map(TextWidth.of).max() ?? 0, height: rows.count)
    }

    /// True when the art cell starting at `column` of `row` takes the secondary colour.
    public func isSecondary(row: Int, column: Int) -> Bool {
        guard colorRows.indices.contains(row) else { return false }
        let layer = colorRows[row].unicodeScalars
        guard column < layer.count else { return false }
        return layer[layer.index(layer.startIndex, offsetBy: column)] == "2"
    }

    /// A line with tabs expanded, nothing unsafe, at most `maximumColumns` wide.
    private static func cleaned(_ line: String) -> String {
        var expanded = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = 8 - column % 8
                expanded += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                expanded.append(character)
                column += TextWidth.of(character)
            }
        }
        return TextWrapper.truncate(TerminalText.sanitized(expanded), width: maximumColumns, ellipsis: "")
    }
}
