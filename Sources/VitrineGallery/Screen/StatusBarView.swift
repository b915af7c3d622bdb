import VitrineCatalog
import VitrineCore
import VitrineSystem

/// The bottom row: theme, appearance and colour profile with what decided each, "paused" while
/// animation is, then as many of the most useful keys as fit.
struct StatusBarView {
    let themeName: String
    let appearance: Appearance
    let appearanceSource: AppearanceSource
    let profile: ColorProfile
    let profileSource: ColorProfileSource
    var isPaused = false
    /// Compare mode's axis, when on.
    var comparison: Comparison.Axis?
    /// Where the shown story is: story n of m.
    var storyNumber: (number: Int, count: Int)?
    /// Shown instead of the key hints (what `y` copied), cut to fit.
    var notice: String?
    /// The sheet shown, the selected entry's number and how many there are.
    var sheet: (kind: StorySheet.Kind, number: Int, count: Int)?
    /// The sheets the shown story has (`v` goes through them), named after the sheet's place while one shows.
    var sheetKinds: [StorySheet.Kind] = []
    /// Served: whom this gallery follows, or how many follow it.
    var sharing: String?
    var blitter: Blitter = .halfBlock
    /// The shared image loader, named when it is not the standard one.
    var imageLoader = SharedImageLoader.standard
    var reduceMotion = false

    func render(in area: Rect, on canvas: inout Canvas, glyphs: GlyphSet) {
        let style = Style(attributes: .reverse)
        canvas.fill(area, with: Cell(" ", style: style))
        let separator = glyphs == .unicode ? " · " : " | "
        let sheets = sheetKinds.isEmpty ? "" : " (v: \(sheetKinds.map(\.rawValue).joinedText(separator: " ")))"
        let parts = (sharing.map { [$0] } ?? []) + ["theme \(themeName)", "\(appearance.rawValue) (\(appearanceSource.label))",
                     "\(profile.displayName) (\(profileSource.label))"]
            // A sheet counts its own entries instead of the stories.
            + (sheet.map { ["sheet \($0.kind.rawValue) \($0.number)/\($0.count)" + sheets] } ?? storyNumber.map { ["story \($0.number) of \($0.count)"] } ?? [])
            + (comparison.map { ["compare \($0.label) (c)"] } ?? []) + (isPaused ? ["paused (p)"] : []) + (reduceMotion ? ["motion reduced"] : [])
            + (imageLoader == .standard ? [] : ["\(imageLoader.rawValue) loader (L)"])
        let choices = Self.hints(unicode: glyphs == .unicode, appearance: appearance)
        // The blitter gives way to the shortest key hints on a narrow bar.
        let drawing = [blitter.rawValue + " (b)"]
        let full = " " + (parts + drawing).joinedText(separator: separator)
        let fits = notice != nil || TextWidth.of(full) + 2 + TextWidth.of(choices.last ?? "") <= area.width
        let status = fits ? full : " " + parts.joinedText(separator: separator)
        // A notice (at most half the row: longer ones go above the bar) is shown whole, the status giving way:
        // it is what the last key did (a `P` message was once cut to its first letter at 100 columns).
        let noticeWidth = notice.map { TextWidth.of($0) + 3 } ?? 0
        let left = TextWrapper.truncate(status, width: max(1, area.width - noticeWidth), ellipsis: glyphs.ellipsis)
        canvas.put(left, at: area.origin, style: style.adding(.bold), clip: area)
        let room = area.width - TextWidth.of(left) - 2
        if let notice {
            canvas.put(notice, at: Point(x: area.maxX - TextWidth.of(notice) - 1, y: area.y), style: style.adding(.bold), clip: area)
            return
        }
        guard let hints = choices.first(where: { TextWidth.of($0) <= room }) else { return }
        canvas.put(hints, at: Point(x: area.maxX - TextWidth.of(hints), y: area.y), style: style, clip: area)
    }

    /// The key hints from the keymap, longest first (the first hints dropped one by one, the last two
    /// always kept), made once for each glyph set and appearance (`d` names the other one) when first
    /// drawn: a start-up draws one of the four. The first that fits is shown.
    private static func hints(unicode: Bool, appearance: Appearance) -> [String] {
        switch (unicode, appearance) {
        case (true, .light): return unicodeLightHints
        case (true, .dark): return unicodeDarkHints
        case (false, .light): return asciiLightHints
        case (false, .dark): return asciiDarkHints
        }
    }

    private static let unicodeLightHints = hintChoices(unicode: true, appearance: .light)
    private static let unicodeDarkHints = hintChoices(unicode: true, appearance: .dark)
    private static let asciiLightHints = hintChoices(unicode: false, appearance: .light)
    private static let asciiDarkHints = hintChoices(unicode: false, appearance: .dark)

    private static func hintChoices(unicode: Bool, appearance: Appearance) -> [String] {
        let hints = Keymap.hints(unicode: unicode, appearance: appearance)
        return hints.indices.dropLast().map { Array(hints[$0...]).joinedText(separator: "  ") + " " }
    }
}
