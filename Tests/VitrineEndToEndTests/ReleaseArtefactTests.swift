import FoundationEssentials
import Testing
import VitrineTestSupport

/// The release tarball (`scripts/release`), unpacked where no repository is in sight, and an install
/// (`scripts/install PREFIX`) work as the repository's build does: `scripts/test` builds them and names them
/// in `VITRINE_RELEASE_TARBALL` and `VITRINE_INSTALLED_PREFIX`, and the `.deb` in `VITRINE_RELEASE_DEB`.
struct ReleaseArtefactTests {
    let tarball = ProcessInfo.processInfo.environment["VITRINE_RELEASE_TARBALL"] ?? ""
    let package = ProcessInfo.processInfo.environment["VITRINE_RELEASE_DEB"] ?? ""
    let prefix = ProcessInfo.processInfo.environment["VITRINE_INSTALLED_PREFIX"] ?? ""
    let folder = TemporaryFolder()
    /// The commit the repository is at (what scripts/release and scripts/install stamp).
    static let commit = Spawn.run(["git", "-C", URL(fileURLWithPath: #filePath).deletingLastPathComponent().path, "rev-parse", "--short=12", "HEAD"])
        .output.split(separator: "\n").first.map(String.init) ?? ""

    /// Runs `arguments` in an empty folder with an empty home: only what was installed or unpacked is found.
    private func away(_ arguments: [String]) throws -> Spawn.Result {
        let elsewhere = folder.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        return Spawn.run(["/bin/sh", "-c", "cd \"$0\" && exec \"$@\" 2>/dev/null", elsewhere.path] + arguments,
                         environment: ["PATH": "/usr/bin:/bin", "HOME": elsewhere.path, "LANG": "C.UTF-8"])
    }

    /// What the repository's own build draws for `render avatar/image-large` (the portrait: the samples found).
    private var portrait: String {
        Spawn.run(["/bin/sh", "-c", "\"$0\" \"$@\" 2>/dev/null", GalleryEndToEndTests.binary, "render", "avatar/image-large",
                   "--format", "ansi", "--colors", "truecolor"]).output
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["VITRINE_INSTALLED_PREFIX"] != nil, "scripts/test installs into a prefix"))
    func anInstallWorksFromAnywhereAndUninstallLeavesNothing() throws {
        let bin = prefix + "/bin"
        let version = try away(["\(bin)/vitrine", "--version"]).output.split(separator: "\n")
        #expect(version.first == Spawn.run([GalleryEndToEndTests.binary, "--version"]).output.split(separator: "\n").first)
        #expect(version.count > 1 && version[1].hasPrefix("commit \(Self.commit)"), "stamped with the commit it was built from: \(version)")
        #expect(try away(["\(bin)/vitrine", "render", "avatar/image-large", "--format", "ansi", "--colors", "truecolor"]).output == portrait)
        for file in ["share/man/man1/vitrine.1", "share/man/man1/vitrine-serve.1", "share/vitrine/vitrine-serve.service",
                     "share/bash-completion/completions/vitrine", "share/zsh/site-functions/_vitrine",
                     "share/fish/vendor_completions.d/vitrine.fish", "share/vitrine/themes/default.json", "share/vitrine/samples/nora.png"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) installed")
        }
        let size = try FileManager.default.attributesOfItem(atPath: "\(bin)/vitrine")[.size] as? Int ?? .max
        #expect(size <= 20_000_000, "installed stripped: \(size) bytes")
        let planted = URL(fileURLWithPath: prefix).deletingLastPathComponent().appendingPathComponent("planted")
        #expect(try String(contentsOf: planted, encoding: .utf8) == "planted\n", "the list of files is not written through a link")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(Spawn.run([root.appendingPathComponent("scripts/install").path, "--uninstall", prefix]).status == 0)
        let left = Spawn.run(["find", prefix, "-type", "f"]).output
        #expect(left.isEmpty, "nothing left: \(left)")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["VITRINE_RELEASE_TARBALL"] != nil, "scripts/test builds the release"))
    func theUnpackedReleaseFindsItsDataAndDrawsAsTheBuildDoes() throws {
        let dist = URL(fileURLWithPath: tarball).deletingLastPathComponent().path
        let name = URL(fileURLWithPath: tarball).lastPathComponent.replacing(".tar.gz", with: "")
        let checked = Spawn.run(["/bin/sh", "-c", "cd \"$0\" && sha256sum -c \"$1\"", dist, name + ".sha256"])
        #expect(checked.status == 0, "the checksums hold: \(checked.output)")
        #expect(Spawn.run(["tar", "-xzf", tarball, "-C", folder.url.path]).status == 0)
        // Exactly the theme files git tracks ship: scripts/test planted an untracked one while it built this.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let tracked = Spawn.run(["git", "-C", root.path, "ls-files", "themes"]).output.split(separator: "\n").map { $0.dropFirst("themes/".count) }.sorted()
        let shipped = Spawn.run(["/bin/sh", "-c", "cd \"$0\" && find . -type f | cut -c3- | sort", folder.url.appendingPathComponent("\(name)/share/vitrine/themes").path])
            .output.split(separator: "\n").map { Substring($0) }
        #expect(!tracked.isEmpty && shipped == tracked, "shipped: \(shipped.filter { !tracked.contains($0) }), missing: \(tracked.filter { !shipped.contains($0) })")
        let bin = folder.url.appendingPathComponent("\(name)/bin").path
        let version = try away(["\(bin)/vitrine", "--version"]).output.split(separator: "\n")
        #expect(version.count == 4 && version[0] == name.split(separator: "-")[1], "\(version)")
        #expect(version.count == 4 && version[1].hasPrefix("commit \(Self.commit)") && version[1].contains(" with Swift 6.")
                && version[2].hasPrefix("ncurses 6.") && version[3].hasPrefix("running on Linux"), "what a bug report needs: \(version)")
        let serverVersion = try away(["\(bin)/vitrine-serve", "--version"]).output.split(separator: "\n")
        #expect(serverVersion.prefix(2) == version.prefix(2), "the server's, the same build: \(serverVersion)")
        let drawn = try away(["\(bin)/vitrine", "render", "avatar/image-large", "--format", "ansi", "--colors", "truecolor"])
        #expect(drawn.status == 0 && drawn.output == portrait, "the portrait, not the initials: the samples were found")
        let paths = try away(["\(bin)/vitrine", "paths"])
        #expect(paths.status == 0 && paths.output.contains("(../share/vitrine beside the binary)"), "\(paths.output)")
        let manual = try String(contentsOfFile: folder.url.appendingPathComponent("\(name)/share/man/man1/vitrine.1").path, encoding: .utf8)
        #expect(manual.hasPrefix(".TH VITRINE 1") && manual.contains("vitrine render") && manual.contains("next theme"),
                "the man page covers the commands and the keys")
        let serveManual = try String(contentsOfFile: folder.url.appendingPathComponent("\(name)/share/man/man1/vitrine-serve.1").path, encoding: .utf8)
        #expect(serveManual.hasPrefix(".TH VITRINE-SERVE 1") && serveManual.contains("\\-\\-authorized\\-keys")
                && serveManual.contains("CONFIGURATION FILE") && serveManual.contains("STATE_DIRECTORY"), "vitrine-serve(1) covers the server's options")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("\(name)/share/vitrine/vitrine-serve.service").path))
        let binary = try FileManager.default.attributesOfItem(atPath: "\(bin)/vitrine")[.size] as? Int ?? .max
        #expect(binary <= 20_000_000, "vitrine as shipped is at most 20 MB: \(binary)")
        let server = try FileManager.default.attributesOfItem(atPath: "\(bin)/vitrine-serve")[.size] as? Int ?? .max
        #expect(server <= 30_000_000, "vitrine-serve as shipped is at most 30 MB (no Foundation, no ICU): \(server)")
    }

    /// The `.deb`: lintian finds no error; installed with dpkg into a fresh root (a dpkg database of its own),
    /// it draws as the build does from anywhere, `man vitrine` finds its page and bash completes story ids
    /// with the package's completion; removed, it leaves nothing but dpkg's own records.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VITRINE_RELEASE_DEB"] != nil, "scripts/test builds the release"))
    func theDebianPackageInstallsInAFreshRootAndRemovesClean() throws {
        let lintian = Spawn.run(["lintian", "--fail-on", "error", "--allow-root", package])
        #expect(lintian.status == 0 && !lintian.output.split(separator: "\n").contains { $0.hasPrefix("E:") }, "lintian: \(lintian.output)")
        let root = folder.url.appendingPathComponent("root").path
        for made in ["var/lib/dpkg/info", "var/lib/dpkg/updates"] {
            try FileManager.default.createDirectory(atPath: root + "/" + made, withIntermediateDirectories: true)
        }
        #expect(FileManager.default.createFile(atPath: root + "/var/lib/dpkg/status", contents: Data()))
        let dpkg = { (arguments: [String]) in Spawn.run(["dpkg", "--root=\(root)", "--force-not-root", "--log=/dev/null"] + arguments) }
        let installed = dpkg(["-i", package])
        #expect(installed.status == 0, "dpkg -i: \(installed.output)")
        let bin = root + "/usr/bin"
        let build = Spawn.run(["/bin/sh", "-c", "\"$0\" \"$@\" 2>/dev/null", GalleryEndToEndTests.binary, "render", "badge/danger", "--format", "ansi", "--colors", "truecolor"])
        let drawn = try away(["\(bin)/vitrine", "render", "badge/danger", "--format", "ansi", "--colors", "truecolor"])
        #expect(drawn.status == 0 && !drawn.output.isEmpty && drawn.output == build.output, "render badge/danger as the build draws it")
        #expect(try away(["\(bin)/vitrine", "paths"]).output.contains(root + "/usr/share/vitrine/themes"), "the data under /usr/share/vitrine")
        let manual = Spawn.run(["man", "vitrine"], environment: ["PATH": "/usr/bin:/bin", "MANPATH": root + "/usr/share/man", "MANPAGER": "cat",
                                                                "MANWIDTH": "80", "LANG": "C.UTF-8"])
        #expect(manual.status == 0 && manual.output.contains("vitrine render"), "man vitrine: \(manual.output.prefix(300))")
        let completion = """
            source "$1"; COMP_WORDS=(vitrine --story ba); COMP_CWORD=2; COMP_LINE="vitrine --story ba"; COMP_POINT=${#COMP_LINE}
            _vitrine vitrine ba --story; printf '%s\\n' "${COMPREPLY[@]}"
            """
        let completed = Spawn.run(["bash", "-c", completion, "bash", root + "/usr/share/bash-completion/completions/vitrine"],
                                  environment: ["PATH": bin + ":/usr/bin:/bin", "HOME": folder.url.path])
        #expect(completed.output.split(separator: "\n").contains("badge/danger"), "bash completes the badge stories: \(completed.output)")
        for file in ["usr/share/zsh/vendor-completions/_vitrine", "usr/share/fish/vendor_completions.d/vitrine.fish",
                     "lib/systemd/system/vitrine-serve.service", "usr/share/man/man1/vitrine-serve.1.gz", "usr/share/doc/vitrine/copyright"] {
            #expect(FileManager.default.fileExists(atPath: root + "/" + file), "\(file) installed")
        }
        let unit = try String(contentsOfFile: root + "/lib/systemd/system/vitrine-serve.service", encoding: .utf8)
        #expect(unit.contains("ExecStart=/usr/bin/vitrine-serve "), "the unit starts the packaged server")
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for recipe in ["docs/ci/github.yml", "docs/ci/gitlab-ci.yml"] {
            let text = try String(contentsOf: repository.appendingPathComponent(recipe), encoding: .utf8)
            #expect(text.contains("/" + URL(fileURLWithPath: package).lastPathComponent + "\""), "\(recipe) downloads the package scripts/release makes")
        }
        let removed = dpkg(["-r", "vitrine"])
        #expect(removed.status == 0, "dpkg -r: \(removed.output)")
        let left = Spawn.run(["find", root, "-mindepth", "1", "-not", "-path", root + "/var", "-not", "-path", root + "/var/*"]).output
        #expect(left.isEmpty, "nothing left outside dpkg's records: \(left)")
    }
}
