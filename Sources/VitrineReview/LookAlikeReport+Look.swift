import VitrineCatalog
import VitrineCore
import VitrineThemes

extension LookAlikeReport {
    /// A story that shows a meaning, as drawn.
    typealias Drawn = (storyID: String, meaning: Meaning, canvas: Canvas)

    /// How one meaning looks under a theme: the first story that has it, as sent at a profile.
    struct Look {
        let storyID: String
        let meaning: Meaning
        /// Every style the story shows.
        let styles: Set<Style>
        /// What sets it apart from its family: its colours that most of the family does not show, chromatic ones.
        let hues: Set<Color>
        /// The colour of those that most of its cells show (the tile, the pill, the dot).
        let main: Color?
        /// The colour most of its cells show besides the bare page (the tile, even in a colour its family
        /// shares), and its other colours (the icon, the text, the page where it shows in the look: a white icon
        /// on a white page): what a person tells looks apart by.
        let tile: Color?
        let marks: Set<Color>

        /// `same` when every style is, `reads as` when the distinguishing hues or the main colour (a hue) are
        /// the same; nil when they differ.
        func likeness(to other: Look) -> Pair.Likeness? {
            if styles == other.styles { return .same }
            if (!hues.isEmpty && hues == other.hues) || (main.map { $0 == other.main && $0.isChromatic } ?? false) { return .readsAs }
            return nil
        }

        /// For two looks that mean nothing on their own: `same` when every style is, `hard to tell apart` when
        /// their tiles are and each colour of one's marks is of one of the other's
        /// (``Color/isHardToTellApart(from:)``); nil when a person tells them apart.
        func tellingApart(from other: Look) -> Pair.Likeness? {
            if styles == other.styles { return .same }
            func covered(_ mine: Set<Color>, by theirs: Set<Color>) -> Bool {
                mine.allSatisfy { color in theirs.contains { color.isHardToTellApart(from: $0) } }
            }
            let tiles = tile.flatMap { mine in other.tile.map { mine.isHardToTellApart(from: $0) } } ?? (tile == nil && other.tile == nil)
            return tiles && covered(marks, by: other.marks) && covered(other.marks, by: marks) ? .hardToTellApart : nil
        }

        /// Each meaning's look under `theme` in `appearance` at `profile`, in catalogue order.
        static func all(catalog: StoryCatalog, theme: Theme, appearance: Appearance, profile: ColorProfile) -> [Look] {
            let representatives = LookAlikeReport.representatives(in: catalog)
            let context = RenderContext(theme: theme.resolved(for: appearance), profile: profile,
                                        otherAppearanceTheme: theme.resolved(for: appearance.toggled))
            return all(representatives.map { story, meaning in
                (story.id, meaning, LookAlikeReport.withoutPictures(story.recordedRender(width: 40, context: context), profile: profile))
            })
        }

        /// The looks of `drawn`, one story a meaning as sent (a baseline's records), each set apart from its family.
        static func all(_ drawn: [Drawn]) -> [Look] {
            let styles = drawn.map { LookAlikeReport.look(of: $0.canvas) }
            let families = drawn.map(\.meaning.family)
            let common = LookAlikeReport.commonColors(styles, families: families)
            return drawn.indices.map { index in
                // What sets each look apart: its colours that most of its family does not show (the page, an avatar's fill).
                let canvas = drawn[index].canvas
                let own = LookAlikeReport.colors(of: styles[index]).subtracting(common[families[index]] ?? [])
                var (page, shown) = LookAlikeReport.colorsOffThePage(of: canvas)
                shown.remove(.terminalDefault)
                let tile = LookAlikeReport.mainColor(of: canvas, among: shown.subtracting(page.map { [$0] } ?? []))
                return Look(storyID: drawn[index].storyID, meaning: drawn[index].meaning, styles: styles[index],
                            hues: own.filter(\.isChromatic), main: LookAlikeReport.mainColor(of: canvas, among: own),
                            tile: tile, marks: shown.subtracting(tile.map { [$0] } ?? []))
            }
        }
    }
}
