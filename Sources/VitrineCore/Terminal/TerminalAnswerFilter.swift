/// Takes terminal answers that arrive late (after the start-up query gave up) out of the input, so they
/// never reach the gallery as keys: OSC strings (`ESC ] … BEL` or `… ESC \`), device control strings
/// (`ESC P … ESC \`, the XTGETTCAP and DECRQSS answers) and DA1 answers (`ESC [ ? … c`), however many
/// follow each other. Everything else comes out in the order it came, an
/// ESC that began no answer as the Escape key.
///
/// Fed one event at a time, with O(1) work and at most a few events held, whatever the input (a pasted
/// storm of `ESC ]` included). An answer arrives in one burst, so ``drain()`` — no more input waiting —
/// ends any answer or undecided ESC.
public struct TerminalAnswerFilter: Sendable {
    private enum State: Sendable {
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
    }

    private var state = State.ground
    /// What came since the ESC while it is undecided, in order (the ESC, `[`, and any other event).
    private var held: [TerminalEvent] = []

    public init() {}

    /// The events to deliver now that `event` arrived (none while an ESC is undecided or an answer runs).
    public mutating func feed(_ event: TerminalEvent) -> [TerminalEvent] {
        guard case let .key(key) = event else {
            // Not a key: never part of an answer. Held behind an undecided ESC to keep the order.
            if state == .escape || state == .bracket {
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
            default:
                return released() + begin(key)
            }
        case .bracket:
            if key == .character("?") {
                state = .deviceAttributes
                return releasedNonKeys()
            }
            return released() + begin(key)
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
        case .deviceAttributes:
            if key == .character("c") { state = .ground }
            return []
        }
    }

    /// No more input is waiting: an undecided ESC was the Escape key, and an answer cut short ends.
    public mutating func drain() -> [TerminalEvent] {
        let events = released()
        state = .ground
        return events
    }

    /// True while an ESC or an answer is being looked at (more input decides what it was).
    public var isUndecided: Bool { state != .ground }

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
