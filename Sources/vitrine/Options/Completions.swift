import ArgumentParser
import VitrineCatalog

/// What the shell completions offer for the values users type most: story ids (`--story ba<Tab>`,
/// `render <Tab>`) and theme names (`--theme <Tab>`, from the themes folder found as the command finds it;
/// a path completes as a file). Asked by the completion scripts at Tab (`vitrine ---completion …`).
enum Completions {
    /// Every story id that starts with what was typed.
    static let stories = CompletionKind.custom { _, _, prefix in
        StoryCatalog.standard.allStories.map(\.id).filter { $0.hasPrefix(prefix) }
    }

    /// The theme names in the themes folder that start with what was typed; files for a path.
    static let themes = CompletionKind.custom { _, _, prefix in
        guard !prefix.contains("/") else { return [] }
        return (ThemeLocator(folder: nil).directory()?.themeNames() ?? []).filter { $0.hasPrefix(prefix) }
    }
}
