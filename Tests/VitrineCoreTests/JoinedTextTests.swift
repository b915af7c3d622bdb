import Testing
import VitrineCore

/// Strings joined without the standard library's generic `joined(separator:)`, and to the same result.
@Suite struct JoinedTextTests {
    @Test(arguments: [[String](), [""], ["a"], ["a", "b"], ["", ""], ["theme", "color", "\u{E9}"], ["a", "", "b"]])
    func joinedAsJoinedJoinsThem(parts: [String]) {
        for separator in ["", "/", ".", " → "] {
            #expect(parts.joinedText(separator: separator) == parts.joined(separator: separator))
        }
    }
}
