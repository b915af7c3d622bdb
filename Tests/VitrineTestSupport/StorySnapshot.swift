import VitrineCatalog
import VitrineCore
import VitrineThemes

/// One story as the snapshot tests record it: drawn alone on its page, `width` columns wide, as text with
/// its style layer (``StyleLayer``), after its inspector notes when `withNotes`.
public enum StorySnapshot {
    public static func text(_ story: Story, theme: Theme, appearance: Appearance, width: Int, profile: ColorProfile = .trueColor,
                            glyphs: GlyphSet = .unicode, blitter: Blitter = .halfBlock, withNotes: Bool = false) -> String {
        let context = RenderContext(theme: theme.resolved(for: appearance), profile: profile, glyphs: glyphs, blitter: blitter)
        let drawn = StyleLayer.describe(story.standaloneCanvas(width: width, context: context))
        return withNotes ? (story.inspectorNotes + [drawn]).joined(separator: "\n") : drawn
    }
}
