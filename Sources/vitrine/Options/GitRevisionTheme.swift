import ArgumentParser
import FoundationEssentials
import Glibc
import Synchronization
import VitrineCore
import VitrineSystem

/// A theme as a git revision has it: `main:themes/default.json` (the path relative to the working
/// directory, as `git show` takes `REV:./path`). The theme's folder at that revision (its `$extends`, art
/// and dark-values files) is taken out of git into a temporary folder of its own, removed when the command
/// ends: its tree listed first (`git ls-tree`, sizes included) and refused past ``maximumFiles`` files or
/// ``maximumBytes`` bytes before any is read, then each regular file's blob as committed (`git cat-file
/// blob`: no smudge or other filter of the repository runs). A committed link is never followed: it is
/// left out (a theme that is a link is refused), as is a submodule.
enum GitRevisionTheme {
    /// The most files a theme's folder at a revision may hold.
    static let maximumFiles = 2000
    /// The most bytes its files may hold in all (a theme file itself is bounded at 4 MiB when read).
    static let maximumBytes = 64 << 20

    /// True when `argument` names a theme at a revision: `REV:PATH.json`, with no file of that name here.
    static func isRevision(_ argument: String) -> Bool {
        guard let colon = argument.firstIndex(of: ":"), colon != argument.startIndex, argument.hasSuffix(".json"),
              !argument.hasPrefix("-"), !FileManager.default.fileExists(atPath: argument) else { return false }
        return !argument[argument.index(after: colon)...].hasPrefix("-")
    }

    /// The theme file of `argument` (`REV:PATH`) taken out of git, or why it cannot be (exit 2).
    static func file(_ argument: String) throws -> URL {
        let colon = argument.firstIndex(of: ":")!
        let (revision, path) = (String(argument[..<colon]), String(argument[argument.index(after: colon)...]))
        let prefix = try git(["rev-parse", "--show-prefix"], "not in a git working tree")
        let top = try git(["rev-parse", "--show-toplevel"], "not in a git working tree").trimmingSuffixNewline
        guard let inRepository = (prefix.trimmingSuffixNewline + path).foldedRelativePath else {
            throw failure("\(path): outside the repository")
        }
        let commit = try git(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], "\(revision): no such revision")
            .trimmingSuffixNewline
        _ = try git(["cat-file", "-e", "\(commit):\(inRepository)"], "\(revision) has no \(inRepository)")
        let folder = inRepository.folder
        let shown = "\(revision):\(folder.isEmpty ? "." : folder)"
        let entries = try listing(of: folder, at: commit, top: top, shown: shown)
        guard let theme = entries.first(where: { $0.path == inRepository }), theme.isFile else {
            throw failure("\(revision):\(inRepository) is a link or not a file: a theme is read from a file")
        }
        let target = try temporaryFolder()
        let output: OutputFolder
        do { output = try OutputFolder(URL(fileURLWithPath: target), replacing: false) } catch { throw failure("\(error)") }
        for entry in entries where entry.isFile {
            let blob = try gitBytes(["-C", top, "cat-file", "blob", entry.object], "cannot read \(revision):\(entry.path)", limit: entry.size)
            do { try output.write(blob, to: entry.path) } catch { throw failure("\(error)") }
        }
        return URL(fileURLWithPath: target).appendingPathComponent(inRepository)
    }

    /// A file of a revision's tree: its path in the repository, blob and size; `isFile` for a regular file
    /// (not a link, not a submodule).
    private struct Entry {
        let path: String
        let object: String
        let size: Int
        let isFile: Bool
    }

    /// Every entry under `folder` at `commit`, or why it is too much to take out (nothing read yet).
    private static func listing(of folder: String, at commit: String, top: String, shown: String) throws -> [Entry] {
        let text = try git(["-C", top, "ls-tree", "-r", "-z", "--long", "--full-tree", commit, "--"] + (folder.isEmpty ? [] : [folder + "/"]),
                           "cannot list \(shown)", limit: (maximumFiles + 1) * 4200)
        var entries: [Entry] = []
        var bytes = 0
        for record in text.split(separator: "\0") {
            // `MODE TYPE OBJECT SIZE\tPATH`, the size padded with spaces ("-" for a submodule).
            guard let tab = record.firstIndex(of: "\t") else { continue }
            let fields = record[..<tab].split(separator: " ")
            let path = String(record[record.index(after: tab)...])
            guard fields.count == 4, path.split(separator: "/").allSatisfy({ $0 != ".." && $0 != "." }) else { continue }
            let isFile = fields[1] == "blob" && (fields[0] == "100644" || fields[0] == "100755")
            let size = Int(fields[3]) ?? 0
            entries.append(Entry(path: path, object: String(fields[2]), size: size, isFile: isFile))
            bytes += isFile ? size : 0
            guard entries.count <= maximumFiles else {
                throw failure("\(shown) holds more than \(maximumFiles) files: too many to take out of git for a theme")
            }
            guard bytes <= maximumBytes else {
                throw failure("\(shown) holds more than \(maximumBytes >> 20) MiB: too much to take out of git for a theme")
            }
        }
        return entries
    }

    /// `git ARGUMENTS`' output (at most `limit` bytes) as text, or `reason` (with what git said) as the error.
    @discardableResult
    static func git(_ arguments: [String], _ reason: String, limit: Int = 1 << 20) throws -> String {
        String(decoding: try gitBytes(arguments, reason, limit: limit), as: UTF8.self)
    }

    /// `git ARGUMENTS`' output (at most `limit` bytes) as it is, or `reason` (with what git said) as the error.
    private static func gitBytes(_ arguments: [String], _ reason: String, limit: Int) throws -> [UInt8] {
        guard let result = ChildProcess.capture(["git"] + arguments, limit: limit + 4096, seconds: 60) else {
            throw failure("git is not installed (a theme at a revision is read through it)")
        }
        guard result.output.count <= limit else { throw failure(reason + " (more than \(limit) bytes)") }
        guard result.status == 0 else {
            let said = TerminalText.sanitized(String(decoding: result.errors.prefix(300), as: UTF8.self))
            throw failure(reason + (said.isEmpty ? "" : " (git: \(said.split(separator: " ").joined(separator: " ")))"))
        }
        return result.output
    }

    private static func failure(_ reason: String) -> Error {
        StandardError.write("vitrine: \(reason)\n")
        return ExitCode(2)
    }

    /// The folders made so far, removed when the process exits.
    private static let made = Mutex<[String]>([])

    private static func temporaryFolder() throws -> String {
        let base = ProcessEnvironment.variables["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/vitrine-revision-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw failure("cannot make a temporary folder in \(base)") }
        let folder = String(cString: made)
        let first = Self.made.withLock { folders in
            folders.append(folder)
            return folders.count == 1
        }
        if first { atexit { GitRevisionTheme.removeAll() } }
        return folder
    }

    private static func removeAll() {
        for folder in made.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: folder) }
    }
}


extension String {
    /// The folder part of a `/`-separated path (`themes/default.json` → `themes`), empty at the top.
    fileprivate var folder: String {
        guard let slash = lastIndex(of: "/") else { return "" }
        return String(self[..<slash])
    }

    fileprivate var trimmingSuffixNewline: String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
