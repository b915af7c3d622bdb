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
        ThemeDirectory.locate(explicit: folder, environment: ProcessInfo.processInfo.environment,
                              currentDirectory: FileManager.default.currentDirectoryPath,
                              executablePath: ExecutableFolders.executablePath(fallback: CommandLine.arguments[0]))
    }

    /// The file of theme `nameOrPath`: a path as it is, a name looked up in the themes folder.
    func url(of nameOrPath: String) throws -> URL {
        try Self.url(of: nameOrPath, in: ThemeDirectory.isPath(nameOrPath) ? nil : directory())
    }

    /// The file of theme `nameOrPath`: a path as it is, a name looked up in `directory`.
    static func url(of nameOrPath: String, in directory: ThemeDirectory?) throws -> URL {
        if ThemeDirectory.isPath(nameOrPath) { return TypedPath.url(nameOrPath) }
        guard let directory else { throw ValidationError("no themes folder found; pass --themes DIR") }
        return directory.fileURL(forTheme: nameOrPath)
    }

    /// Loads a theme (a name looked up in the themes folder), validated against every component's tokens;
    /// prints the error and exits 2 (the command could not do its job) if it fails.
    /// `-` is a theme read from standard input, as if it were a file `stdin.json` in the themes folder (its
    /// `$extends` and art resolve there; nothing is written).
    func load(_ nameOrPath: String) throws -> Theme {
        try load(nameOrPath, in: ThemeDirectory.isPath(nameOrPath) ? nil : directory())
    }

    /// Loads a theme (a name looked up in `directory`), as ``load(_:)`` does.
    func load(_ nameOrPath: String, in directory: ThemeDirectory?) throws -> Theme {
        var contents: Data?
        let url: URL
        if nameOrPath == "-" {
            contents = try StandardInput.theme()
            url = (directory?.url ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).appendingPathComponent("stdin.json")
        } else {
            url = try Self.url(of: nameOrPath, in: directory)
        }
        do {
            return try StoryCatalog.standard.loadTheme(from: url, contents: contents)
        } catch {
            StandardError.write("vitrine: theme error: \(error)\n")
            throw ExitCode(2)
        }
    }
}
