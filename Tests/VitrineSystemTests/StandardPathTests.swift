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
