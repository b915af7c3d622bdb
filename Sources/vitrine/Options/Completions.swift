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

    /// The theme names in the themes folder (the one `--themes` names on the line, else the one the command
    /// finds) that start with what was typed; nothing for a path.
    static let themes = CompletionKind.custom { words, _, prefix in
        guard !prefix.contains("/") else { return [] }
        return (ThemeLocator(folder: themesFolder(in: words)).directory()?.themeNames() ?? []).filter { $0.hasPrefix(prefix) }
    }

    /// The folder `--themes DIR` or `--themes=DIR` names in `words`, the last one given.
    private static func themesFolder(in words: [String]) -> String? {
        var folder: String?
        for (index, word) in words.enumerated() {
            if word == "--themes", index + 1 < words.count { folder = words[index + 1] }
            if word.hasPrefix("--themes=") { folder = String(word.dropFirst("--themes=".count)) }
        }
        return folder
    }
}
