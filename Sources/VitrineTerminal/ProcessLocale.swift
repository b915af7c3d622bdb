import Glibc
import VitrineCore

/// The process's locale, adopted once from the environment (`LC_ALL`, `LC_CTYPE`, `LANG`): ncurses and
/// the C library need it set before the screen opens, and drawing needs to know whether it is UTF-8.
public enum ProcessLocale {
    /// The glyph set the locale can show; the first use sets the locale (`setlocale`), later uses reuse it.
    public static let glyphs: GlyphSet = {
        setlocale(LC_ALL, "")
        return GlyphSet.forCodeset(String(cString: nl_langinfo(nl_item(CODESET))))
    }()
}
