import FoundationEssentials
import VitrineCore
import VitrineSystem

/// A folder of theme files (`NAME.json`).
public struct ThemeDirectory: Sendable {
    public let url: URL

    /// The folder's path, taken from the URL once: theme files are named from it by joining strings, not
    /// with `URL.appendingPathComponent` (generic code the gallery's start-up need not meet).
    public let path: String

    public init(url: URL) {
        self.url = url
        path = url.filePath
    }

    /// The theme names in the folder, sorted (the folder is read on each call).
    public func themeNames() -> [String] {
        let files = FolderNames.list(path)
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The theme names without the files other themes of the folder name as their dark values
    /// (`"$modes": {"dark": "brand.dark.json"}`): those are halves of a theme, which no command can load
    /// alone. Reads every theme file of the folder (kept while unchanged: ``ThemeFileBytes``), parsing only
    /// those that say `"$modes"`: for `t` and the commands that go through every theme, not the start-up.
    public func standaloneThemeNames() -> [String] {
        let names = themeNames()
        var halves = Set<String>()
        let modes = Array(#""$modes""#.utf8)
        for name in names {
            guard let bytes = ThemeSourceReader.bytes(of: fileURL(forTheme: name)), Self.contains(modes, in: bytes),
                  var dark = (try? JSONReader.read(bytes))?["$modes"]?["dark"]?.string else { continue }
            if dark.hasPrefix("./") { dark.removeFirst(2) }
            if dark.hasSuffix(".json"), !dark.contains("/") { halves.insert(String(dark.dropLast(".json".count))) }
        }
        return names.filter { !halves.contains($0) }
    }

    /// True when `needle` occurs in `bytes`, over raw buffers: `t` searches every theme file of the folder on
    /// each press (the generic `firstRange(of:)` took 3 ms of a 4 ms `t` at 300x100).
    static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return needle.isEmpty }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                var index = 0
                let last = haystack.count - needle.count
                while index <= last {
                    if haystack[index] == first, (1 ..< needle.count).allSatisfy({ haystack[index + $0] == needle[$0] }) { return true }
                    index += 1
                }
                return false
            }
        }
    }

    /// The file of theme `name` in this folder.
    public func fileURL(forTheme name: String) -> URL {
        URL(fileURLWithPath: filePath(forTheme: name), isDirectory: false)
    }

    /// The path of theme `name`'s file in this folder.
    public func filePath(forTheme name: String) -> String {
        (path.hasSuffix("/") ? path : path + "/") + name + ".json"
    }

    /// The file of theme `name`: in this folder, else (served) among `candidates` (`NAME` of this client's,
    /// `NAME@OWNER` of any key's); the folder's file, missing, when neither has it.
    public func file(named name: String, orStoredIn candidates: CandidateArea?) -> URL {
        let file = filePath(forTheme: name)
        if !FileManager.default.fileExists(atPath: file), let stored = candidates?.file(of: name) { return stored }
        return URL(fileURLWithPath: file, isDirectory: false)
    }

    /// True when `theme` names a file (`./brand.json`, `/tmp/x.json`) rather than a theme in a folder.
    public static func isPath(_ theme: String) -> Bool {
        theme.contains("/") || theme.hasSuffix(".json")
    }

    /// The first folder that exists of: `explicit`, `$VITRINE_THEMES`, `./themes`, and a `themes`
    /// folder beside the executable or in one of its parents (the repository when run from `.build`), then
    /// the installed data (`$XDG_DATA_HOME/vitrine/themes`, `$XDG_DATA_DIRS`, `../share/vitrine/themes`).
    public static func locate(explicit: String?, environment: [String: String],
                              currentDirectory: String, executablePath: String) -> ThemeDirectory? {
        candidates(explicit: explicit, environment: environment, currentDirectory: currentDirectory, executablePath: executablePath)
            .lazy.map(\.path).first(where: ExecutableFolders.isFolder)
            .map { ThemeDirectory(url: URL(fileURLWithPath: $0)) }
    }

    /// Where ``locate(explicit:environment:currentDirectory:executablePath:)`` looks, in order, each with its rule.
    public static func candidates(explicit: String?, environment: [String: String],
                                  currentDirectory: String, executablePath: String) -> [ExecutableFolders.Candidate] {
        let named = [(explicit, "--themes"), (environment["VITRINE_THEMES"], "$VITRINE_THEMES")].compactMap { path, rule in
            path.map { ExecutableFolders.Candidate(TypedPath.expanded($0, home: environment["HOME"]), rule: rule) }
        }
        guard explicit == nil else { return named }
        return named + [ExecutableFolders.Candidate(currentDirectory + "/themes", rule: "./themes")]
            + ExecutableFolders.dataCandidates("themes", inTree: "themes", environment: environment, executablePath: executablePath)
    }
}
