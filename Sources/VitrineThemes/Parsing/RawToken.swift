import VitrineCore

/// A token as written in a theme file, before aliases are followed.
struct RawToken {
    var type: TokenType?
    /// A `$type` of the W3C format Vitrine does not read yet (`fontFamily`): the token is kept out of
    /// the resolved theme with a warning, unless a component needs it.
    var unsupportedType: String?
    /// The `$value`: the light (and default) value.
    var value: JSONValue
    /// `$extensions.mode.dark`, when the dark appearance differs.
    var darkValue: JSONValue?
    var description: String?
    /// `$deprecated`: nil, or why (the format's `true` becomes "deprecated").
    var deprecated: String?
    /// `$extensions.palette`: the author's palette entries for 256 and 16 colours.
    var palette: PaletteExtension?
    /// The file that defines the token (a theme that extends another mixes several).
    var file: String
    /// What makes the token invalid as written (a property beside `$value` that is not a `$`-property):
    /// an error when a component reads it, else the token is left out with a warning.
    var problem: String?

    func value(for appearance: Appearance) -> JSONValue {
        appearance == .dark ? darkValue ?? value : value
    }

    /// The author's palette entries for the value `appearance` shows; nil when there are none.
    func paletteFallback(for appearance: Appearance) -> PaletteFallback? {
        guard let fallback = palette?.fallback(for: appearance, tokenHasDarkValue: darkValue != nil), !fallback.isEmpty else { return nil }
        return fallback
    }

    /// The token path inside `{…}` when `raw` is an alias, else nil.
    static func aliasTarget(_ raw: JSONValue) -> String? {
        guard case let .string(text) = raw else { return nil }
        return text.utf8.withContiguousStorageIfAvailable(aliasTarget(bytes:)) ?? Array(text.utf8).withUnsafeBufferPointer(aliasTarget(bytes:))
    }

    private static func aliasTarget(bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        let inner = UnsafeBufferPointer(rebasing: bytes[1 ..< bytes.count - 1])
        return inner.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") } ? nil : String(decoding: inner, as: UTF8.self)
    }
}
