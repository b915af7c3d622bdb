import Testing
import VitrineSystem

/// A typed path's leading `~`: `$HOME`'s for `~` and `~/…`, a plain name otherwise, never a user lookup.
@Suite struct TypedPathTests {
    @Test(arguments: [
        ("~", "/home/me", "/home/me"), ("~/x.png", "/home/me", "/home/me/x.png"), ("~nosuchuser/x.png", "/home/me", "./~nosuchuser/x.png"),
        ("~/x.png", nil, "./~/x.png"), ("~/x.png", "relative", "./~/x.png"), ("a/~b", "/home/me", "a/~b"), ("/abs", "/home/me", "/abs"),
    ] as [(String, String?, String)])
    func aLeadingTildeIsHomeOrAName(text: String, home: String?, expected: String) {
        #expect(TypedPath.expanded(text, home: home) == expected)
    }

    /// Folders are the same when their names are the same bytes, as the kernel compares them: `café` and
    /// `cafe` + U+0301 are two folders, and a slash followed by a combining mark still ends a folder's name.
    @Test(arguments: [
        ("/a/b/c.json", "/a/b", "c.json"), ("/a/b/c.json", "/a/d", "../b/c.json"), ("/x.json", "/a/b", "../../x.json"),
        ("/a/cafe\u{301}/x.json", "/a/caf\u{E9}", "../cafe\u{301}/x.json"),
        ("/a/\u{301}b/x.json", "/a", "\u{301}b/x.json"),
    ])
    func aPathIsMadeRelativeByTheBytesOfItsFolderNames(path: String, folder: String, expected: String) {
        #expect(TypedPath.relative(path, from: folder).utf8.elementsEqual(expected.utf8), "\(TypedPath.relative(path, from: folder).debugDescription)")
    }

    @Test func aURLNeverLooksAUserUp() {
        #expect(TypedPath.url("~nosuchuser/x.png", relativeTo: nil, home: "/home/me").standardizedFileURL.path.hasSuffix("/~nosuchuser/x.png"))
    }
}
