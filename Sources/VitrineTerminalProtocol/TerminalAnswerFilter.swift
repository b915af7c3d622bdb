import VitrineCore

/// Takes terminal answers that arrive late (after the start-up query gave up) out of the input, so they
/// never reach the gallery as keys: OSC strings (`ESC ] … BEL` or `… ESC \`), device control strings
/// (`ESC P … ESC \`, the XTGETTCAP and DECRQSS answers) and DA1 answers (`ESC [ ? … c`), however many
/// follow each other. It also gathers a bracketed paste (`ESC [ 200 ~ … ESC [ 201 ~`) into one
/// ``Key/paste(_:)``, and reads the kitty keyboard protocol's keys (`ESC [ CODE ; MODIFIERS u`: the Esc
/// key as `CSI 27 u`, Ctrl-C as `CSI 99 ; 5 u`) as the keys they are; its late answer (`ESC [ ? FLAGS u`)
/// is dropped like DA1's. Everything else comes out in the order it came, an ESC that began no answer as
/// the Escape key.
///
/// Fed one event at a time, with O(1) work and at most a few events held, whatever the input (a pasted
/// storm of `ESC ]` included). An answer arrives in one burst, so ``drain()`` — no more input waiting —
/// ends any answer or undecided ESC.
public struct TerminalAnswerFilter: Sendable {
    private enum State: Equatable, Sendable {
        /// Between sequences.
        case ground
        /// After an ESC (held), before knowing what it begins.
        case escape
        /// After `ESC [` (both held): a DA1 answer if `?` follows.
        case bracket
        /// Inside an OSC or DCS string: dropped up to BEL or ESC.
        case oscString
        /// After the ESC that ends an OSC string: `\` completes the ST, anything else begins a sequence.
        case oscEscape
        /// Inside a DA1 answer: dropped up to `c`.
        case deviceAttributes
        /// After `ESC [` and some of `200~` (start of a paste) or `201~` (a stray end), all held.
        case pasteMarker(String)
        /// After `ESC [` and digits, `;` or `:` that are no paste marker: a kitty protocol key if `u` ends them,
        /// a legacy one (Page Up `5~`) if `~` does.
        case keyCode(String)
        /// After `ESC O` (both held): a cursor key in keypad-transmit mode (`ESC O B` is ↓).
        case singleShift
        /// Inside a paste: characters gathered until `ESC [ 201 ~`.
        case paste
        /// Inside a paste, after ESC and some of `[201~`.
        case pasteEnd(String)
    }

    /// The most characters a paste keeps (the rest of it is dropped).
    public static let maximumPaste = 4096

    private var state = State.ground
    /// What came since the ESC while it is undecided, in order (the ESC, `[`, and any other event).
    private var held: [TerminalEvent] = []
    /// The paste gathered so far.
    private var pasted = ""
    /// How many characters were added to ``pasted`` (`String.count` walks the whole string: a storm
    /// of pasted keys would cost O(n²)).
    private var pastedCharacters = 0

    public init() {}

    /// The events to deliver now that `event` arrived (none while an ESC is undecided or an answer runs).
    public mutating func feed(_ event: TerminalEvent) -> [TerminalEvent] {
        guard case let .key(key) = event else {
            // Not a key: never part of an answer. Held behind an undecided ESC to keep the order.
            if isHolding {
                held.append(event)
                return []
            }
            return [event]
        }
        switch state {
        case .ground:
            return begin(key)
        case .escape:
            switch key {
            case .character("]"), .character("P"):
                state = .oscString
                return releasedNonKeys()
            case .character("["):
                held.append(event)
                state = .bracket
                return []
            case .character("O"):
                held.append(event)
                state = .singleShift
                return []
            default:
                return released() + begin(key)
            }
        case .singleShift:
            // ncurses reads a cursor key whose bytes come together; these are one a slow link split.
            guard case let .character(final) = key, let cursor = Self.cursorKeys[final] else { return released() + begin(key) }
            state = .ground
            return releasedNonKeys() + [.key(cursor)]
        case .bracket:
            if case let .character(final) = key, let cursor = Self.cursorKeys[final] ?? (final == "Z" ? .backTab : nil) {
                state = .ground
                return releasedNonKeys() + [.key(cursor)]
            }
            if key == .character("?") {
                state = .deviceAttributes
                return releasedNonKeys()
            }
            if key == .character("2") {
                held.append(event)
                state = .pasteMarker("2")
                return []
            }
            if case let .character(character) = key, character.isASCII, character.isNumber {
                held.append(event)
                state = .keyCode(String(character))
                return []
            }
            return released() + begin(key)
        case let .pasteMarker(sofar):
            guard case let .character(character) = key, ["200~", "201~"].contains(where: { $0.hasPrefix(sofar + String(character)) }) else {
                if case let .character(character) = key, Self.isKeyCodeCharacter(character) {
                    held.append(event)
                    state = .keyCode(sofar + String(character))
                    return []
                }
                return released() + begin(key)
            }
            let marker = sofar + String(character)
            held.append(event)
            switch marker {
            case "200~":
                state = .paste
                pasted = ""
                pastedCharacters = 0
                return releasedNonKeys()
            case "201~":
                // The end of a paste whose start was not seen (a paste split by a drain): dropped.
                state = .ground
                return releasedNonKeys()
            default:
                state = .pasteMarker(marker)
                return []
            }
        case .paste:
            if key == .escape {
                state = .pasteEnd("")
                return []
            }
            gather(key)
            return []
        case let .pasteEnd(sofar):
            guard case let .character(character) = key, "[201~".hasPrefix(sofar + String(character)) else {
                // Not the end: what looked like it was pasted text (the ESC itself is not kept).
                sofar.forEach { gather(.character($0)) }
                state = .paste
                return feed(event)
            }
            let marker = sofar + String(character)
            guard marker == "[201~" else {
                state = .pasteEnd(marker)
                return []
            }
            return finishedPaste()
        case .oscString:
            if key == .control("g") { state = .ground }
            if key == .escape { state = .oscEscape }
            return []
        case .oscEscape:
            if key == .character("\\") {
                state = .ground
                return []
            }
            // That ESC begins the next sequence.
            state = .escape
            held = [.key(.escape)]
            return feed(event)
        case let .keyCode(sofar):
            if case let .character(character) = key, Self.isKeyCodeCharacter(character), sofar.count < 24 {
                held.append(event)
                state = .keyCode(sofar + String(character))
                return []
            }
            if key == .character("~"), let legacy = Self.tildeKeys[sofar] {
                state = .ground
                return releasedNonKeys() + [.key(legacy)]
            }
            guard key == .character("u") else { return released() + begin(key) }
            state = .ground
            return releasedNonKeys() + (Self.keyboardProtocolKey(sofar).map { [.key($0)] } ?? [])
        case .deviceAttributes:
            // DA1 ends in `c`; the keyboard protocol's answer, `ESC [ ? FLAGS u`, in `u`.
            if key == .character("c") || key == .character("u") { state = .ground }
            return []
        }
    }

