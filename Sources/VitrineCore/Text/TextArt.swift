/// A picture made of text (a logo), read from an art file that anyone may have written, so every
/// line is made safe: invalid UTF-8 becomes U+FFFD, tabs become spaces to the next multiple of 8,
/// escape sequences and control characters are removed. The indentation every row shares and the blanks
/// that end a row are not part of the picture (art indented by thousands of tabs showed nothing).
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
        // Most art is ASCII, box drawing and blocks: every scalar its own grapheme, one column wide, kept by
        // sanitising. Such text is read scalar by scalar, without grapheme breaking; other text by Character.
        let simple = text.unicodeScalars.allSatisfy { $0 == "\n" || Self.isSimple($0) }
        // `\r\n` is one Character, so lines are split on any newline, not on "\n" (simple text has no other).
        let lines = (simple ? text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
            : text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)).prefix(2 * Self.maximumRows + 1)
        let clean = { (line: Substring, indent: Int) in simple ? Self.cleanedSimple(line, from: indent) : Self.cleaned(line, from: indent) }
        // Only a line with three dashes or more can clean to the separator: the others are not cleaned twice.
        let separator = lines.firstIndex { $0.utf8.lazy.filter { $0 == UInt8(ascii: "-") }.count >= 3 && clean($0, 0) == "---" }
        let art = lines[..<(separator ?? lines.endIndex)].prefix(Self.maximumRows)
        // The colour layer's columns are the art's: both lose the art's shared indentation.
        let indent = art.compactMap { simple ? Self.indentationSimple($0) : Self.indentation($0) }.min() ?? 0
        var rows = art.map { clean($0, indent) }
        while rows.last?.isEmpty == true { rows.removeLast() }
        self.rows = rows
        colorRows = separator.map { lines[($0 + 1)...].prefix(Self.maximumRows).map { clean($0, indent) } } ?? []
    }

    /// The same art, named as read from `file` (the art of a theme compiled in, named beside the theme's file).
    public func named(_ file: String) -> TextArt {
        TextArt(file: file, cleanRows: rows, colorRows: colorRows)
    }

    /// Art whose rows are already what ``init(file:text:)`` made of a file: a theme compiled in, which
    /// need not clean its art again (`scripts/compile-themes` writes them from the cleaned rows).
    package init(file: String, cleanRows rows: [String], colorRows: [String]) {
        self.file = file
        self.rows = rows
        self.colorRows = colorRows
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

    /// How many columns of blanks (spaces, tabs to the next multiple of 8) `line` starts with; nil for a
    /// line of blanks only, which sets no indentation.
    private static func indentation(_ line: Substring) -> Int? {
        var column = 0
        for character in line {
            switch character {
            case " ": column += 1
            case "\t": column += 8 - column % 8
            default: return column
            }
        }
        return nil
    }

    /// ``indentation(_:)`` for a line of simple scalars, read from its bytes.
    private static func indentationSimple(_ line: Substring) -> Int? {
        var column = 0
        for byte in line.utf8 {
            switch byte {
            case 0x20: column += 1
            case 0x09: column += 8 - column % 8
            default: return column
            }
        }
        return nil
    }

    /// `line` from column `start` on, tabs expanded, nothing unsafe, at most `maximumColumns` wide, without
    /// the blanks that end it. Columns past the kept ones are never expanded.
    private static func cleaned(_ line: Substring, from start: Int) -> String {
        var kept = ""
        var column = 0
        for character in line {
            guard column < start + maximumColumns else { break }
            let width = character == "\t" ? 8 - column % 8 : TextWidth.of(character)
            defer { column += width }
            guard column >= start || column + width > start else { continue } // the shared indentation
            if character == "\t" { kept += String(repeating: " ", count: min(width, column + width - start)) } else { kept.append(character) }
        }
        let safe = TextWrapper.truncate(TerminalText.sanitized(kept), width: maximumColumns, ellipsis: "")
        return String(safe[..<(safe.lastIndex { $0 != " " }.map(safe.index(after:)) ?? safe.startIndex)])
    }

    /// ``cleaned(_:from:)`` for a line of simple scalars (``isSimple(_:)``), which sanitising and truncating
    /// leave as they are: the same result, from the UTF-8 bytes (a simple scalar is one byte, or three for
    /// box drawing and blocks), without the generic string code whose first use looks through every
    /// protocol conformance of the binary before the first frame.
    private static func cleanedSimple(_ line: Substring, from start: Int) -> String {
        var kept: [UInt8] = []
        kept.reserveCapacity(line.utf8.count)
        var column = 0, keptEnd = 0
        var bytes = line.utf8.makeIterator()
        while column < start + maximumColumns, let lead = bytes.next() {
            let width = lead == 0x09 ? 8 - column % 8 : 1
            // The rest of a three-byte scalar, read whether it is kept or not.
            let rest: (UInt8, UInt8)? = lead < 0x80 ? nil : (bytes.next() ?? 0, bytes.next() ?? 0)
            defer { column += width }
            guard column + width > start else { continue } // the shared indentation
            if lead == 0x09 {
                for _ in 0 ..< min(width, column + width - start) { kept.append(0x20) }
            } else {
                kept.append(lead)
                if let (second, third) = rest {
                    kept.append(second)
                    kept.append(third)
                }
                if lead != 0x20 { keptEnd = kept.count }
            }
        }
        kept.removeLast(kept.count - keptEnd)
        return String(decoding: kept, as: UTF8.self)
    }

    /// True for a scalar that is a grapheme by itself, one column wide (a tab aside), and that sanitising
    /// keeps: a tab, printable ASCII, box drawing or a block element.
    private static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20 ... 0x7E, 0x2500 ... 0x259F: return true
        default: return false
        }
    }
}
