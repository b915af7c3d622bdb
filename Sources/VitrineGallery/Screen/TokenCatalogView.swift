import VitrineCore

/// The token catalogue (`o`) over the sidebar and story pane: one group of the shown theme's tokens for the
/// appearance shown, a row a token — a swatch of a colour as sent, the path within the group, the value,
/// what a colour is sent as at 256 and 16 colours, the alias chain — where the page is, and on its last row
/// who reads the highlighted token.
struct TokenCatalogView {
    let catalog: TokenCatalog
    let theme: ResolvedTheme
    let profile: ColorProfile
    /// The components that read a token, and through which of their tokens (``StoryCatalog/readers(of:in:)``).
    let readers: (TokenPath) -> [(component: String, through: TokenPath)]

    func render(in area: Rect, on canvas: inout Canvas, glyphs: GlyphSet) {
        canvas.fill(area)
        let groups = TokenCatalog.groups(of: theme)
        guard !groups.isEmpty else { return }
        let index = catalog.groupIndex(among: groups.count)
        let (name, tokens) = groups[index]
        let (header, page) = area.inset(left: 1, right: 1).splitTop(2)
        let body = page.inset(bottom: 1), footer = Rect(x: page.x, y: page.maxY - 1, width: page.width, height: min(1, page.height))
        let title = "Tokens \(glyphs.pathSeparator) \(name)  (group \(index + 1) of \(groups.count), \(tokens.count) tokens, \(theme.name), "
            + "\(theme.appearance.rawValue))"
        canvas.put(TextWrapper.truncate(title, width: header.width, ellipsis: glyphs.ellipsis), at: header.origin,
                   style: Style(attributes: .bold), clip: header)
        canvas.put(TextWrapper.truncate("← → group · ↑ ↓ J K move · / finds a token · t d follow · Esc or o closes", width: header.width, ellipsis: glyphs.ellipsis),
                   at: Point(x: header.x, y: header.y + 1), style: Style(attributes: .dim), clip: header)
        let pathWidth = min(body.width / 2, (tokens.map { TextWidth.of(relative($0.path.rawValue, to: name)) }.max() ?? 0) + 2)
        let arrow = glyphs.arrow
        let highlighted = min(catalog.scroll, max(0, tokens.count - 1))
        let first = min(highlighted, max(0, tokens.count - body.height))
        for (row, token) in tokens.dropFirst(first).prefix(body.height).enumerated() {
            let y = body.y + row
            var x = body.x
            if case let .color(color) = token.value {
                canvas.put(glyphs == .unicode ? "██" : "##", at: Point(x: x, y: y), style: Style(foreground: profile.convert(color)), clip: body)
            }
            x += 3
            canvas.put(TextWrapper.truncate(relative(token.path.rawValue, to: name), width: pathWidth, ellipsis: glyphs.ellipsis),
                       at: Point(x: x, y: y), style: Style(attributes: first + row == highlighted ? [.bold, .reverse] : .bold), clip: body)
            x += pathWidth
            var detail = TerminalText.sanitized(token.shown.description)
            if case let .color(color) = token.value {
                // What the terminal is sent: the theme's own entries (shown with the value) or the conversion's.
                detail += "  sent: \(Self.entry(ColorProfile.ansi256.convert(color))) at 256, \(Self.entry(ColorProfile.ansi16.convert(color))) at 16, "
                    + "\(Self.entry(ColorProfile.ansi8.convert(color))) at 8"
            }
            if !token.aliasChain.isEmpty { detail += "  " + token.aliasChain.map { "\(arrow) \($0.rawValue)" }.joinedText(separator: " ") }
            canvas.put(TextWrapper.truncate(detail, width: max(0, body.maxX - x), ellipsis: glyphs.ellipsis), at: Point(x: x, y: y), style: .plain, clip: body)
        }
        if tokens.indices.contains(highlighted), footer.height > 0 {
            canvas.put(TextWrapper.truncate(TerminalText.sanitized(readersLine(of: tokens[highlighted].path, arrow: arrow)), width: footer.width,
                                            ellipsis: glyphs.ellipsis), at: footer.origin, style: Style(attributes: .dim), clip: footer)
        }
    }

    /// Who reads `token`, for the page's last row.
    private func readersLine(of token: TokenPath, arrow: String) -> String {
        let readers = readers(token)
        guard !readers.isEmpty else { return "\(token.rawValue): no component reads it" }
        return "\(token.rawValue) is read by " + readers.map { reader in
            reader.through == token ? reader.component : "\(reader.component) (\(reader.through.rawValue) \(arrow) \(token.rawValue))"
        }.joinedText(separator: ", ")
    }

    /// A palette colour by its number (`224`); anything else as it describes itself.
    private static func entry(_ color: Color) -> String {
        if case let .indexed(index) = color { return String(index) }
        return color.description
    }

    /// `path` without its group (`theme.color.badge.danger.background` → `danger.background`).
    private func relative(_ path: String, to group: String) -> String {
        path.hasPrefix(group + ".") ? String(path.dropFirst(group.count + 1)) : path
    }
}
