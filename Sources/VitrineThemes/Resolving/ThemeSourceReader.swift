import FoundationEssentials
import VitrineCore
import VitrineSystem

/// Reads a theme file and, through `$extends`, every source it builds on, merging them so that each
/// file's tokens replace the same paths of the sources before it. `$extends` takes a name (a theme of the
/// themes folder, or beside the file), a path (a design tool's export, `../tokens/color.tokens.json`) or a
/// list of them, later ones winning; a DTCG resolver document (known by its content, whatever its name)
/// gives the light and the dark values through its sets and modifier contexts (``ResolverReader``), and so
/// does a Tokens Studio project named by its `$metadata.json` or `$themes.json` (``TokensStudioReader``). A file's dark values may
/// also live in a file of their own (`"$modes": {"dark": "brand.dark.json"}`).
public struct ThemeSourceReader {
    /// The merged theme (with its own `$extends`, and the nearest `$description`), and the files it is
    /// made of: its own first, then those it extends, nearest first.
    typealias Source = (theme: TokenFile, files: [URL])

    /// Longer `$extends` chains are refused (they are a mistake long before this).
    static let maximumDepth = 32
    /// The most files one theme may be made of, all sources counted (GitHub Primer is 46).
    static let maximumFiles = 512
    /// Larger files are refused before they are read: a theme is a few kilobytes.
    public static let maximumFileSize = 4 << 20

    /// What the first theme holds when it is not read from its file (standard input, at a place in the
    /// themes folder so that its art resolves there).
    var rootContents: Data?
    /// The folder the first theme's `$extends` names its base in, when the theme comes from outside it
    /// (standard input, a stored candidate): such a theme may come from anyone (over `vitrine serve`), so
    /// it extends a theme of that folder by name and names no other file.
    var baseFolder: URL?
    /// The themes folder: a name (`default`) not beside the file that names it is looked for there.
    var themesFolder: URL?

    /// How many files were read so far (against ``maximumFiles``).
    private final class Budget {
        var files = 0
    }

    private let budget = Budget()

    init(rootContents: Data? = nil, baseFolder: URL? = nil, themesFolder: URL? = nil) {
        self.rootContents = rootContents
        self.baseFolder = baseFolder
        self.themesFolder = themesFolder
    }

    func read(_ url: URL) throws(ThemeError) -> Source {
        try read(url, below: [])
    }

    /// The source at `url`, read below the chain `extending` (the files that extend it, outermost first).
    func read(_ url: URL, below extending: [URL]) throws(ThemeError) -> Source {
        let file = url.path
        budget.files += 1
        guard budget.files <= Self.maximumFiles else {
            throw ThemeError(file: file, tokenPath: "$extends", message: "a theme made of more than \(Self.maximumFiles) files")
        }
        if TokensStudioReader.projectFiles.contains(url.lastPathComponent), !(extending.isEmpty && rootContents != nil) {
            return try TokensStudioReader(reader: self).read(url, below: extending)
        }
        let data: Data
        if extending.isEmpty, let rootContents { data = rootContents } else { data = try Self.contents(of: url) }
        let (document, holdsReference) = try TokenFileParser.json(data, file: file)
        // A resolver document is known by what it holds, whatever its name (the module's own examples load `resolver.json`).
        if ResolverReader.isResolver(document) {
            return try ResolverReader(reader: self).read(url, document: document, below: extending)
        }
        var parsed = try TokenFileParser(file: file).parse(document, holdsReference: holdsReference)
        var ownFiles = [url]
        guard !parsed.extends.isEmpty else {
            if let darkFile = parsed.darkFile {
                ownFiles.append(try Self.readDarkValues(darkFile, besides: url, within: [], into: &parsed))
            }
            return (parsed, ownFiles)
        }
        let chain = extending + [url]
        guard chain.count < Self.maximumDepth else {
            throw ThemeError(file: file, tokenPath: "$extends", message: "more than \(Self.maximumDepth) themes extend each other")
        }
        var merged: TokenFile?
        var files: [URL] = []
        for extends in parsed.extends {
            let baseURL = try self.baseURL(extends, of: url, root: extending.isEmpty)
            if chain.map(\.exactPath).contains(baseURL.exactPath) {
                let names = (chain + [baseURL]).map { $0.deletingPathExtension().lastPathComponent }
                throw ThemeError(file: file, tokenPath: "$extends", message: "extends cycle: \(names.joined(separator: " → "))")
            }
            let (base, baseFiles) = try read(baseURL, below: chain)
            merged = merged.map { Self.merge(base, over: $0) } ?? base
            files += baseFiles
        }
        var result = Self.merge(parsed, over: merged!)
        result.extends = parsed.extends
        result.description = parsed.description ?? merged?.description
        if let darkFile = parsed.darkFile {
            // After the merge: the dark values may be those of the tokens it extends (a mapping's export, light and dark in two files).
            ownFiles.append(try Self.readDarkValues(darkFile, besides: url, within: files, into: &result))
        }
        return (result, ownFiles + files)
    }

