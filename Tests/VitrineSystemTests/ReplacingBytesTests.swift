import Testing
import VitrineSystem

/// Text replaced byte for byte: String's own `replacing` matches characters, so a combining mark after a
/// folder's path or a prepended character before it kept the path from being found.
@Suite struct ReplacingBytesTests {
    @Test(arguments: [
        ("no such theme /srv/vitrine/themes/x.json", "no such theme themes/x.json"),
        ("/srv/vitrine/themes\u{301}/x.json", "themes\u{301}/x.json"),
        ("\u{600}/srv/vitrine/themes/x.json", "\u{600}themes/x.json"),
        ("/srv/vitrine/themes/a and /srv/vitrine/themes/b", "themes/a and themes/b"),
        ("/srv/vitrine/theme", "/srv/vitrine/theme"),
        ("", ""),
    ])
    func everyOccurrenceOfTheBytesIsReplaced(text: String, expected: String) {
        #expect(text.replacingBytes(of: "/srv/vitrine/themes", with: "themes").utf8.elementsEqual(expected.utf8))
    }
}
