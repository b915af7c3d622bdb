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

/// A file's identity is its standard path's bytes.
@Suite struct ExactPathTests {
    @Test func canonicallyEquivalentNamesAreTwoFiles() {
        let (composed, decomposed) = (URL(fileURLWithPath: "/t/caf\u{E9}.json"), URL(fileURLWithPath: "/t/cafe\u{301}.json"))
        #expect(composed.standardPath == decomposed.standardPath, "String takes them as one")
        #expect(composed.exactPath != decomposed.exactPath)
        #expect(Set([composed.exactPath, decomposed.exactPath]).count == 2)
        #expect(URL(fileURLWithPath: "/t/./a/../caf\u{E9}.json").exactPath == composed.exactPath)
    }
}
