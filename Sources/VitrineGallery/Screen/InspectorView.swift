import VitrineCore

/// The inspector (`i`): what a screen reader would say, the component's notes (e.g. why an image fell
/// back), then for each token
/// the selected story reads, its resolved value, the colour actually sent at the current colour
/// profile, its alias chain and its description.
struct InspectorView {
    private let lines: [Line]

    /// The inspector of `story` as `context` shows it, `width` columns wide (the lines are worked out once;
    /// the accessibility label and the notes wrap, everything else is cut with an ellipsis).
    init(story: Story, context: RenderContext, width: Int) {
        let label = story.accessibilityLabel.isEmpty ? "Accessibility label: none (screen readers skip it)"
            : "Accessibility label: \"\(story.accessibilityLabel)\""
        let notes = ([label] + story.inspectorNotes).flatMap { note in
            TextWrapper.wrap(note, width: max(1, width - 3), maxLines: 0, ellipsis: context.glyphs.ellipsis)
        }
        lines = notes.map { Line(text: $0) } + Self.tokenLines(of: story, context: context)
    }

    /// The rows the inspector wants, header included.
    var height: Int { lines.count + 1 }

    func render(in area: Rect, on canvas: inout Canvas, context: RenderContext) {
        let (header, list) = area.splitTop(1)
        let title = "Inspector \(context.glyphs.pathSeparator) \(context.theme.name), \(context.theme.appearance.rawValue), "
            + context.profile.displayName + ", " + context.blitter.displayName
        canvas.put(TextWrapper.truncate(title, width: header.width, ellipsis: context.glyphs.ellipsis),
                   at: header.origin, style: Style(attributes: .bold), clip: header)
        let swatch = context.glyphs == .unicode ? "██" : "##"
        for (row, line) in lines.prefix(list.height).enumerated() {
            let y = list.y + row
            if let color = line.swatch {
                canvas.put(swatch, at: Point(x: list.x, y: y), style: Style(foreground: color), clip: list)
            }
            let text = TextWrapper.truncate(line.text, width: list.width - 3, ellipsis: context.glyphs.ellipsis)
            canvas.put(text, at: Point(x: list.x + 3, y: y), style: line.style, clip: list)
        }
    }

    private struct Line {
        var swatch: Color?
        var text: String
        var style: Style = .plain
    }

    private static func tokenLines(of story: Story, context: RenderContext) -> [Line] {
        story.tokensRead(context: context).flatMap { read -> [Line] in
            let path = read.path
            guard let token = context.theme(for: read.appearance).token(path) else {
                return [Line(text: "\(path)  missing from the theme", style: Style(attributes: .bold))]
            }
            var swatch: Color?
            var value = token.value.description
            if case let .color(color) = token.value {
                swatch = context.isMonochrome ? nil : color
                value += "  sent \(sentDescription(of: color, profile: context.profile))"
            }
            // A token read from the other appearance (a fixed logo's) says so.
            let label = path.rawValue + (read.appearance == context.theme.appearance ? "" : " (\(read.appearance.rawValue))")
            var result = [Line(swatch: swatch, text: label, style: Style(attributes: .bold)), Line(text: "= " + value)]
            if !token.aliasChain.isEmpty {
                let arrow = context.glyphs.arrow
                result.append(Line(text: "\(arrow) " + token.aliasChain.map(\.rawValue).joined(separator: " \(arrow) ")))
            }
            if let description = token.description {
                result.append(Line(text: description, style: Style(attributes: .dim)))
            }
            return result
        }
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
