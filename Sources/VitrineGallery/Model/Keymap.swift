import VitrineCore

/// Turns keys into actions. The bindings are also what the help overlay lists, so the two never disagree.
public enum Keymap {
    public static let bindings: [KeyBinding] = [
        KeyBinding(keys: [.up, .character("k")], label: "↑ k", summary: "previous row / story", action: .moveUp, hint: "move"),
        KeyBinding(keys: [.down, .character("j")], label: "↓ j", summary: "next row / story", action: .moveDown, hint: "move"),
        KeyBinding(keys: [.home, .character("g")], label: "Home g", summary: "first row / story", action: .moveToFirst),
        KeyBinding(keys: [.end, .character("G")], label: "End G", summary: "last row / story", action: .moveToLast),
        KeyBinding(keys: [.enter, .right, .character("l")], label: "Enter → l", summary: "open / focus story / press", action: .open, hint: "open"),
        KeyBinding(keys: [.left, .character("h")], label: "← h", summary: "close, sidebar", action: .close),
        KeyBinding(keys: [.escape], label: "Esc", summary: "back, same story", action: .back, sharesHelpRow: true),
        KeyBinding(keys: [.tab, .backTab], label: "Tab", summary: "switch pane", action: .switchPane),
        KeyBinding(keys: [.character("t")], label: "t", summary: "next theme", action: .nextTheme, hint: "theme"),
        KeyBinding(keys: [.character("T")], label: "T", summary: "previous", action: .previousTheme, sharesHelpRow: true),
        KeyBinding(keys: [.character("d")], label: "d", summary: "toggle light / dark", action: .toggleAppearance, hint: "dark"),
        KeyBinding(keys: [.character("i")], label: "i", summary: "show / hide the token inspector", action: .toggleInspector, hint: "tokens"),
        KeyBinding(keys: [.character("o")], label: "o", summary: "token catalogue: every token", action: .showTokens),
        KeyBinding(keys: [.character("J"), .pageDown], label: "J", summary: "inspector down", action: .scrollInspectorDown),
        KeyBinding(keys: [.character("K"), .pageUp], label: "K", summary: "up (PgDn PgUp)", action: .scrollInspectorUp, sharesHelpRow: true),
        KeyBinding(keys: [.character("b")], label: "b", summary: "next blitter: half, quad, sextant", action: .nextBlitter),
        KeyBinding(keys: [.character("p")], label: "p", summary: "pause / resume animation", action: .togglePause),
        KeyBinding(keys: [.character(".")], label: ".", summary: "step one animation frame", action: .stepFrame),
        KeyBinding(keys: [.character("/"), .control("p")], label: "/ Ctrl-P", summary: "search stories, themes, commands", action: .openSearch),
        KeyBinding(keys: [.character("e")], label: "e", summary: "edit the story's content", action: .editControls),
        KeyBinding(keys: [.character("r")], label: "r", summary: "reset the story's edits", action: .resetStory),
        KeyBinding(keys: [.character("v")], label: "v", summary: "sheets: many stories at once", action: .nextSheet),
        KeyBinding(keys: [.character("L")], label: "L", summary: "image loader: next", action: .nextImageLoader),
        KeyBinding(keys: [.character("c")], label: "c", summary: "compare: themes, modes, colours", action: .cycleComparison),
        KeyBinding(keys: [.character("y")], label: "y", summary: "copy view command", action: .copyCommand),
        KeyBinding(keys: [.character("P")], label: "P", summary: "save picture", action: .savePicture, sharesHelpRow: true),
        KeyBinding(keys: [.character("?")], label: "?", summary: "this help (any key closes it)", action: .showHelp, hint: "help"),
        KeyBinding(keys: [.character("q"), .control("c")], label: "q Ctrl-C", summary: "quit", action: .quit, hint: "quit"),
    ]

    /// What help lists: a row a binding, or a few that share one (``KeyBinding/sharesHelpRow``), their labels
    /// and summaries joined.
    public static let helpRows: [(label: String, summary: String)] = bindings.reduce(into: []) { rows, binding in
        if binding.sharesHelpRow, let last = rows.last {
            rows[rows.count - 1] = (last.label + " " + binding.label, last.summary + " / " + binding.summary)
        } else {
            rows.append((binding.label, binding.summary))
        }
    }

    private static let table: [Key: Action] = Dictionary(
        bindings.flatMap { binding in binding.keys.map { ($0, binding.action) } },
        uniquingKeysWith: { first, _ in first }
    )

    /// The status bar's key hints, in the keymap's order: each binding with a hint, its first key (the first
    /// one ASCII can show when `unicode` is false) and its word; neighbours with the same word share it
    /// (`↑↓ move`).
    /// `d`'s word names where it goes: `dark` from light (the default), `light` from dark.
    public static func hints(unicode: Bool, appearance: Appearance = .light) -> [String] {
        var groups: [(word: String, keys: [String])] = []
        for binding in bindings {
            guard let hint = binding.hint, let key = binding.keys.lazy.compactMap({ hintKey($0, unicode: unicode) }).first else { continue }
            let word = binding.action == .toggleAppearance ? appearance.toggled.rawValue : hint
            if groups.last?.word == word { groups[groups.count - 1].keys.append(key) } else { groups.append((word, [key])) }
        }
        return groups.map { "\($0.keys.joinedText(separator: unicode ? "" : "/")) \($0.word)" }
    }

    /// How the status bar writes `key`; nil for a key it does not show.
    private static func hintKey(_ key: Key, unicode: Bool) -> String? {
        switch key {
        case .up: return unicode ? "↑" : nil
        case .down: return unicode ? "↓" : nil
        case .enter: return unicode ? "⏎" : "Enter"
        case let .character(character): return String(character)
        default: return nil
        }
    }

    /// The action bound to `key`, if any.
    public static func action(for key: Key) -> Action? { table[key] }
}
