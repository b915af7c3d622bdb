import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import VitrineTestSupport

/// `scripts/install --uninstall PREFIX` on prefixes made by hand as an install leaves them (a manifest of
/// SHA-256 and paths relative to PREFIX), then changed as a user, a mistake or an attacker would: it removes
/// only regular files inside the real PREFIX whose content is what was installed, and says what it kept.
struct UninstallTests {
    let folder = TemporaryFolder()
    var prefix: URL { folder.url.appendingPathComponent("prefix") }
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/install").path

    /// Installs `files` (path relative to the prefix: content) as the installer would, manifest included.
    @discardableResult
    private func install(_ files: [(String, String)], extraLines: [String] = []) -> URL {
        var lines: [String] = []
        for (path, content) in files {
            folder.write("prefix/" + path, content)
            lines.append(Spawn.run(["/bin/sh", "-c", "sha256sum < \"$0\" | cut -d' ' -f1", prefix.appendingPathComponent(path).path])
                .output.trimmingCharacters(in: .whitespacesAndNewlines) + "  " + path)
        }
        return folder.write("prefix/share/vitrine/installed.txt", (lines + extraLines).map { $0 + "\n" }.joined())
    }

    private func uninstall(_ prefix: String) -> Spawn.Result {
        Spawn.run([Self.script, "--uninstall", prefix])
    }

    private func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    @Test func removesWhatItInstalledAndNothingElse() {
        install([("bin/vitrine", "binary"), ("share/vitrine/themes/default.json", "{}")])
        folder.write("prefix/bin/mine", "the user's own")
        let result = uninstall(prefix.path)
        #expect(result.status == 0, "\(result.output)")
        #expect(!exists(prefix.appendingPathComponent("bin/vitrine").path))
        #expect(!exists(prefix.appendingPathComponent("share/vitrine").path), "its emptied folders go")
        #expect(exists(prefix.appendingPathComponent("bin/mine").path), "a file it did not install stays")
    }

    /// The folders the install made (listed `folder  PATH`) go when emptied, deepest first; a folder that was
    /// there before, or one still holding a file of the user's, stays.
    @Test func theFoldersItMadeGoAndNoOthers() {
        install([("share/man/man1/vitrine.1", "page"), ("share/bash-completion/completions/vitrine", "complete")],
                extraLines: ["folder  share/man/man1", "folder  share/man", "folder  share/bash-completion/completions",
                             "folder  share/bash-completion"])
        folder.write("prefix/share/bash-completion/completions/theirs", "the user's own")
        try? FileManager.default.createDirectory(at: prefix.appendingPathComponent("share/doc"), withIntermediateDirectories: true)
        let result = uninstall(prefix.path)
        #expect(result.status == 0, "\(result.output)")
        #expect(!exists(prefix.appendingPathComponent("share/man").path), "the folders it made go: \(result.output)")
        #expect(exists(prefix.appendingPathComponent("share/bash-completion/completions/theirs").path), "a folder with the user's file stays")
        #expect(exists(prefix.appendingPathComponent("share/doc").path), "a folder it did not make stays")
    }