    /// The file `extends` names, for the theme at `url` (`root`: the theme asked for): a name beside it,
    /// else in the themes folder; a path relative to it. A theme from outside the themes folder names a
    /// theme of it, by name only.
    private func baseURL(_ extends: String, of url: URL, root: Bool) throws(ThemeError) -> URL {
        if root, let baseFolder {
            guard !ThemeDirectory.isPath(extends), !extends.hasPrefix(".") else {
                throw ThemeError(file: url.path, tokenPath: "$extends",
                                 message: "a theme from outside the themes folder extends one of its themes by name, not \"\(extends)\"")
            }
            return baseFolder.appendingPathComponent(extends + ".json")
        }
        let beside = Self.url(ofBase: extends, besides: url)
        if FileManager.default.fileExists(atPath: beside.path) { return beside }
        if !ThemeDirectory.isPath(extends), let themesFolder {
            let named = themesFolder.appendingPathComponent(extends + ".json")
            if FileManager.default.fileExists(atPath: named.path) { return named }
        }
        throw ThemeError(file: url.path, tokenPath: "$extends", message: "base theme \"\(extends)\" not found (\(beside.path))")
    }

    /// `top`'s tokens over `base`'s: a token without `$type` keeps its base's; a literal colour of its own
    /// without palette entries drops those the base authored (noted, for a warning). A group `top` makes
    /// extend another (`"danger": {"$extends": "{…success}"}`) takes the other group's tokens in place of
    /// those `base` gave it (they were kept before, and the extension silently did nothing); what `top`
    /// writes in the group itself still wins.
    static func merge(_ top: TokenFile, over base: TokenFile) -> TokenFile {
        var merged = base
        for (group, extended) in top.groupExtends {
            let (prefix, extendedPrefix) = (group + ".", extended + ".")
            for path in base.tokens.keys where path.hasPrefix(prefix) && top.tokens[path] == nil {
                let counterpart = extendedPrefix + path.dropFirst(prefix.count)
                if top.tokens[counterpart] != nil || base.tokens[counterpart] != nil { merged.tokens[path] = nil }
            }
        }
        for (path, token) in top.tokens {
            var override = token
            override.type = token.type ?? merged.tokens[path]?.type
            if override.type == .color, token.palette == nil, token.value.string?.hasPrefix("{") != true,
               let below = merged.tokens[path], let palette = below.palette {
                merged.droppedPalettes.append(DroppedPalette(path: path, file: token.file, baseFile: below.file, palette: palette))
            }
            merged.tokens[path] = override
        }
        merged.groupExtends += top.groupExtends
        merged.groupTypes.merge(top.groupTypes) { _, own in own }
        merged.droppedPalettes += top.droppedPalettes
        merged.notes += top.notes
        return merged
    }

