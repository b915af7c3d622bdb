import VitrineCatalog
import VitrineCore
import VitrineReview

/// The inspector (`i`): what a screen reader would say, the component's notes (e.g. why an image fell
/// back), the contrast of each pair of colours the story draws as sent (marked when below AA), then for
/// each token the story reads, its resolved value, the colour actually sent at the current colour
/// profile, its alias chain and its description. At 256 and 16 colours it says which of the story's
/// distinct token colours the palette makes one.
struct InspectorView {
    private let lines: [Line]
    /// How many lines it is scrolled down (``InspectorState/scroll``), at most ``end(rows:)``.
    private let scroll: Int

    /// The inspector of `story` as `context` shows it, `width` columns wide, scrolled down `scroll` lines (the
    /// lines are worked out once and wrap, so that no line loses its end).
    init(story: Story, context: RenderContext, width: Int, scroll: Int = 0) {
        self.init(lines: Self.lines(story: story, context: context, width: width), scroll: scroll)
    }

    /// The inspector showing `lines` (``lines(story:context:width:)``'s), scrolled down `scroll` lines.
    init(lines: [Line], scroll: Int) {
        self.lines = lines
        self.scroll = max(0, scroll)
    }

    /// The lines of the inspector of `story` as `context` shows it, `width` columns wide: a function of the
    /// three alone (``InspectorMemo`` keeps them).
    static func lines(story: Story, context: RenderContext, width: Int) -> [Line] {
        let label = story.accessibilityLabel.isEmpty ? "Accessibility label: none (screen readers skip it)"
            : "Accessibility label: \"\(story.accessibilityLabel)\"; traits: \(story.accessibilityTraits)"
        let notes = ([label] + story.inspectorNotes).flatMap { note in
            TextWrapper.wrap(note, width: max(1, width - 3), maxLines: 0, ellipsis: context.glyphs.ellipsis)
        }
        // One off-screen render, in the still state, gives both the tokens read and the pairs drawn (without
        // colour nothing is drawn in colour: the tokens are those of the same render in colour).
        var still = context
        still.reduceMotion = true
        let recording = story.recordedRender(context: still), reads = recording.reads
        let entries = context.isMonochrome ? [] : ContrastReport.entries(for: story, recording: recording, context: still)
        let unwrapped = contrastLines(entries) + mergedColorLines(reads, context: context)
            + tokenLines(context.isMonochrome ? story.tokensRead(context: context) : reads, context: context)
        let room = max(1, width - 3)
        return notes.map { Line(text: $0) } + unwrapped.flatMap { line -> [Line] in
            guard TextWidth.of(line.text) > room else { return [line] }
            return TextWrapper.wrap(line.text, width: room - 2, maxLines: 0, ellipsis: context.glyphs.ellipsis).enumerated().map { index, text in
                Line(swatch: index == 0 ? line.swatch : nil, text: (index == 0 ? "" : "  ") + text, style: line.style)
            }
        }
    }

    /// The farthest it scrolls when `rows` rows show it: its last line at the bottom (under the header, and
    /// above the row that says where the view is when not every line fits).
    func end(rows: Int) -> Int { max(0, lines.count - Self.listRows(lines.count, in: rows)) }

    /// The rows of lines `rows` rows show: all but the header, and the position row when they do not fit.
    private static func listRows(_ count: Int, in rows: Int) -> Int {
        count <= rows - 1 ? count : max(1, rows - 2)
    }

    /// One line for each palette entry that distinct colours of the story's tokens all become at the
    /// context's profile: `Same colour at 16 colours: theme.color.a, theme.color.b → colour 7 (white)`.
    private static func mergedColorLines(_ reads: [TokenRead], context: RenderContext) -> [Line] {
        guard context.profile.sendsPaletteEntries else { return [] }
        var tokensBySent: [Color: [(path: TokenPath, value: String)]] = [:]
        var order: [Color] = []
        for read in reads {
            guard case let .color(color)? = context.theme(for: read.appearance).token(read.path)?.value else { continue }
            let sent = context.profile.convert(color)
            if tokensBySent[sent] == nil { order.append(sent) }
            if !(tokensBySent[sent]?.contains { $0.path == read.path } ?? false) {
                tokensBySent[sent, default: []].append((read.path, color.description))
            }
        }
        return order.compactMap { sent in
            let tokens = tokensBySent[sent]!
            guard Set(tokens.map(\.value)).count > 1 else { return nil }
            return Line(text: "Same colour at \(context.profile.displayName): \(tokens.map(\.path.rawValue).joinedText(separator: ", "))"
                + " \(context.glyphs.arrow) \(sentDescription(of: sent, profile: context.profile))", style: Style(attributes: .bold))
        }
    }

    /// One line a pair of colours the story draws: `Contrast 1.59:1 text: #000000 on #1a237e, below AA
    /// (4.5:1)`; failures first, then text, meaningful graphics, decorative surfaces and logotypes, each
    /// worst first. An animated story is measured in its still state, so the lines do not change from one
    /// animation frame to the next (those redraw only the stage).
    private static func contrastLines(_ entries: [ContrastReport.Entry]) -> [Line] {
        let kinds = ContrastPair.Kind.allCases
        let minimum = ContrastPair.Kind.text.minimumRatio
        let ordered = entries.enumerated().sorted { first, second in
            let (a, b) = (first.element, second.element)
            return (a.fails(textMinimum: minimum) ? 0 : 1, kinds.firstIndex(of: a.pair.kind)!, first.offset)
                < (b.fails(textMinimum: minimum) ? 0 : 1, kinds.firstIndex(of: b.pair.kind)!, second.offset)
        }.map(\.element)
        return ordered.map { entry in
            let pair = entry.pair
            let required = pair.kind.minimumRatio
            let ratio = (pair.ratio * 100).rounded() / 100
            var text = "Contrast \(ratio.compactDescription):1 \(pair.kind.rawValue): \(name(pair.foreground)) on \(name(pair.background))"
            let below = pair.ratio < required
            if below { text += ", below \(pair.kind == .graphic ? "WCAG 1.4.11" : "AA") (\(required.compactDescription):1)" }
            if below, let exemption = entry.exemption { text += ", exempt: \(exemption.rawValue)" }
            return Line(text: text, style: entry.fails(textMinimum: required) ? Style(attributes: .bold) : .plain)
        }
    }

