import Glibc
import VitrineCore

/// The process's character encoding, adopted once from the environment (`LC_ALL`, `LC_CTYPE`, `LANG`):
/// ncurses and the C library's character functions need it set before the screen opens, and drawing
/// needs to know whether it is UTF-8. Only `LC_CTYPE` is adopted: it is all they read, and loading every
/// category opened two dozen locale files at start-up.
public enum ProcessLocale {
    /// The glyph set the locale can show; the first use sets the locale (`setlocale`), later uses reuse it.
    public static let glyphs: GlyphSet = {
        setlocale(LC_CTYPE, "")
        return GlyphSet.forCodeset(String(cString: nl_langinfo(nl_item(CODESET))))
    }()
}
