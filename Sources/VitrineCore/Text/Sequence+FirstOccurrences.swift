extension Sequence where Element: Hashable {
    /// The elements in order, each at its first occurrence only (a report lists each story once).
    public func firstOccurrences() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
