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

    @Test func aURLNeverLooksAUserUp() {
        #expect(TypedPath.url("~nosuchuser/x.png", relativeTo: nil, home: "/home/me").standardizedFileURL.path.hasSuffix("/~nosuchuser/x.png"))
    }
}
