import FoundationEssentials
import Testing
import VitrineSystem

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
