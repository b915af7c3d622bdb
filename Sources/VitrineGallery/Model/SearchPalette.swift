import FoundationEssentials
import VitrineCatalog
import VitrineCore

/// Search (`/`) and the command palette (Ctrl-P): a query typed in place, results as you type over story
/// ids and titles, components, themes, commands and the shown theme's tokens (by path and value), Enter
/// goes. Part of ``GalleryModel``.
public struct SearchPalette: Equatable, Sendable {
    /// What a result leads to.
    public enum Target: Equatable, Sendable {
        case story(StoryPosition)
        case component(Int)
        case theme(URL)
        case command(Action)
        /// A token of the shown theme: Enter opens it in the token catalogue, with its readers.
        case token(TokenPath)
    }

    /// One result: what it is called, its kind for the list, and where Enter takes it.
    public struct Result: Equatable, Sendable {
        public let title: String
        public let kind: String
        public let target: Target
    }

    /// The longest query kept (a paste is cut there).
    static let maximumQuery = 80
    /// How many results are listed.
    static let maximumResults = 12

    public private(set) var query = ""
    /// Index into `results` of the highlighted one.
    public private(set) var selected = 0
    /// The best matches of `query`, best first.
    public private(set) var results: [Result] = []
    private let candidates: [Result]

    /// The search over `catalog`'s stories and components, `themes` and, once something is typed, `tokens`
    /// (the shown theme's, by path and value as shown).
    init(catalog: StoryCatalog, themes: [URL], tokens: [ResolvedToken] = []) {
        var candidates: [Result] = []
        for (component, entry) in catalog.components.enumerated() {
            for (index, story) in entry.stories.enumerated() {
                candidates.append(Result(title: "\(story.id)  \(story.title)", kind: "story",
                                         target: .story(StoryPosition(component: component, story: index))))
            }
        }
        for (index, entry) in catalog.components.enumerated() {
            candidates.append(Result(title: entry.name, kind: "component", target: .component(index)))
        }
        for file in themes {
            candidates.append(Result(title: file.deletingPathExtension().lastPathComponent, kind: "theme", target: .theme(file)))
        }
        for binding in Keymap.bindings where Self.paletteActions.contains(binding.action) {
            candidates.append(Result(title: binding.summary, kind: "command \(binding.label)", target: .command(binding.action)))
        }
        self.candidates = candidates
        self.tokens = tokens
        results = Array(candidates.prefix(Self.maximumResults))
    }

    /// The shown theme's tokens, searched once a query is typed (listed after what else matches as well).
    private let tokens: [ResolvedToken]
    /// `tokens` as results (path and value, sanitised: a theme's names may hold anything), made on the first
    /// typed query and kept for the next keys.
    private var tokenResults: [Result]?

    /// The commands the palette offers (moving about is what search itself does).
    static let paletteActions: Set<Action> = [.nextTheme, .previousTheme, .toggleAppearance, .toggleInspector, .nextBlitter,
                                              .togglePause, .nextSheet, .nextImageLoader, .cycleComparison, .copyCommand, .showHelp, .quit,
                                              .editControls, .resetStory]

    /// Types `text` (control characters, escape sequences and bidirectional overrides are never kept; line
    /// breaks become spaces).
    mutating func type(_ text: String) {
        let typed = (query + TerminalText.sanitized(text)).unicodeScalars.prefix(TerminalText.scalarLimit(characters: Self.maximumQuery))
        query = String(String(typed).prefix(Self.maximumQuery))
        refresh()
    }

    mutating func deleteBackward() {
        guard !query.isEmpty else { return }
        query.removeLast()
        refresh()
    }

    /// Moves the highlight by `step`, staying within the results.
    mutating func move(by step: Int) {
        selected = min(max(selected + step, 0), max(results.count - 1, 0))
    }

    /// The highlighted result.
    var chosen: Result? { results.indices.contains(selected) ? results[selected] : nil }

    /// What a key did to the palette, for the model to act on.
    enum Outcome: Equatable {
        /// The palette stays open, changed or not.
        case stays
        /// Esc: it closes.
        case closes
        /// Ctrl-C: the gallery quits.
        case quits
        /// Enter: it closes on the chosen result's target (nil: nothing matched).
        case chooses(Target?)
    }

    /// Handles `key` (typing, Backspace, ↑ ↓ Tab, a paste sanitised, Enter, Esc, Ctrl-C).
    mutating func press(_ key: Key) -> Outcome {
        switch key {
        case .escape: return .closes
        case .control("c"): return .quits
        case .backspace: deleteBackward()
        case .up: move(by: -1)
        case .down, .tab: move(by: 1)
        case let .character(character): type(String(character))
        case let .paste(text): type(TerminalText.sanitized(text))
        case .enter: return .chooses(chosen?.target)
        default: break
        }
        return .stays
    }

    private mutating func refresh() {
        selected = 0
        guard !query.isEmpty else {
            results = Array(candidates.prefix(Self.maximumResults))
            return
        }
        let tokenResults = self.tokenResults ?? tokens.map { token in
            Result(title: TerminalText.sanitized(token.path.rawValue + "  " + token.shown.description), kind: "token", target: .token(token.path))
        }
        self.tokenResults = tokenResults
        results = [candidates, tokenResults].joined().enumerated().compactMap { offset, candidate -> (Int, Int, Result)? in
            FuzzyMatch.score(query, in: candidate.title).map { ($0, offset, candidate) }
        }.sorted { ($0.0, -$0.1) > ($1.0, -$1.1) }.prefix(Self.maximumResults).map(\.2)
    }
}