    /// A manifest line with `..` (or absolute, or `.`) names a file outside PREFIX: it is never removed.
    @Test func aLineLeadingOutOfThePrefixRemovesNothingThere() {
        let outside = folder.write("outside.txt", "precious")
        let checksum = Spawn.run(["/bin/sh", "-c", "sha256sum < \"$0\" | cut -d' ' -f1", outside.path]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        install([("bin/vitrine", "binary")], extraLines: ["\(checksum)  share/../../outside.txt", "\(checksum)  \(outside.path)",
                                                         "\(checksum)  ./../outside.txt", outside.path])
        let result = uninstall(prefix.path)
        #expect(result.status == 1, "some lines kept: \(result.output)")
        #expect(exists(outside.path), "nothing outside the prefix is deleted")
        #expect(result.output.contains("not a path inside") && result.output.contains("earlier install"), "\(result.output)")
        #expect(!exists(prefix.appendingPathComponent("bin/vitrine").path), "the rest is removed")
        let left = (try? String(contentsOf: prefix.appendingPathComponent("share/vitrine/installed.txt"), encoding: .utf8)) ?? ""
        #expect(left.split(separator: "\n").count == 4, "the manifest lists what was kept: \(left)")
    }

    /// Files the user edited are kept; one that became a folder is kept and the rest still goes.
    @Test func editedFilesAndFoldersAreKeptAndSaid() throws {
        install([("share/vitrine/themes/default.json", "{}"), ("share/vitrine/themes/mine.json", "{}"), ("bin/vitrine", "binary")])
        folder.write("prefix/share/vitrine/themes/default.json", "{\"edited\": true}")
        try FileManager.default.removeItem(at: prefix.appendingPathComponent("share/vitrine/themes/mine.json"))
        folder.write("prefix/share/vitrine/themes/mine.json/inside", "x")
        let result = uninstall(prefix.path)
        #expect(result.status == 1)
        #expect(result.output.contains("default.json: changed since it was installed"), "\(result.output)")
        #expect(result.output.contains("mine.json: it is a folder now"), "\(result.output)")
        #expect(exists(prefix.appendingPathComponent("share/vitrine/themes/default.json").path))
        #expect(!exists(prefix.appendingPathComponent("bin/vitrine").path), "the rest goes on")
    }

    /// A link planted where a file was, or on the way to it, is not followed: the file it points to stays.
    @Test func linksAreNeverFollowed() throws {
        let target = folder.write("elsewhere/vitrine", "binary")
        install([("bin/vitrine", "binary"), ("share/vitrine/themes/default.json", "{}")])
        try FileManager.default.removeItem(at: prefix.appendingPathComponent("bin/vitrine"))
        try FileManager.default.createSymbolicLink(at: prefix.appendingPathComponent("bin/vitrine"), withDestinationURL: target)
        try FileManager.default.removeItem(at: prefix.appendingPathComponent("share/vitrine/themes"))
        folder.write("elsewhere/themes/default.json", "{}")
        try FileManager.default.createSymbolicLink(at: prefix.appendingPathComponent("share/vitrine/themes"),
                                                   withDestinationURL: folder.url.appendingPathComponent("elsewhere/themes"))
        let result = uninstall(prefix.path)
        #expect(result.status == 1, "\(result.output)")
        #expect(exists(target.path) && exists(folder.url.appendingPathComponent("elsewhere/themes/default.json").path))
        #expect(result.output.contains("it is a link now") && result.output.contains("reached through a link"), "\(result.output)")
    }

    /// PREFIX spelt with a trailing slash, or reached through a link, is the same prefix.
    @Test func thePrefixIsTheFolderItReallyIs() throws {
        install([("bin/vitrine", "binary")])
        #expect(uninstall(prefix.path + "/").status == 0)
        #expect(!exists(prefix.appendingPathComponent("bin/vitrine").path), "removed through the trailing slash")
        install([("bin/vitrine", "binary")])
        let link = folder.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: prefix)
        #expect(uninstall(link.path).status == 0)
        #expect(!exists(prefix.appendingPathComponent("bin/vitrine").path), "removed through the link to the prefix")
    }

    /// A relative PREFIX is taken from the folder the command runs in, not the repository's.
    @Test func aRelativePrefixIsTheWorkingFolders() {
        install([("bin/vitrine", "binary")])
        let result = Spawn.run(["/bin/sh", "-c", "cd \"$0\" && \"$1\" --uninstall prefix", folder.url.path, Self.script])
        #expect(result.status == 0, "\(result.output)")
        #expect(!exists(prefix.appendingPathComponent("bin/vitrine").path))
    }

    /// An `installed.txt` that is a link is not read, and nothing is removed.
    @Test func aManifestThatIsALinkIsRefused() throws {
        install([("bin/vitrine", "binary")])
        let manifest = prefix.appendingPathComponent("share/vitrine/installed.txt")
        let planted = folder.write("planted.txt", try String(contentsOf: manifest, encoding: .utf8))
        try FileManager.default.removeItem(at: manifest)
        try FileManager.default.createSymbolicLink(at: manifest, withDestinationURL: planted)
        let result = uninstall(prefix.path)
        #expect(result.status == 2 && result.output.contains("is a link"), "\(result.output)")
        #expect(exists(prefix.appendingPathComponent("bin/vitrine").path) && exists(planted.path))
        #expect(uninstall(folder.url.appendingPathComponent("nowhere").path).status == 2)
    }
}
