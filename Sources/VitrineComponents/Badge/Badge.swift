import VitrineCore

/// A small text label in a pill that draws attention to new, relevant or updated content.
///
/// ```
/// ▐ Pending ▌        one line: the terminal's caps (PillCaps: ◖ ◗, ▐ ▌, square or powerline curves)
/// ▗ This is a  ▖     several lines: rounded corners
/// ▝ longer one ▘
/// ( Pending )        ASCII locale
/// ```
/// Colours come from `theme.color.badge.<variant>.background|foreground`; without colour (`NO_COLOR`,
/// monochrome) the pill is drawn in reverse video and each variant adds its own attributes.
public struct Badge: Component, Inspectable, Sendable {
    public private(set) var content: Content

    public init(_ content: Content) {
        self.content = content
    }

    public static var requiredTokens: [TokenRequirement] {
        Variant.allCases.flatMap { [$0.backgroundToken.requirement, $0.foregroundToken.requirement] }
            + [typographyToken.optionalRequirement, BadgeCaps.token.optionalRequirement(oneOf: PillCaps.allCases.map(\.rawValue))]
    }

    /// The spec's badge text font (caption1, regular), optional: a weight of 600 and up draws the label
    /// bold, an italic style italic.
    public static let typographyToken = TypographyToken("theme.typography.badge.label")

    public var contentTokens: [TokenRequirement] { [content.textColor?.requirement].compactMap { $0 } }

    /// The explicit label, or else the text, sanitised like everything that reaches the screen; nothing
    /// for a badge that is not an accessibility element.
    public var accessibilityLabel: String {
        content.isAccessibilityElement ? TerminalText.sanitized(content.accessibilityLabel ?? content.text) : ""
    }

    /// The variant: default and neutral only tell badges apart; the others mean something.
    public var meaning: Meaning? {
        Meaning(family: "badge variant", name: content.variant.rawValue, isSemantic: ![.default, .neutral].contains(content.variant))
    }

    public func size(fitting maxWidth: Int, context: RenderContext) -> Size {
        let lines = layout(maxWidth: maxWidth, glyphs: context.glyphs)
        return Size(width: (lines.map(TextWidth.of).max() ?? 0) + Self.chromeWidth, height: lines.count)
    }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let lines = layout(maxWidth: area.width, glyphs: context.glyphs)
        let innerWidth = lines.map(TextWidth.of).max() ?? 0
        let body = bodyStyle(context)
        let capsStyle = BadgeCaps.style(context)
        context.mark(.decorative, Rect(x: area.x, y: area.y, width: innerWidth + Self.chromeWidth, height: lines.count).intersection(area))
        for (row, line) in lines.enumerated() where row < area.height {
            let y = area.y + row
            let caps = BadgeCaps(glyphs: context.glyphs, style: capsStyle, row: row, of: lines.count)
            let capStyle = caps.isBody ? body : capStyle(body: body, under: canvas[area.x, y], context: context)
            var x = area.x
            x += canvas.put(caps.leading, at: Point(x: x, y: y), style: capStyle, clip: area)
            let padding = String(repeating: " ", count: innerWidth - TextWidth.of(line))
            x += canvas.put(" " + line + padding + " ", at: Point(x: x, y: y), style: body, clip: area)
            canvas.put(caps.trailing, at: Point(x: x, y: y), style: capStyle, clip: area)
        }
    }

    /// Caps and one space of padding on each side.
    static let chromeWidth = 4

    /// The text lines of the pill for a pill at most `maxWidth` columns wide.
    func layout(maxWidth: Int, glyphs: GlyphSet) -> [String] {
        let limit = min(maxWidth, content.maxWidth ?? maxWidth) - Self.chromeWidth
        let text = TerminalText.sanitized(content.text)
        return TextWrapper.wrap(text, width: max(1, limit), maxLines: max(0, content.numberOfLines), ellipsis: glyphs.ellipsis)
    }

    /// The pill's colours and attributes. A pill sent without hue (a grey, black or white at the profile,
    /// as the high-contrast theme's danger pill at 16 colours) tells its variant by the attributes it has
    /// without colour.
    private func bodyStyle(_ context: RenderContext) -> Style {
        var attributes = context.theme.valueIfPresent(Self.typographyToken)?.textAttributes ?? []
        if context.isMonochrome { return Style(attributes: content.variant.monochromeAttributes.union(attributes)) }
        let background = context.theme.color(content.variant.backgroundToken)
        if let sent = context.profile.convert(background).rgbValue, sent.r == sent.g, sent.g == sent.b {
            attributes.formUnion(content.variant.monochromeAttributes.subtracting(.reverse))
        }
        return Style(foreground: content.textColor?.resolved(in: context.theme) ?? context.theme.color(content.variant.foregroundToken),
                     background: background, attributes: attributes)
    }

    /// Shaped caps take the pill's colour as foreground over whatever background lies beneath them.
    private func capStyle(body: Style, under cell: Cell, context: RenderContext) -> Style {
        if context.isMonochrome { return Style() }
        return Style(foreground: body.background, background: cell.style.background)
    }
}

extension Badge {
    /// Text; nothing for a badge screen readers skip.
    public var accessibilityTraits: AccessibilityTraits { content.isAccessibilityElement ? .staticText : [] }
}
