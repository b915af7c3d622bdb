/// Everything a component may know while rendering: no terminal, no clock, only these values.
public struct RenderContext: Sendable {
    public var theme: ResolvedTheme
    /// The same theme resolved for the other appearance, for what always shows one appearance (the
    /// light and dark logo variants); nil when only `theme` is known.
    public var otherAppearanceTheme: ResolvedTheme?
    /// Time since the gallery started, for animations; fixed in tests.
    public var time: Duration
    /// The colour profile of the output, so components can add attributes where colour is missing.
    public var profile: ColorProfile
    public var glyphs: GlyphSet
    /// Motion is off (`--reduce-motion`): animated components show a still state.
    public var reduceMotion: Bool = false
    /// The symbols the output draws exactly, whatever its font: block elements in a headless render (the
    /// default); what the terminal draws itself in the gallery (``DrawnSymbols``).
    public var drawnSymbols: DrawnSymbols = .blockElements
    /// The pill caps asked for (`--badge-caps`); nil: the theme's, else the best ``drawnSymbols`` draws.
    public var pillCaps: PillCaps?
    /// The blitter asked for (the gallery's `b` key, `render --blitter`); see ``blitter``.
    public var preferredBlitter: Blitter
    /// Where cell roles go during a recording render; nil (nothing kept) for frames.
    private var roleLog: CellRoleLog?

    public init(theme: ResolvedTheme, time: Duration = .zero, profile: ColorProfile = .trueColor,
                glyphs: GlyphSet = .unicode, blitter: Blitter = .halfBlock, otherAppearanceTheme: ResolvedTheme? = nil) {
        self.theme = theme
        self.otherAppearanceTheme = otherAppearanceTheme
        self.time = time
        self.profile = profile
        self.glyphs = glyphs
        preferredBlitter = blitter
    }

    /// The context's theme as `appearance` resolves it (the context's own when the other is unknown).
    public func theme(for appearance: Appearance) -> ResolvedTheme {
        appearance == theme.appearance ? theme : otherAppearanceTheme ?? theme
    }

    /// How components turn pixels into cells: the preferred blitter, or ASCII when the glyph set has no blocks.
    public var blitter: Blitter { Blitter.resolved(preferredBlitter, glyphs: glyphs) }

    /// True when colours will not show and components should tell states apart by attributes.
    public var isMonochrome: Bool { profile == .monochrome }

    /// This context in `appearance`: the theme of that mode, the other one as its other (unchanged when it
    /// is already in it, or has no other).
    public func appearing(_ appearance: Appearance) -> RenderContext {
        guard appearance != theme.appearance, let other = otherAppearanceTheme else { return self }
        var context = self
        (context.theme, context.otherAppearanceTheme) = (other, theme)
        return context
    }

    /// Declares what the cells of `rect` are for (kept only by a recording render).
    public func mark(_ role: CellRole, _ rect: Rect) {
        roleLog?.record(CellRole.Mark(role, rect))
    }

    /// This context with every token read (from either appearance's theme) and every cell role declared
    /// recorded in the returned logs: render with it once to learn what a story reads and draws.
    public func recording() -> (context: RenderContext, reads: TokenReadLog, roles: CellRoleLog) {
        let (log, roles) = (TokenReadLog(), CellRoleLog())
        var copy = self
        copy.theme = theme.recording(into: log)
        copy.otherAppearanceTheme = otherAppearanceTheme?.recording(into: log)
        copy.roleLog = roles
        return (copy, log, roles)
    }
}
