/// Which characters drawing may use: Unicode blocks and shapes, or plain ASCII when the locale
/// cannot show anything else (`LANG=C`).
public enum GlyphSet: Sendable {
    case unicode
    case ascii

    /// The ellipsis that marks cut text.
    public var ellipsis: String { self == .unicode ? "…" : "..." }

    /// The arrow between a token and the token it aliases.
    public var arrow: String { self == .unicode ? "→" : "->" }

    /// The separator between a component and a story in titles.
    public var pathSeparator: String { self == .unicode ? "›" : ">" }

    /// The mark of a selected item.
    public var checkMark: String { self == .unicode ? "✓" : "v" }

    /// The bar beside a focused item.
    public var focusBar: String { self == .unicode ? "▌" : ">" }

    /// Unicode when the character set name (from `nl_langinfo(CODESET)`) is UTF-8.
    public static func forCodeset(_ codeset: String) -> GlyphSet {
        codeset.uppercased().filter { $0 != "-" } == "UTF8" ? .unicode : .ascii
    }
}
