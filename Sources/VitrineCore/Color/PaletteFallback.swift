/// The palette entries a theme chose for one of its colours on terminals with fewer colours (a token's
/// `$extensions.palette`), as Lip Gloss's `CompleteColor` lets authors do: each is sent instead of the
/// automatic conversion at its profile.
public struct PaletteFallback: Hashable, Sendable, CustomStringConvertible {
    /// The entry sent at 256 colours (0–255).
    public var ansi256: UInt8?
    /// The entry sent at 16 colours (0–15).
    public var ansi16: UInt8?
    /// The entry sent at 8 colours (0–7), where `TERM`'s terminfo entry declares only eight (`xterm`,
    /// `screen`); without one, the 16-colour entry's own colour stands in (see ``ColorProfile/convert(_:)``).
    public var ansi8: UInt8?

    public init(ansi256: UInt8? = nil, ansi16: UInt8? = nil, ansi8: UInt8? = nil) {
        self.ansi256 = ansi256
        self.ansi16 = ansi16.map { min($0, 15) }
        self.ansi8 = ansi8.map { min($0, 7) }
    }

    /// True when no entry is chosen.
    public var isEmpty: Bool { ansi256 == nil && ansi16 == nil && ansi8 == nil }

    /// `256: 189, 16: 12, 8: 4`, the entries chosen.
    public var description: String {
        [ansi256.map { "256: \($0)" }, ansi16.map { "16: \($0)" }, ansi8.map { "8: \($0)" }].compactMap { $0 }.joinedText(separator: ", ")
    }
}