    /// The JSON document at `url` (a part of it named by a resolver's `$ref`), counted as a file read.
    func document(at url: URL) throws(ThemeError) -> JSONValue {
        budget.files += 1
        guard budget.files <= Self.maximumFiles else {
            throw ThemeError(file: url.path, tokenPath: "$extends", message: "a theme made of more than \(Self.maximumFiles) files")
        }
        return try TokenFileParser.json(try Self.contents(of: url), file: url.path).value
    }

    /// Reads `name` (relative to `url`'s folder, and inside it or the folder of one of the files `url`
    /// extends, `extended`) and makes each of its tokens the dark value of the same token of `theme` (the
    /// file's own, or one it extends); returns the file's URL (for watching).
    private static func readDarkValues(_ name: String, besides url: URL, within extended: [URL], into theme: inout TokenFile) throws(ThemeError) -> URL {
        let folder = url.deletingLastPathComponent()
        let darkURL: URL
        do {
            let folders = extended.map { $0.deletingLastPathComponent() }.reduce(into: [folder]) { folders, next in
                if !folders.contains(next) { folders.append(next) }
            }
            darkURL = try ConfinedPath.resolve(name, from: folder, within: folders)
        } catch {
            throw ThemeError(file: url.path, tokenPath: "$modes.dark", message: "\(name): \(error)")
        }
        let dark = try TokenFileParser(file: darkURL.path).parse(try contents(of: darkURL, followingLinks: false))
        for (path, token) in dark.tokens.sorted(by: { $0.key < $1.key }) {
            guard theme.tokens[path] != nil else {
                throw ThemeError(file: darkURL.path, tokenPath: path, message: "a dark value for a token \(url.lastPathComponent)"
                    + (extended.isEmpty ? " does not have" : " and the themes it extends do not have"))
            }
            theme.tokens[path]?.darkValue = token.value
            if let palette = token.palette {
                var extended = theme.tokens[path]?.palette ?? PaletteExtension(light: PaletteFallback(), dark: nil)
                extended.dark = palette.light
                theme.tokens[path]?.palette = extended
            }
        }
        return darkURL
    }

    /// The bytes of the theme file at `url` (a regular file of at most `maximumFileSize`); nil when it cannot
    /// be read. For a compiled theme, which stands for a file holding exactly its bytes.
    public static func bytes(of url: URL) -> [UInt8]? {
        try? read(url, followingLinks: true)
    }

    /// The bytes of the theme file at `url`, read once while it is unchanged (``ThemeFileBytes``).
    private static func read(_ url: URL, followingLinks: Bool) throws(BoundedFile.Failure) -> [UInt8] {
        try ThemeFileBytes.shared.bytes(at: url.filePath) { () throws(BoundedFile.Failure) in
            try BoundedFile.read(url, limit: maximumFileSize, followingLinks: followingLinks)
        }
    }

    /// The bytes of a regular file of at most `maximumFileSize` (`followingLinks` false: a real path
    /// already checked, read without following a link put in its path since).
    static func contents(of url: URL, followingLinks: Bool = true) throws(ThemeError) -> Data {
        do {
            return Data(try read(url, followingLinks: followingLinks))
        } catch {
            let message: String
            switch error {
            case .missing: message = "cannot read the file (no such file)"
            case .notARegularFile: message = "not a regular file"
            case let .tooLarge(size, limit): message = "the file is \(size >> 20) MiB; a theme may be at most \(limit >> 20) MiB"
            case let .unreadable(reason): message = "cannot read the file (\(reason))"
            case .linked: message = "cannot read the file: \(error)"
            }
            throw ThemeError(file: url.path, message: message)
        }
    }

    /// `$extends` names a theme in the same folder (`default`) or a file relative to it (`../x.json`).
    static func url(ofBase extends: String, besides url: URL) -> URL {
        let folder = url.deletingLastPathComponent()
        if ThemeDirectory.isPath(extends) {
            return extends.hasPrefix("/") ? URL(fileURLWithPath: extends) : folder.appendingPathComponent(extends)
        }
        return folder.appendingPathComponent(extends + ".json")
    }
}
