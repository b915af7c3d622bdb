/// A readable text form of a canvas for snapshots and review: the text rows, then the same rows with
/// one letter per cell naming its style, then the legend of those letters.
///
/// ```
/// ▐ New ▌
/// --
/// abbbbba
/// --
/// a: fg=#e6ebff bg=#ffffff
/// b: fg=#2d3fc2 bg=#e6ebff
/// ```
/// The terminal's plain style is always `.`; continuation cells of wide graphemes repeat their letter.
public enum StyleLayer {
    public static func describe(_ canvas: Canvas) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var legend: [Style] = []
        var styleRows: [String] = []
        for y in 0 ..< canvas.size.height {
            var row = ""
            for x in 0 ..< canvas.size.width {
                let style = canvas[x, y].style
                if style == .plain { row += "."; continue }
                let index = legend.firstIndex(of: style) ?? { legend.append(style); return legend.count - 1 }()
                row.append(index < letters.count ? letters[index] : "?")
            }
            styleRows.append(row)
        }
        let legendLines = legend.enumerated().map { index, style in
            "\(index < letters.count ? letters[index] : "?"): \(style)"
        }
        return (canvas.lines + ["--"] + styleRows + ["--"] + legendLines).joinedText(separator: "\n")
    }

    /// The canvas `description` describes (what ``describe(_:)`` wrote), or nil when it is not one.
    public static func canvas(from description: String) -> Canvas? {
        let parts = description.split(separator: "\n", omittingEmptySubsequences: false).split(separator: "--", maxSplits: 2,
                                                                                                omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == parts[1].count else { return nil }
        var legend: [Character: Style] = [".": .plain]
        for line in parts[2] where !line.isEmpty {
            guard let letter = line.first, line.dropFirst().hasPrefix(": "), let style = Self.style(String(line.dropFirst(3))) else { return nil }
            legend[letter] = style
        }
        let styleRows = parts[1].map { Array($0) }
        let width = styleRows.map(\.count).max() ?? 0
        var canvas = Canvas(size: Size(width: width, height: styleRows.count))
        for (y, line) in parts[0].enumerated() {
            var x = 0
            for character in line where x < width {
                guard x < styleRows[y].count, let style = legend[styleRows[y][x]] else { return nil }
                x += max(1, canvas.put(String(character), at: Point(x: x, y: y), style: style))
            }
        }
        return canvas
    }

    /// The style `fg=#a3161a bg=@25 bold` names, as ``Style/description`` writes it.
    private static func style(_ text: String) -> Style? {
        var style = Style.plain
        for word in text.split(separator: " ") {
            if word.hasPrefix("fg="), let color = color(word.dropFirst(3)) {
                style.foreground = color
            } else if word.hasPrefix("bg="), let color = color(word.dropFirst(3)) {
                style.background = color
            } else if let attribute = TextAttributes.named.first(where: { $0.1 == word })?.0 {
                style.attributes.insert(attribute)
            } else {
                return nil
            }
        }
        return style
    }

    private static func color(_ text: Substring) -> Color? {
        if text == "default" { return .terminalDefault }
        if text.hasPrefix("@") { return UInt8(text.dropFirst()).map(Color.indexed) }
        return Color(hex: String(text))
    }
}
