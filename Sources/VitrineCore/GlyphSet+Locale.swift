import Glibc

extension GlyphSet {
    /// The glyph set for the environment's locale (`LANG`, `LC_ALL`, `LC_CTYPE`), which it also sets.
    public static var forCurrentLocale: GlyphSet {
        setlocale(LC_ALL, "")
        return forCodeset(String(cString: nl_langinfo(nl_item(CODESET))))
    }
}
