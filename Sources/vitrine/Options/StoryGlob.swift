import ArgumentParser
import Glibc
import VitrineCatalog
import VitrineCore

/// A `--story GLOB` of the QA commands (`'badge/*'`): the stories whose id it matches. One that matches
/// no story of the catalogue is refused (exit 2), as a typo or a broken pattern is: `check --story '['`
/// compared nothing and passed.
struct StoryGlob {
    let pattern: String?

    /// `pattern` (nil: every story), refused when it matches none of `catalog`'s stories.
    init(_ pattern: String?, in catalog: StoryCatalog) throws {
        self.pattern = pattern
        guard let pattern else { return }
        guard catalog.allStories.contains(where: { matches($0.id) }) else {
            throw ValidationError("--story \(TerminalText.sanitized(pattern)) matches no story; `vitrine stories` lists them")
        }
    }

    /// `pattern`, already checked against the catalogue (by ``init(_:in:)`` in the same command).
    init(checked pattern: String?) {
        self.pattern = pattern
    }

    /// True when the story `id` is chosen.
    func matches(_ id: String) -> Bool {
        pattern.map { fnmatch($0, id, 0) == 0 } ?? true
    }
}