    /// The rows the inspector wants, header included.
    var height: Int { lines.count + 1 }

    /// Shown as its header alone, saying how many lines it holds and how to see them (a short window,
    /// where the stage comes first).
    var collapsed = false

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let (header, rest) = area.splitTop(1)
        if collapsed {
            let title = "Inspector \(context.glyphs.pathSeparator) \(lines.count) lines: J shows them"
            canvas.put(TextWrapper.truncate(title, width: header.width, ellipsis: context.glyphs.ellipsis), at: header.origin,
                       style: Style(attributes: .bold), clip: header)
            return
        }
        let rows = Self.listRows(lines.count, in: area.height)
        let (list, footer) = rest.splitTop(rows)
        let first = min(scroll, end(rows: area.height))
        let shown = lines.dropFirst(first).prefix(rows)
        let title = "Inspector \(context.glyphs.pathSeparator) \(context.theme.name), \(context.theme.appearance.rawValue), "
            + context.profile.displayName + ", " + context.blitter.displayName
        canvas.put(TextWrapper.truncate(title, width: header.width, ellipsis: context.glyphs.ellipsis),
                   at: header.origin, style: Style(attributes: .bold), clip: header)
        let swatch = context.glyphs == .unicode ? "██" : "##"
        for (row, line) in shown.enumerated() {
            let y = list.y + row
            if let color = line.swatch {
                canvas.put(swatch, at: Point(x: list.x, y: y), style: Style(foreground: color), clip: list)
            }
            let text = TextWrapper.truncate(line.text, width: list.width - 3, ellipsis: context.glyphs.ellipsis)
            canvas.put(text, at: Point(x: list.x + 3, y: y), style: line.style, clip: list)
        }
        guard shown.count < lines.count, footer.height > 0 else { return }
        let position = "lines \(first + 1)\(context.glyphs == .unicode ? "–" : "-")\(first + shown.count) of \(lines.count): J K scroll"
        canvas.put(TextWrapper.truncate(position, width: footer.width - 3, ellipsis: context.glyphs.ellipsis),
                   at: Point(x: footer.x + 3, y: footer.y), style: Style(attributes: .dim), clip: footer)
    }

    /// One line: its text in its style, after a swatch of a colour (a token's) when it has one.
    struct Line: Equatable {
        var swatch: Color?
        var text: String
        var style: Style = .plain
    }

    private static func tokenLines(_ reads: [TokenRead], context: RenderContext) -> [Line] {
        reads.flatMap { read -> [Line] in
            let path = read.path
            guard let token = context.theme(for: read.appearance).token(path) else {
                return [Line(text: "\(path)  missing from the theme", style: Style(attributes: .bold))]
            }
            var swatch: Color?
            var value = token.shown.description
            if case let .color(color) = token.value {
                swatch = context.isMonochrome ? nil : color
                value = color.description + "  sent \(sentDescription(of: color, profile: context.profile))"
                if let fallback = color.paletteFallback, context.profile.usesFallback(fallback) { value += ", the theme's choice" }
            }
            // A token read from the other appearance (a fixed logo's) says so.
            let label = path.rawValue + (read.appearance == context.theme.appearance ? "" : " (\(read.appearance.rawValue))")
            var result = [Line(swatch: swatch, text: label, style: Style(attributes: .bold)), Line(text: "= " + value)]
            if !token.aliasChain.isEmpty {
                let arrow = context.glyphs.arrow
                result.append(Line(text: "\(arrow) " + token.aliasChain.map(\.rawValue).joinedText(separator: " \(arrow) ")))
            }
            if let deprecated = token.deprecated {
                result.append(Line(text: "deprecated: \(TerminalText.sanitized(deprecated))", style: Style(attributes: .bold)))
            }
            if let description = token.description {
                result.append(Line(text: description, style: Style(attributes: .dim)))
            }
            return result
        }
    }

    /// A colour as sent: `#1b1f26`, or `colour 235` from the palette.
    private static func name(_ sent: Color) -> String {
        if case let .indexed(index) = sent { return "colour \(index)" }
        return sent.description
    }

    private static let ansiNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// What reaches the terminal for `color`: the value itself, a palette entry (by its ANSI name, whose
    /// shade the user's terminal decides, or with the xterm RGB of the 256-colour cube and greys),
    /// or nothing in monochrome.
    private static func sentDescription(of color: Color, profile: ColorProfile) -> String {
        switch profile.convert(color) {
        case .terminalDefault:
            return "nothing (monochrome: attributes only)"
        case let .indexed(index) where index < 16:
            return "colour \(index) (\(index < 8 ? "" : "bright ")\(Self.ansiNames[Int(index) % 8]))"
        case let .indexed(index):
            let (r, g, b) = XtermPalette.rgb(ofIndex: Int(index))
            return "colour \(index) (\(Color.rgb(r, g, b)))"
        case let sent:
            return sent.description
        }
    }
}
