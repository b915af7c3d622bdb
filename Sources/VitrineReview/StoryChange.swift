import VitrineCore

/// What a theme change does to one story in one appearance: the story drawn under each theme, as sent
/// at a colour profile, the cells that differ, and the changed tokens it read (what caused it).
public struct StoryChange: Sendable {
    public let storyID: String
    public let appearance: Appearance
    public let before: Canvas
    public let after: Canvas
    /// The cells that look different, row by row, over the larger of the two canvases (a cell only one has
    /// differs; a half block drawn as the other half in swapped colours does not: ``Cell/looksLike(_:)``).
    public let changedCells: [Point]
    /// The tokens the story read under either theme whose values differ.
    public let causes: [TokenChange]

    /// True when a cell differs as sent.
    public var isChanged: Bool { !changedCells.isEmpty }

    init(storyID: String, appearance: Appearance, before: Canvas, after: Canvas, causes: [TokenChange]) {
        self.storyID = storyID
        self.appearance = appearance
        self.before = before
        self.after = after
        self.causes = causes
        let width = max(before.size.width, after.size.width), height = max(before.size.height, after.size.height)
        let inBefore = before.bounds, inAfter = after.bounds
        changedCells = (0 ..< height).flatMap { y in
            (0 ..< width).compactMap { x -> Point? in
                let point = Point(x: x, y: y)
                let same = inBefore.contains(point) == inAfter.contains(point) && before[x, y].looksLike(after[x, y])
                return same ? nil : point
            }
        }
    }
}
