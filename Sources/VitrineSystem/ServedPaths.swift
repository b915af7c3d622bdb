import FoundationEssentials

/// Under `vitrine serve` a client never sees the server's paths: the server marks its children
/// (`VITRINE_SERVED=1`) and gives them the themes and candidates folders as absolute paths, which every
/// message then names by a short word (`themes/nosuch.json`, not `/srv/vitrine/themes/nosuch.json`;
/// `candidates/…` for stored themes), on the terminal too (a theme's error in the gallery's banner).
public enum ServedPaths {
    /// The folders to hide, each with the name to show for it, when served.
    private static let folders: [(path: String, name: String)] = {
        let environment = ProcessEnvironment.variables
        guard environment["VITRINE_SERVED"] == "1" else { return [] }
        return [("VITRINE_THEMES", nil), ("VITRINE_CANDIDATES", "candidates")].compactMap { variable, shownName in
            guard let path = environment[variable], path.hasPrefix("/"), path.count > 1 else { return nil }
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            return (trimmed, shownName ?? trimmed.slashSeparatedParts().last ?? "themes")
        }
    }()

    /// `text` as a client may see it: each folder's path found byte for byte (``Swift/String/replacingBytes(of:with:)``).
    public static func shown(_ text: String) -> String {
        folders.reduce(text) { text, folder in text.replacingBytes(of: folder.path, with: folder.name) }
    }
}
