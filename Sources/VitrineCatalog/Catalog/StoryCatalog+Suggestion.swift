import VitrineCore

extension StoryCatalog {
    /// The story id nearest `id`, for "did you mean" (``NearestName``). Nil when none is near.
    public func suggestion(for id: String) -> String? {
        NearestName.to(id, among: allStories.map(\.id))
    }

    /// The message for an id no story has: with the nearest id when there is one.
    public func unknownStory(_ id: String) -> String {
        let story = "unknown story \"\(TerminalText.sanitized(id))\""
        guard let near = suggestion(for: id) else { return story + "; `vitrine stories` lists them" }
        return story + ": did you mean \(near)? (`vitrine stories` lists them)"
    }
}
