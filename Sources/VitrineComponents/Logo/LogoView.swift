import VitrineCore

/// The brand's logo, square or wide, as text art from the theme (the spec's `LogoView` and its six
/// `app-logo-*` assets, and art of the theme's own for 24, 40, 80 or 120 pt frames), drawn at every
/// height: the art made for the frame's height when the theme has it, else the largest of the asset's arts
/// that fits, drawn as text and centred (art made only of blocks, at least twice smaller than the frame,
/// scaled up by whole cells). When none fits, the smallest is scaled down into the frame by pixels through
/// the blitter, so it never spills into other panes, as long as it keeps ``legibleScale`` of its size or
/// is only blocks (a mark); art with a word in it smaller than that (letters merge into bars) is drawn as
/// its wordmark, the word in the logo's colour, cut to the frame. Never a message in place of a logo.
///
/// The dynamic assets take the gallery's appearance (their token has a dark value); the light and
/// dark assets always show their own appearance, art and colours, on their own page colour.
public struct LogoView: Component, Inspectable, Sendable {
    public private(set) var content: Content

    public init(_ content: Content) {
        self.content = content
    }

    public static var requiredTokens: [TokenRequirement] {
        LogoType.allCases.flatMap { type in
            Variant.allCases.flatMap { variant in
                let name = Content(type: type, variant: variant).assetName
                return [LogoTokens.asset(name).requirement] + LogoTokens.artHeights.map { LogoTokens.asset(name, height: $0).optionalRequirement }
            }
        } + [LogoTokens.primary.requirement, LogoTokens.secondary.requirement, LogoTokens.page.requirement]
    }

    /// The art to draw in `frame`: the theme's art for this frame height when it gives one, else the
    /// largest of the asset's arts (its own and those for other heights) that fits, else the smallest.
    private func art(in theme: ResolvedTheme, frame: Size) -> TextArt {
        let height = Int(content.height.rounded())
        if content.height == Double(height), LogoTokens.artHeights.contains(height),
           let sized = theme.valueIfPresent(LogoTokens.asset(content.assetName, height: height)) {
            return sized
        }
        let base = theme.value(LogoTokens.asset(content.assetName))
        if frame.contains(base.size) { return base }
        let arts = [base] + LogoTokens.artHeights.compactMap { theme.valueIfPresent(LogoTokens.asset(content.assetName, height: $0)) }
        let area = { (art: TextArt) in art.size.width * art.size.height }
        if let fitting = arts.filter({ frame.contains($0.size) }).max(by: { area($0) < area($1) }) { return fitting }
        return arts.min { area($0) < area($1) } ?? base
    }

    /// A logo's art is a logotype: exempt from contrast minimums (WCAG 2, 1.4.3).

    public var accessibilityLabel: String {
        guard content.isAccessibilityElement else { return "" }
        return TerminalText.sanitized(content.accessibilityLabel ?? "Logo")
    }

    public var inspectorNotes: [String] {
        let frame = frameCells
        let shows = content.variant.fixedAppearance.map { "always the \($0.rawValue) appearance" } ?? "follows light/dark"
        return ["Asset \(content.assetName): \(shows); frame \(Int(content.height * content.type.aspect))x\(Int(content.height)) pt = "
            + "\(frame.width)x\(frame.height) cells. A theme may give art for 24, 40, 80 and 120 pt (\(content.assetName)-24pt); "
            + "another height draws the largest art that fits, else the smallest scaled down (its wordmark when letters would merge); "
            + "art of blocks, shades and line symbols at least twice smaller is scaled up by whole cells."]
    }

    /// The frame at the content's height, through the shared points-to-cells scale.
    private var frameCells: Size {
        PointScale.cells(width: content.height * content.type.aspect, height: content.height)
    }

    public func size(fitting maxWidth: Int, context: RenderContext) -> Size {
        fitted(in: Size(width: maxWidth, height: Int.max))
    }

    /// The frame, shrunk (keeping its shape) to fit `room`.
    private func fitted(in room: Size) -> Size {
        let frame = frameCells
        let scale = min(1, Double(max(0, room.width)) / Double(frame.width), Double(max(0, room.height)) / Double(frame.height))
        guard scale < 1 else { return frame }
        return Size(width: Int(Double(frame.width) * scale), height: Int(Double(frame.height) * scale))
    }

    public func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let frame = Rect(origin: area.origin, size: fitted(in: area.size))
        guard !frame.isEmpty else { return }
        context.mark(.logotype, frame)
        let theme = content.variant.fixedAppearance.map(context.theme(for:)) ?? context.theme
        let art = art(in: theme, frame: frame.size)
        if content.variant != .dynamic, !context.isMonochrome {
            canvas.fill(frame, with: Cell(" ", style: Style(background: theme.color(LogoTokens.page))))
        }
        let painter = LogoArtPainter(art: art, primary: theme.color(LogoTokens.primary), secondary: theme.color(LogoTokens.secondary),
                                     isMonochrome: context.isMonochrome)
        let factor = min(frame.width / max(art.size.width, 1), frame.height / max(art.size.height, 1))
        if factor >= 2, painter.isEnlargeable, context.glyphs == .unicode {
            painter.drawEnlarged(by: factor, centeredIn: frame, on: &canvas, context: context)
        } else if frame.size.contains(art.size) {
            painter.drawText(centeredIn: frame, on: &canvas, glyphs: context.glyphs)
        } else if !painter.isBlockArt, min(Double(frame.width) / Double(art.size.width), Double(frame.height) / Double(art.size.height)) < Self.legibleScale,
                  let word = painter.wordmark {
            drawWordmark(word, in: frame, on: &canvas, style: context.isMonochrome ? Style(attributes: .bold)
                : Style(foreground: theme.color(LogoTokens.primary), background: canvas[frame.x, frame.y].style.background, attributes: .bold))
        } else {
            painter.drawScaled(into: frame, on: &canvas, context: context)
        }
    }

    /// The least part of its size art with letters is scaled down to: below it letters merge into bars,
    /// and the art's word is drawn instead.
    public static let legibleScale = 0.75

    /// The art's word in the middle of the frame, cut to its width (a one-cell frame shows its first letter).
    private func drawWordmark(_ word: String, in frame: Rect, on canvas: inout Canvas, style: Style) {
        let text = String(word.prefix(frame.width))
        canvas.put(text, at: Point(x: frame.x + (frame.width - TextWidth.of(text)) / 2, y: frame.y + (frame.height - 1) / 2), style: style, clip: frame)
    }
}

extension LogoView {
    /// An image; nothing for a logo screen readers skip.
    public var accessibilityTraits: AccessibilityTraits { content.isAccessibilityElement ? .image : [] }
}
