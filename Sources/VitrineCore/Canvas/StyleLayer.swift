/// A readable text form of a canvas for snapshots and review: the text rows, then the same rows with
/// one letter per cell naming its style, then the legend of those letters.
///
/// ```
/// ◖ New ◗
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
        return (canvas.lines + ["--"] + styleRows + ["--"] + legendLines).joined(separator: "\n")
    }
}
