import ArgumentParser
import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineSystem
import VitrineGallery
import VitrineThemes

/// Finds and loads themes for the commands: by name in the themes folder, or by path.
struct ThemeLocator {
    /// `--themes`, when given.
    var folder: String?

    /// The themes folder in use, if one exists (looked for on each call).
    func directory() -> ThemeDirectory? {
        ThemeDirectory.locate(explicit: folder, environment: ProcessEnvironment.variables,
                              currentDirectory: FileManager.default.currentDirectoryPath,
                              executablePath: ExecutableFolders.executablePath(fallback: CommandLine.arguments[0]))
    }

    /// No themes folder anywhere it is looked for: said with the places, exit 2 (the job cannot be done; it
    /// was a usage line and exit 64 for what is no usage error).
    static func noThemesFolder() -> ExitCode {
        StandardError.write("vitrine: no themes folder found (looked at --themes, $VITRINE_THEMES, ./themes, the checkout the binary was built in, "
            + "../share/vitrine/themes beside it, $XDG_DATA_HOME/vitrine/themes, $XDG_DATA_DIRS): pass --themes DIR, or install with scripts/install\n")
        return ExitCode(2)
    }

    /// Under `vitrine serve`, the themes this client stored, beside `directory`.
    func candidates(besides directory: ThemeDirectory?) -> CandidateArea? {
        CandidateArea.served(environment: ProcessEnvironment.variables, themes: directory)
    }

    /// The file of theme `nameOrPath`: a path as it is, a name looked up in `directory`, then (served) among
    /// the stored themes: `NAME` of this client's, `NAME@OWNER` of any key's.
    private static func url(of nameOrPath: String, in directory: ThemeDirectory?, candidates: CandidateArea? = nil) throws -> URL {
        if ThemeDirectory.isPath(nameOrPath) { return TypedPath.url(nameOrPath) }
        guard let directory else { throw ThemeLocator.noThemesFolder() }
        let file = directory.file(named: nameOrPath, orStoredIn: candidates)
        guard FileManager.default.fileExists(atPath: file.path) else { throw unknownTheme(nameOrPath, in: directory) }
        return file
    }

    /// Says that the themes folder has no theme `name`, with the nearest name it has, and gives exit status 2.
    private static func unknownTheme(_ name: String, in directory: ThemeDirectory) -> ExitCode {
        let near = NearestName.to(name, among: directory.themeNames()).map { ": did you mean \($0)?" } ?? ""
        StandardError.write(TerminalText.sanitized("vitrine: no theme \"\(name)\" in \(directory.path)\(near) (vitrine themes list shows them)") + "\n")
        return ExitCode(2)
    }

    /// Loads a theme (a name looked up in the themes folder), validated against every component's tokens;
    /// prints the error and exits 2 (the command could not do its job) if it fails.
    /// `-` is a theme read from standard input, as if it were a file `stdin.json` in the themes folder (its
    /// `$extends` and art resolve there; nothing is written).
    func load(_ nameOrPath: String) throws -> Theme {
        try load(nameOrPath, in: directory())
    }

    /// Loads a theme (a name looked up in `directory`, then among the stored themes), as ``load(_:)`` does.
    func load(_ nameOrPath: String, in directory: ThemeDirectory?) throws -> Theme {
        let source = try source(of: nameOrPath, in: directory)
        do {
            return try source.load()
        } catch {
            var locator = TokenLocator()
            let error = error.located(by: &locator)
            StandardError.write("vitrine: theme error: \(error)\n"
                + (error.others.isEmpty ? "" : "vitrine: and \(error.others.count) more (vitrine themes validate lists them)\n"))
            throw ExitCode(2)
        }
    }

    /// Where theme `nameOrPath` is read from (standard input for `-`, git for `REV:PATH.json`) and where its
    /// `$extends` resolves.
    func source(of nameOrPath: String) throws -> ThemeSource {
        try source(of: nameOrPath, in: directory())
    }

    private func source(of nameOrPath: String, in directory: ThemeDirectory?) throws -> ThemeSource {
        if GitRevisionTheme.isRevision(nameOrPath) {
            return ThemeSource(url: try GitRevisionTheme.file(nameOrPath), contents: nil, baseFolder: nil, themesFolder: directory?.url,
                               name: String(nameOrPath.dropLast(".json".count)))
        }
        let candidates = candidates(besides: directory)
        if nameOrPath == "-" {
            let folder = directory?.url ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            return ThemeSource(url: folder.appendingPathComponent("stdin.json"), contents: try StandardInput.theme(), baseFolder: directory?.url,
                               themesFolder: directory?.url)
        }
        let url = try Self.url(of: nameOrPath, in: directory, candidates: candidates)
        return ThemeSource(url: url, contents: nil, baseFolder: candidates?.qualifiedName(of: url) != nil ? candidates?.baseFolder : nil,
                           themesFolder: directory?.url)
    }
}
