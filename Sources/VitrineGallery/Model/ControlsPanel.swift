import VitrineCatalog
import VitrineCore

/// The controls panel (`e`) while open: which story, the field being edited and the cursor in it. The
/// values are the model's edits of the story (or its own values): keys edit them in place, and every
/// change is a new value the story is drawn with at once. Part of ``GalleryModel``.
public struct ControlsPanel: Equatable, Sendable {
    public let position: StoryPosition
    /// The field being edited.
    public private(set) var focused = 0
    /// Where typing goes in the focused text field, in characters from its start.
    public private(set) var cursor = 0
    /// Why the last key was refused (a limit), shown under the fields until the next key.
    public private(set) var message: String?
    /// Digits typed into the focused number field so far (a number is typed afresh, not appended to).
    private var digits = ""

    /// What a key did.
    enum Outcome: Equatable {
        /// Nothing, or a value changed (the caller compares).
        case stay
        case close
    }

    init(position: StoryPosition, values: [ControlValue]) {
        self.position = position
        focus(0, in: values)
    }

    /// Applies `key` to `values`, the story's values for the fields of `set`: Esc closes, ↑ ↓ Tab Enter
    /// move between fields, Ctrl-R puts back the story's own values, anything else edits the focused one.
    /// ← → in a colour field pick among `colorTokens` (the shown theme's colour tokens' paths, in order).
    mutating func press(_ key: Key, values: inout [ControlValue], set: ControlSet, colorTokens: [String] = []) -> Outcome {
        message = nil
        let count = set.fields.count
        switch key {
        case .escape: return .close
        case .up, .backTab: focus((focused + count - 1) % count, in: values)
        case .down, .tab, .enter: focus((focused + 1) % count, in: values)
        case .control("r"):
            values = set.defaults
            refocus(in: values)
        default: values[focused] = edit(values[focused], field: set.fields[focused], key: key, colorTokens: colorTokens)
        }
        return .stay
    }

    /// The focus kept on the same field after the values were replaced from outside (`r`).
    mutating func refocus(in values: [ControlValue]) {
        message = nil
        focus(focused, in: values)
    }

    private mutating func focus(_ index: Int, in values: [ControlValue]) {
        focused = index
        cursor = values[index].text.count
        digits = ""
    }

    /// `value` after `key`, as `field` edits it.
    private mutating func edit(_ value: ControlValue, field: ControlField, key: Key, colorTokens: [String]) -> ControlValue {
        switch (field.kind, value) {
        case let (.text(limit), .text(text)): return .text(editText(text, key: key, limit: limit, name: field.name))
        case let (.color, .text(text)):
            guard key == .left || key == .right else { return .text(editText(text, key: key, limit: Self.colorLimit, name: field.name)) }
            guard !colorTokens.isEmpty else { return value }
            // From the one shown (or before the first), to the next or previous token; past either end, none.
            let index = colorTokens.firstIndex(of: text)
            let next = key == .right ? (index.map { $0 + 1 } ?? 0) : (index.map { $0 - 1 } ?? colorTokens.count - 1)
            let picked = colorTokens.indices.contains(next) ? colorTokens[next] : ""
            cursor = picked.count
            return .text(picked)
        case let (.choice(options), .choice(option)):
            let index = options.firstIndex(of: option) ?? 0
            switch key {
            case let .paste(text): return .choice(options.first { $0 == text.trimmed } ?? option)
            case .right, .character(" "): return .choice(options[(index + 1) % options.count])
            case .left: return .choice(options[(index + options.count - 1) % options.count])
            default: return value
            }
        case let (.toggle, .toggle(isOn)):
            return [.left, .right, .character(" ")].contains(key) ? .toggle(!isOn) : value
        case let (.number(range, step), .number(number)):
            return .number(editNumber(number, key: key, range: range, step: step, name: field.name))
        default: return value
        }
    }

    /// The longest colour a colour field takes (a token path).
    static let colorLimit = 256

    /// Typing (printable characters only: a pasted escape sequence or control character is never kept),
    /// Backspace, ← → Home End, Ctrl-U to clear.
    private mutating func editText(_ text: String, key: Key, limit: Int, name: String) -> String {
        var characters = Array(text)
        cursor = min(cursor, characters.count)
        switch key {
        case let .character(character):
            insert(String(character), into: &characters, limit: limit, name: name, cut: "")
        case let .paste(pasted):
            // Line breaks and tabs become spaces; control characters and escape sequences go.
            insert(pasted, into: &characters, limit: limit, name: name, cut: "; the paste was cut")
        case .backspace where cursor > 0:
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .control("u"):
            characters = []
            cursor = 0
        default: break
        }
        // A combining mark put after a character joins it: the cursor counts the characters the text has now.
        cursor = String(characters.prefix(cursor)).count
        return String(characters)
    }

    /// Inserts `text`, sanitised, at the cursor: as much of it as the field's limits leave room for (its
    /// characters, and 16 code points a character so that combining marks cannot grow one without end);
    /// when some is left out, the message says which limit and `cut`.
    private mutating func insert(_ text: String, into characters: inout [Character], limit: Int, name: String, cut: String) {
        let clean = TerminalText.sanitized(text).unicodeScalars
        guard !clean.isEmpty else { return }
        let scalarRoom = max(0, TerminalText.scalarLimit(characters: limit) - characters.reduce(0) { $0 + $1.unicodeScalars.count })
        let fitting = Array(String(clean.prefix(scalarRoom)))
        let kept = fitting.prefix(max(0, limit - characters.count))
        if kept.count < fitting.count {
            message = "\(name): at most \(limit) character\(limit == 1 ? "" : "s")" + cut
        } else if scalarRoom < clean.count {
            message = "\(name): too many combining marks" + cut
        }
        characters.insert(contentsOf: kept, at: cursor)
        cursor += kept.count
    }

    /// ← → (and - +) step within the range; digits type a number afresh (it takes effect once it is in
    /// range), Backspace takes the last typed digit off.
    private mutating func editNumber(_ number: Int, key: Key, range: ClosedRange<Int>, step: Int, name: String) -> Int {
        switch key {
        case .left, .character("-"):
            digits = ""
            return max(range.lowerBound, number - step)
        case .right, .character("+"):
            digits = ""
            return min(range.upperBound, number + step)
        case .backspace:
            digits = String(digits.dropLast())
        case let .paste(text):
            guard let typed = Int(text.trimmed), range.contains(typed) else {
                message = "\(name): from \(range.lowerBound) to \(range.upperBound)"
                return number
            }
            digits = ""
            return typed
        case let .character(character):
            guard character.isASCII, character.isWholeNumber else { return number }
            guard let typed = Int(digits + String(character)), typed <= range.upperBound else {
                message = "\(name): from \(range.lowerBound) to \(range.upperBound)"
                return number
            }
            digits += String(character)
        default: return number
        }
        guard let typed = Int(digits), range.contains(typed) else { return number }
        return typed
    }
}
