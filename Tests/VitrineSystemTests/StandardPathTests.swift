import FoundationEssentials
import Testing
import VitrineSystem

@Suite struct StandardPathTests {
    /// The text's own standardisation gives what URL's does, for absolute, relative and odd spellings.
    @Test(arguments: [
        "/a/b/c.json", "/a/./b/../c.json", "/a//b///c.json", "/a/b/", "/../a", "/a/b/../../..", "/", "/.", "/a/..",
        "themes/default.json", "./themes/../themes/default.json", "../x.json", "a b/ç é.json", "/a/b/.hidden/..c/...",
        "/a/\u{301}b/../c.json", "/a/\u{301}/../c.json", "/a/.\u{301}/b", "/a/..\u{301}/b",
    ])
    func givesWhatURLsStandardisationGives(path: String) {
        let url = URL(fileURLWithPath: path)
        #expect(url.standardPath == url.standardizedFileURL.path, "\(path)")
    }
}

/// A path relative to a top folder (a theme at a git revision) folded part by part, split on the slash byte.
@Suite struct FoldedRelativePathTests {
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
