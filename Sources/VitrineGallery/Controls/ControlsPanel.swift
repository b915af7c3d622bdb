import VitrineCore

/// The controls panel (`e`) while open: the shown story's fields with their edited values, the field
/// being edited and the cursor in it. Keys edit in place; every change is a new value the story is
/// drawn with at once. Part of ``GalleryModel``.
public struct ControlsPanel: Equatable, Sendable {
    public let position: StoryPosition
    public let set: ControlSet
    public private(set) var values: [ControlValue]
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
        case none
        /// A value changed; `reloadsImage` when it was one the story's image load depends on.
        case edited(reloadsImage: Bool)
        case close
    }

    init(position: StoryPosition, set: ControlSet, values: [ControlValue]) {
        self.position = position
        self.set = set
        self.values = values
        focus(0)
    }

    /// Every value back to the story's own.
    mutating func reset() -> Outcome {
        let reloads = zip(set.fields, zip(values, set.defaults)).contains { $0.reloadsImage && $1.0 != $1.1 }
        values = set.defaults
        focus(focused)
        message = nil
        return .edited(reloadsImage: reloads)
    }

    mutating func press(_ key: Key) -> Outcome {
        message = nil
        switch key {
        case .escape: return .close
        case .up, .backTab: focus((focused + set.fields.count - 1) % set.fields.count)
        case .down, .tab, .enter: focus((focused + 1) % set.fields.count)
        case .control("r"): return reset()
        default:
            let before = values[focused]
            edit(key)
            guard values[focused] != before else { return .none }
            return .edited(reloadsImage: set.fields[focused].reloadsImage)
        }
        return .none
    }

    private mutating func focus(_ index: Int) {
        focused = index
        cursor = values[index].text.count
        digits = ""
    }

    private mutating func edit(_ key: Key) {
        let field = set.fields[focused]
        switch (field.kind, values[focused]) {
        case let (.text(limit), .text(text)): values[focused] = .text(editText(text, key: key, limit: limit, name: field.name))
        case let (.choice(options), .choice(option)):
            let index = options.firstIndex(of: option) ?? 0
            if case let .paste(text) = key, let chosen = options.first(where: { $0 == text.trimmed }) {
                values[focused] = .choice(chosen)
            }
            switch key {
            case .right, .character(" "): values[focused] = .choice(options[(index + 1) % options.count])
            case .left: values[focused] = .choice(options[(index + options.count - 1) % options.count])
            default: break
            }
        case let (.toggle, .toggle(isOn)):
            if [.left, .right, .character(" ")].contains(key) { values[focused] = .toggle(!isOn) }
        case let (.number(range, step), .number(number)):
            values[focused] = .number(editNumber(number, key: key, range: range, step: step, name: field.name))
        default: break
        }
    }

    /// Typing (printable characters only: a pasted escape sequence or control character is never kept),
    /// Backspace, ← → Home End, Ctrl-U to clear.
    private mutating func editText(_ text: String, key: Key, limit: Int, name: String) -> String {
        var characters = Array(text)
        cursor = min(cursor, characters.count)
        switch key {
        case let .character(character):
            let typed = TerminalText.sanitized(String(character))
            guard !typed.isEmpty else { return text }
            guard characters.count + typed.count <= limit else {
                message = "\(name): at most \(limit) character\(limit == 1 ? "" : "s")"
                return text
            }
            characters.insert(contentsOf: typed, at: cursor)
            cursor += typed.count
        case let .paste(pasted):
            // Line breaks and tabs become spaces; control characters and escape sequences go.
            let clean = Array(TerminalText.sanitized(pasted))
            let room = max(0, limit - characters.count)
            if clean.count > room { message = "\(name): at most \(limit) character\(limit == 1 ? "" : "s"); the paste was cut" }
            characters.insert(contentsOf: clean.prefix(room), at: cursor)
            cursor += min(room, clean.count)
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
        return String(characters)
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
