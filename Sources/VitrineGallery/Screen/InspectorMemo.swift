import VitrineCatalog
import VitrineCore

/// The inspector's lines for the last few stories and contexts the gallery showed. Working them out
/// renders the story again off screen and measures every pair of colours it draws, a third of a key's
/// own work at 300×100; a key that comes back to what was just shown (`d` and `d` again, `j` then `k`,
/// `t` round the themes) takes them from here. The lines are a function of the story, the context and
/// the width (``InspectorView/lines(story:context:width:)``), so an entry whose three are equal to
/// the asked-for ones is the answer, never a stale one.
struct InspectorMemo {
    private struct Entry {
        let story: Story
        let context: RenderContext
        let width: Int
        let lines: [InspectorView.Line]
    }

    /// The most entries kept: each appearance of the last two stories.
    static let capacity = 4
    /// Oldest first.
    private var entries: [Entry] = []

    /// The inspector's lines for `story` under `context`, `width` columns wide: kept ones, or worked out and kept.
    mutating func lines(story: Story, context: RenderContext, width: Int) -> [InspectorView.Line] {
        if let index = entries.firstIndex(where: { $0.width == width && Self.inspectsAlike($0.context, context) && $0.story == story }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.lines
        }
        let lines = InspectorView.lines(story: story, context: context, width: width)
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append(Entry(story: story, context: context, width: width, lines: lines))
        return lines
    }

    /// True when the inspector shows the same lines under `a` and `b`: every part of a context but the time,
    /// which it ignores (it renders the still state) except in monochrome, where the tokens listed are
    /// those of the frame's own moment.
    private static func inspectsAlike(_ a: RenderContext, _ b: RenderContext) -> Bool {
        a.profile == b.profile && a.glyphs == b.glyphs && a.reduceMotion == b.reduceMotion
            && a.drawnSymbols == b.drawnSymbols && a.pillCaps == b.pillCaps && a.preferredBlitter == b.preferredBlitter
            && (!a.isMonochrome || a.time == b.time) && a.theme == b.theme && a.otherAppearanceTheme == b.otherAppearanceTheme
    }
}
