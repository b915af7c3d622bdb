import VitrineCore

/// One editable field of a story's content (Storybook's controls, in the terminal): its name as the
/// spec spells it, how it is edited, and the limit or meaning shown beside it.
public struct ControlField: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Free text of at most `limit` grapheme clusters (typing past it is refused).
        case text(limit: Int)
        /// One of `options` (← → or Space cycle).
        case choice([String])
        /// On or off (Space, ← →).
        case toggle
        /// A whole number within `range`, stepped by `step` with ← → (digits type it).
        case number(ClosedRange<Int>, step: Int)
        /// A colour: a token's path or `#rrggbb`, typed, or picked from the theme's colour tokens with
        /// ← →; empty for the component's own.
        case color
    }

    /// What a text field's value names besides text.
    public enum Reference: Equatable, Sendable {
        case nothing
        /// The URL of the image the story loads: a change loads it again.
        case imageURL
    }

    public let name: String
    public let kind: Kind
    /// The spec's limit or what the value means ("at most 2 characters", "0 = unlimited").
    public let hint: String
    public let names: Reference

    public init(name: String, kind: Kind, hint: String = "", names: Reference = .nothing) {
        self.name = name
        self.kind = kind
        self.hint = hint
        self.names = names
    }

    /// The value `text` names for this field (from `--set name=text`), or why it does not fit.
    public func value(parsing text: String) -> Result<ControlValue, ControlError> {
        switch kind {
        case let .text(limit):
            let clean = TerminalText.sanitized(text)
            guard clean.count <= limit else { return .failure(ControlError("\(name): at most \(limit) characters (got \(clean.count))")) }
            guard clean.unicodeScalars.count <= TerminalText.scalarLimit(characters: limit) else {
                return .failure(ControlError("\(name): too many combining marks (\(clean.unicodeScalars.count) code points; at most \(TerminalText.scalarLimit(characters: limit)))"))
            }
            return .success(.text(clean))
        case .color:
            let clean = TerminalText.sanitized(text).trimmed
            guard clean.isEmpty || ContentColor(controlText: clean) != nil, clean.count <= 256 else {
                return .failure(ControlError("\(name): \"\(TerminalText.sanitized(text))\" is neither #rrggbb nor a token path (theme.color.…)"))
            }
            return .success(.text(clean))
        case let .choice(options):
            guard options.contains(text) else {
                return .failure(ControlError("\(name): \"\(TerminalText.sanitized(text))\" is not one of \(options.joinedText(separator: ", "))"))
            }
            return .success(.choice(text))
        case .toggle:
            switch text {
            case "true", "on", "yes", "1": return .success(.toggle(true))
            case "false", "off", "no", "0": return .success(.toggle(false))
            default: return .failure(ControlError("\(name): expected true or false"))
            }
        case let .number(range, _):
            guard let number = Int(text), range.contains(number) else {
                return .failure(ControlError("\(name): expected a whole number from \(range.lowerBound) to \(range.upperBound)"))
            }
            return .success(.number(number))
        }
    }
}

/// Why a control's value was refused.
public struct ControlError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