    /// The final characters of the cursor keys' sequences (`ESC [ B`, `ESC O B`).
    private static let cursorKeys: [Character: Key] = ["A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end]
    /// The legacy keys that end in `~` (`ESC [ 5 ~` is Page Up).
    private static let tildeKeys: [String: Key] = ["1": .home, "7": .home, "4": .end, "8": .end, "5": .pageUp, "6": .pageDown]

    private static func isKeyCodeCharacter(_ character: Character) -> Bool {
        character == ";" || character == ":" || (character.isASCII && character.isNumber)
    }

    /// The key `CODE[:ALTERNATES][;MODIFIERS[:EVENT]]` stands for in the kitty keyboard protocol; nil for one
    /// the gallery does not use (Alt with a key, a function key the legacy sequences already bring) and for a
    /// release (EVENT 3: `q` let go once quit the gallery; a press is 1, a repeat 2).
    static func keyboardProtocolKey(_ parameters: String) -> Key? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard let code = fields.first?.split(separator: ":").first.flatMap({ UInt32($0) }), let scalar = Unicode.Scalar(code) else { return nil }
        let modifierField = fields.count > 1 ? fields[1].split(separator: ":", omittingEmptySubsequences: false) : []
        guard modifierField.count < 2 || modifierField[1] != "3" else { return nil }
        let modifiers = modifierField.first.flatMap { Int($0) }.map { $0 - 1 } ?? 0
        let (shift, alt, control) = (modifiers & 1 != 0, modifiers & 2 != 0, modifiers & 4 != 0)
        guard !alt else { return nil }
        switch code {
        case 27: return .escape
        case 13: return .enter
        case 9: return shift ? .backTab : .tab
        case 127, 8: return .backspace
        case 97 ... 122 where control: return .control(Character(scalar))
        case 32 ... 126 where !control: return .character(Character(scalar))
        default: return nil
        }
    }

    /// No more input is waiting: an undecided ESC was the Escape key, an answer cut short ends, and a
    /// paste whose end has not come is delivered as far as it got.
    public mutating func drain() -> [TerminalEvent] {
        switch state {
        case .paste, .pasteEnd: return finishedPaste()
        default:
            let events = released()
            state = .ground
            return events
        }
    }

    /// Adds a pasted key to the paste: characters as they are, Enter and Tab as a line break and a tab
    /// (the fields that take a paste decide what to keep); other keys are dropped, as is anything past
    /// ``maximumPaste``.
    private mutating func gather(_ key: Key) {
        guard pastedCharacters < Self.maximumPaste else { return }
        switch key {
        case let .character(character): pasted.append(character)
        case .enter: pasted.append("\n")
        case .tab: pasted.append("\t")
        default: return
        }
        pastedCharacters += 1
    }

    private mutating func finishedPaste() -> [TerminalEvent] {
        state = .ground
        held = []
        defer { pasted = ""; pastedCharacters = 0 }
        return pasted.isEmpty ? [] : [.key(.paste(pasted))]
    }

    /// True while the events since an ESC are held until it is known what they begin.
    private var isHolding: Bool {
        switch state {
        case .escape, .bracket, .pasteMarker, .keyCode, .singleShift: return true
        case .ground, .oscString, .oscEscape, .deviceAttributes, .paste, .pasteEnd: return false
        }
    }

    /// True inside a bracketed paste whose end has not come yet.
    public var isInPaste: Bool {
        switch state {
        case .paste, .pasteEnd: return true
        default: return false
        }
    }

    /// True while an ESC or an answer is being looked at (more input decides what it was).
    public var isUndecided: Bool { state != .ground }

    /// True while the one thing undecided is an ESC with nothing after it yet.
    public var holdsLoneEscape: Bool { state == .escape }

    private mutating func begin(_ key: Key) -> [TerminalEvent] {
        guard key == .escape else { return [.key(key)] }
        state = .escape
        held = [.key(.escape)]
        return []
    }

    /// Everything held, as it came; back to ground.
    private mutating func released() -> [TerminalEvent] {
        defer { held = [] }
        state = .ground
        return held
    }

    /// The held events that are not keys of the answer just recognised.
    private mutating func releasedNonKeys() -> [TerminalEvent] {
        defer { held = [] }
        return held.filter { if case .key = $0 { return false } else { return true } }
    }
}
