import FoundationEssentials
import VitrineCore
import VitrineSystem

/// Reads a theme file and, through `$extends`, every theme it builds on, merging them so that each
/// file's tokens replace the same paths of the theme it extends. A file's dark values may live in a
/// file of their own (`"$modes": {"dark": "brand.dark.json"}`), as design tools export modes.
public struct ThemeSourceReader {
    /// The merged theme (with its own `$extends`, and the nearest `$description`), and the files it is
    /// made of: its own first, then those it extends, nearest first.
    typealias Source = (theme: TokenFile, files: [URL])

    /// Longer `$extends` chains are refused (they are a mistake long before this).
    static let maximumDepth = 16
    /// Larger files are refused before they are read: a theme is a few kilobytes.
    public static let maximumFileSize = 4 << 20

    /// What the first theme holds when it is not read from its file (standard input, at a place in the
    /// themes folder so that its art resolves there).
    var rootContents: Data?
    /// The folder the first theme's `$extends` names its base in, when the theme comes from outside it
    /// (standard input, a stored candidate): such a theme may come from anyone (over `vitrine serve`), so
    /// it extends a theme of that folder by name and names no other file.
    var baseFolder: URL?

    func read(_ url: URL) throws(ThemeError) -> Source {
        try read(url, below: [])
    }

    private func read(_ url: URL, below extending: [URL]) throws(ThemeError) -> Source {
        let file = url.path
        let data: Data
        if extending.isEmpty, let rootContents { data = rootContents } else { data = try Self.contents(of: url) }
        var parsed = try TokenFileParser(file: file).parse(data)
        var ownFiles = [url]
        if let darkFile = parsed.darkFile {
            ownFiles.append(try Self.readDarkValues(darkFile, besides: url, into: &parsed))
        }
        guard let extends = parsed.extends else {
            return (parsed, ownFiles)
        }
        var baseURL = Self.url(ofBase: extends, besides: url)
        if extending.isEmpty, let baseFolder {
            guard !ThemeDirectory.isPath(extends), !extends.hasPrefix(".") else {
                throw ThemeError(file: file, tokenPath: "$extends",
                                 message: "a theme from outside the themes folder extends one of its themes by name, not \"\(extends)\"")
            }
            baseURL = baseFolder.appendingPathComponent(extends + ".json")
        }
        let chain = extending + [url]
        if chain.map(\.standardizedFileURL).contains(baseURL.standardizedFileURL) {
            let names = (chain + [baseURL]).map { $0.deletingPathExtension().lastPathComponent }
            throw ThemeError(file: file, tokenPath: "$extends", message: "extends cycle: \(names.joined(separator: " → "))")
        }
        guard chain.count < Self.maximumDepth else {
            throw ThemeError(file: file, tokenPath: "$extends", message: "more than \(Self.maximumDepth) themes extend each other")
        }
        guard FileManager.default.fileExists(atPath: baseURL.path) else {
            throw ThemeError(file: file, tokenPath: "$extends", message: "base theme \"\(extends)\" not found (\(baseURL.path))")
        }
        var (merged, files) = try read(baseURL, below: chain)
        for (path, token) in parsed.tokens {
            var override = token
            override.type = token.type ?? merged.tokens[path]?.type
            // A literal colour of its own without palette entries drops those the extended theme authored.
            if override.type == .color, token.palette == nil, token.value.string?.hasPrefix("{") != true,
               let base = merged.tokens[path], let palette = base.palette {
                merged.droppedPalettes.append(DroppedPalette(path: path, file: token.file, baseFile: base.file, palette: palette))
            }
            merged.tokens[path] = override
        }
        merged.extends = extends
        merged.description = parsed.description ?? merged.description
        return (merged, ownFiles + files)
    }

    /// Reads `name` (relative to `url`'s folder, and inside it) and makes each of its tokens the dark
    /// value of the same token of `theme`; returns the file's URL (for watching).
    private static func readDarkValues(_ name: String, besides url: URL, into theme: inout TokenFile) throws(ThemeError) -> URL {
        let folder = url.deletingLastPathComponent()
        let darkURL: URL
        do {
            darkURL = try ConfinedPath.resolve(name, from: folder, within: [folder])
        } catch {
            throw ThemeError(file: url.path, tokenPath: "$modes.dark", message: "\(name): \(error)")
        }
        let dark = try TokenFileParser(file: darkURL.path).parse(try contents(of: darkURL))
        for (path, token) in dark.tokens.sorted(by: { $0.key < $1.key }) {
            guard theme.tokens[path] != nil else {
                throw ThemeError(file: darkURL.path, tokenPath: path, message: "a dark value for a token \(url.lastPathComponent) does not have")
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

    /// The bytes of a regular file of at most `maximumFileSize`.
    private static func contents(of url: URL) throws(ThemeError) -> Data {
        do {
            return Data(try BoundedFile.read(url, limit: maximumFileSize))
        } catch {
            let message: String
            switch error {
            case .missing: message = "cannot read the file (no such file)"
            case .notARegularFile: message = "not a regular file"
            case let .tooLarge(size, limit): message = "the file is \(size >> 20) MiB; a theme may be at most \(limit >> 20) MiB"
            case let .unreadable(reason): message = "cannot read the file (\(reason))"
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
