import FoundationEssentials
import VitrineCore
import VitrineSystem
import VitrineThemes

extension StoryCatalog {
    /// Loads the theme in `url` (or `contents`, as if at `url`; extending a theme of `baseFolder` when it
    /// comes from outside it; names in `$extends` found in `themesFolder` too), checked against every token
    /// the gallery and its components read. A file with the bytes of a bundled theme loads as that theme,
    /// resolved when Vitrine was built (``compiledThemes``), without being parsed again.
    public func loadTheme(from url: URL, contents: Data? = nil, baseFolder: URL? = nil, themesFolder: URL? = nil,
                          everyTokenRead: Bool = false) throws(ThemeError) -> Theme {
        var contents = contents
        if contents == nil, baseFolder == nil, !everyTokenRead, let bytes = bytesForCompiledThemes(url) {
            if let theme = CompiledTheme.theme(at: url, holding: bytes, from: Self.compiledThemes) { return theme }
            contents = Data(bytes) // read once: a file that cannot be read is read again below, which names why
        }
        return try Theme.load(from: url, contents: contents, baseFolder: baseFolder, themesFolder: themesFolder, requiredTokens: requiredTokens,
                              everyTokenRead: everyTokenRead)
    }

    /// The bundled theme in `url`, resolved when Vitrine was built, when the file holds its bytes and this
    /// catalogue reads the tokens the standard one does (the bundled themes were checked against those).
    public func compiledTheme(at url: URL) -> Theme? {
        bytesForCompiledThemes(url).flatMap { CompiledTheme.theme(at: url, holding: $0, from: Self.compiledThemes) }
    }

    /// The bundled default theme as a folder's `default.json` at `url` and its art held it when Vitrine was
    /// built, with nothing read: the gallery's first frame on the default theme waits for no file, and the
    /// gallery loads the file after it (``loadTheme(from:contents:baseFolder:themesFolder:everyTokenRead:)``),
    /// showing what differs. Nil for a file of another name, or when this catalogue reads other tokens.
    public func builtTheme(at url: URL) -> Theme? {
        let file = url.filePath
        guard readsStandardTokens, file.folderAndName?.name == "default.json" else { return nil }
        return CompiledTheme.bundledDefault.asBuilt(atFile: file)
    }

    /// The bytes of the file at `url` when a compiled theme may stand for it: this catalogue reads the
    /// tokens the standard one does, and the file can be read (within a theme's size).
    private func bytesForCompiledThemes(_ url: URL) -> [UInt8]? {
        guard readsStandardTokens else { return nil }
        return ThemeSourceReader.bytes(of: url)
    }

    /// The bundled themes resolved when Vitrine was built (`scripts/compile-themes` writes them).
    static let compiledThemes: [CompiledTheme] = [.bundledDefault]
}
