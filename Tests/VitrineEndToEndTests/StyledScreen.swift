/// A screen read from text with SGR sequences (`tmux capture-pane -e`, `vitrine render --format ansi`): each
/// row's graphemes with the colours and attributes they are shown in, so that two ways of writing the same
/// cells compare equal (tmux writes palette colours below 16 as `31`, a program may write `38;5;1`).
struct StyledScreen: Equatable {
    /// A grapheme and its style: foreground and background (nil for the terminal's default, else a palette
    /// index or an RGB triple as text) and the SGR attribute numbers set.
    struct Item: Equatable, CustomStringConvertible {
        var text: Character
        var foreground: String?
        var background: String?
        var attributes: Set<Int>

        var description: String {
            "\"\(text)\" fg \(foreground ?? "default") bg \(background ?? "default") attributes \(attributes.sorted())"
        }
    }

    /// The rows, top to bottom; trailing blanks in default colours and trailing empty rows left out.
    let rows: [[Item]]

    init(_ text: String) {
        var rows: [[Item]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var items: [Item] = []
            var style = Item(text: " ", foreground: nil, background: nil, attributes: [])
            var characters = line.makeIterator()
            while let character = characters.next() {
                guard character == "\u{1B}" else {
                    style.text = character
                    items.append(style)
                    continue
                }
                // CSI … final byte, or a charset designation (ESC ( B) that shows nothing.
                guard let kind = characters.next(), kind == "[" else {
                    _ = characters.next()
                    continue
                }
                var parameters = ""
                while let next = characters.next(), next != "m" { parameters.append(next) }
                Self.apply(parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }, to: &style)
            }
            while let last = items.last, last == Item(text: " ", foreground: nil, background: nil, attributes: []) {
                items.removeLast()
            }
            rows.append(items)
        }
        while let last = rows.last, last.isEmpty { rows.removeLast() }
        self.rows = rows
    }

    private static func apply(_ parameters: [Int], to style: inout Item) {
        var index = 0
        while index < parameters.count {
            let parameter = parameters[index]
            switch parameter {
            case 0: (style.foreground, style.background, style.attributes) = (nil, nil, [])
            case 1 ... 9: style.attributes.insert(parameter)
            case 22: style.attributes.subtract([1, 2])
            case 23 ... 29: style.attributes.remove(parameter - 20)
            case 30 ... 37: style.foreground = "\(parameter - 30)"
            case 90 ... 97: style.foreground = "\(parameter - 82)"
            case 40 ... 47: style.background = "\(parameter - 40)"
            case 100 ... 107: style.background = "\(parameter - 92)"
            case 39: style.foreground = nil
            case 49: style.background = nil
            case 38, 48:
                let isIndexed = index + 1 < parameters.count && parameters[index + 1] == 5
                let values = parameters.dropFirst(index + 2).prefix(isIndexed ? 1 : 3)
                let color = values.map(String.init).joined(separator: ",")
                if parameter == 38 { style.foreground = color } else { style.background = color }
                index += 1 + values.count
            default: break
            }
            index += 1
        }
    }

    /// The first place where `other` differs from this screen, in words; nil when none does.
    func firstDifference(from other: StyledScreen, rows range: Range<Int>) -> String? {
        for row in range {
            let (mine, theirs) = (row < rows.count ? rows[row] : [], row < other.rows.count ? other.rows[row] : [])
            guard mine != theirs else { continue }
            let column = (0 ..< min(mine.count, theirs.count)).first { mine[$0] != theirs[$0] } ?? min(mine.count, theirs.count)
            return "row \(row), grapheme \(column): \(column < mine.count ? "\(mine[column])" : "nothing") "
                + "against \(column < theirs.count ? "\(theirs[column])" : "nothing")"
        }
        return nil
    }
}
