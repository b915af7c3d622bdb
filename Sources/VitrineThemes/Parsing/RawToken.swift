import VitrineCore

/// A token as written in a theme file, before aliases are followed.
struct RawToken {
    var type: TokenType?
    /// The `$value`: the light (and default) value.
    var value: Any
    /// `$extensions.mode.dark`, when the dark appearance differs.
    var darkValue: Any?
    var description: String?
    /// The file that defines the token (a theme that extends another mixes several).
    var file: String

    func value(for appearance: Appearance) -> Any {
        appearance == .dark ? darkValue ?? value : value
    }

    /// The token path inside `{…}` when `raw` is an alias, else nil.
    static func aliasTarget(_ raw: Any) -> String? {
        guard let text = raw as? String, text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        return inner.contains("{") || inner.contains("}") ? nil : String(inner)
    }
}
