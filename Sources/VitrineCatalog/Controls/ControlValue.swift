/// A control's value: what the panel shows and edits, what `y` and `--set` carry.
public enum ControlValue: Hashable, Sendable, CustomStringConvertible {
    case text(String)
    case choice(String)
    case toggle(Bool)
    case number(Int)

    /// As `--set name=value` writes it.
    public var description: String {
        switch self {
        case let .text(text): return text
        case let .choice(option): return option
        case let .toggle(isOn): return isOn ? "true" : "false"
        case let .number(number): return String(number)
        }
    }

    /// The text of a text value ("" for other kinds).
    public var text: String {
        if case let .text(text) = self { return text }
        return ""
    }
}
