import Testing
import VitrineCatalog

/// An unknown story id says the one nearest it ("did you mean"), and nothing when none is near.
@Suite struct StorySuggestionTests {
    let catalog = StoryCatalog.standard

    @Test func aSlipNamesTheStoryMeant() {
        #expect(catalog.suggestion(for: "badge/dangr") == "badge/danger")
        #expect(catalog.suggestion(for: "emblm/info") == "emblem/info")
        #expect(catalog.suggestion(for: "Badge/Danger") == "badge/danger", "case does not count")
        #expect(catalog.suggestion(for: "nope") == nil && catalog.suggestion(for: "") == nil)
        #expect(catalog.unknownStory("badge/dangr") == "unknown story \"badge/dangr\": did you mean badge/danger? (`vitrine stories` lists them)")
        #expect(catalog.unknownStory("x\u{1B}[2J") == "unknown story \"x\"; `vitrine stories` lists them", "the escape sequence is not printed")
    }
}
