import Testing
import VitrineSystem

/// Text compared and replaced as bytes: String's own `contains`, `replacing` and `==` work on characters and
/// canonical equivalence, so a combining mark after a folder's path or a prepended character before it kept
/// the path from being found, and `café` matched `cafe` + U+0301.
@Suite struct StringBytesTests {
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

    @Test(arguments: [
        ("themes/./a/../default.json", "themes/default.json"), ("a//b/", "a/b"), ("./x.json", "x.json"),
        ("q/\u{301}../../x.json", "q/x.json"), ("a/..\u{301}/b", "a/..\u{301}/b"),
    ])
    func aRelativePathFoldsItsDotsPartByPart(path: String, expected: String) {
        #expect(path.foldedRelativePath?.utf8.elementsEqual(expected.utf8) == true, "\(String(describing: path.foldedRelativePath))")
    }

    @Test(arguments: ["..", "a/../..", "../a", ".", "", "a/.."])
    func aRelativePathThatClimbsOutOrIsEmptyFoldsToNothing(path: String) {
        #expect(path.foldedRelativePath == nil)
    }
}
