import FoundationEssentials

/// Under `vitrine serve` a client never sees the server's paths: the server marks its children
/// (`VITRINE_SERVED=1`) and gives them the themes folder as an absolute path, which every message then
/// names by its last component (`themes/nosuch.json`, not `/srv/vitrine/themes/nosuch.json`).
enum ServedPaths {
    /// The themes folder to hide and the name to show for it, when served.
    static let folder: (path: String, name: String)? = {
        let environment = ProcessInfo.processInfo.environment
        guard environment["VITRINE_SERVED"] == "1", let path = environment["VITRINE_THEMES"], path.hasPrefix("/"), path.count > 1 else {
            return nil
        }
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return (trimmed, trimmed.split(separator: "/").last.map(String.init) ?? "themes")
    }()

    /// `text` as a client may see it.
    static func shown(_ text: String) -> String {
        guard let folder, text.contains(folder.path) else { return text }
        return text.replacing(folder.path, with: folder.name)
    }
}
