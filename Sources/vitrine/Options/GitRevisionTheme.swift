import ArgumentParser
import FoundationEssentials
import Glibc
import Synchronization
import VitrineCore
import VitrineSystem

/// A theme as a git revision has it: `main:themes/default.json` (the path relative to the working
/// directory, as `git show` takes `REV:./path`). The theme's folder at that revision (its `$extends`, art
/// and dark-values files) is taken out of git (`git archive`, through the `git` command) into a temporary
/// folder of its own, removed when the command ends.
enum GitRevisionTheme {
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
        let target = try temporaryFolder()
        let archive = target + "/.archive.tar"
        _ = try git(["-C", top, "archive", "--format=tar", "--output=\(archive)", commit, "--"] + (folder.isEmpty ? [] : [folder]),
                    "cannot take \(folder.isEmpty ? "the repository" : folder) out of \(revision)")
        guard let untar = ChildProcess.capture(["tar", "-x", "-f", archive, "-C", target, "--no-same-owner", "--no-same-permissions"]),
              untar.status == 0 else { throw failure("cannot unpack \(revision):\(folder)") }
        unlink(archive)
        return URL(fileURLWithPath: target).appendingPathComponent(inRepository)
    }

    /// `git ARGUMENTS`' output, or `reason` (with what git said) as the error.
    @discardableResult
    static func git(_ arguments: [String], _ reason: String) throws -> String {
        guard let result = ChildProcess.capture(["git"] + arguments, limit: 64 << 20, seconds: 60) else {
            throw failure("git is not installed (a theme at a revision is read through it)")
        }
        guard result.status == 0 else {
            let said = TerminalText.sanitized(String(decoding: result.errors.prefix(300), as: UTF8.self))
            throw failure(reason + (said.isEmpty ? "" : " (git: \(said.split(separator: " ").joined(separator: " ")))"))
        }
        return String(decoding: result.output, as: UTF8.self)
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
