import FoundationEssentials
import Testing
import VitrineTestSupport

/// The release tarball (`scripts/release`), unpacked where no repository is in sight, works as the
/// repository's build does: `scripts/test` builds it and names it in `VITRINE_RELEASE_TARBALL`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["VITRINE_RELEASE_TARBALL"] != nil, "scripts/test builds the release and sets VITRINE_RELEASE_TARBALL"))
struct ReleaseArtefactTests {
    let tarball = ProcessInfo.processInfo.environment["VITRINE_RELEASE_TARBALL"] ?? ""
    let folder = TemporaryFolder()

    @Test func theUnpackedReleaseFindsItsDataAndDrawsAsTheBuildDoes() throws {
        let dist = URL(fileURLWithPath: tarball).deletingLastPathComponent().path
        let name = URL(fileURLWithPath: tarball).lastPathComponent.replacing(".tar.gz", with: "")
        let checked = Spawn.run(["/bin/sh", "-c", "cd \"$0\" && sha256sum -c \"$1\"", dist, name + ".sha256"])
        #expect(checked.status == 0, "the checksums hold: \(checked.output)")
        #expect(Spawn.run(["tar", "-xzf", tarball, "-C", folder.url.path]).status == 0)
        let bin = folder.url.appendingPathComponent("\(name)/bin").path
        // Run from an empty folder with an empty home: only what the tarball holds can be found.
        let away = folder.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: away, withIntermediateDirectories: true)
        let environment = ["PATH": "/usr/bin:/bin", "HOME": away.path, "LANG": "C.UTF-8"]
        func run(_ arguments: [String]) -> Spawn.Result {
            Spawn.run(["/bin/sh", "-c", "cd \"$0\" && exec \"$@\" 2>/dev/null", away.path] + arguments, environment: environment)
        }
        #expect(run(["\(bin)/vitrine", "--version"]).output == "\(name.split(separator: "-")[1])\n")
        #expect(run(["\(bin)/vitrine-serve", "--version"]).output == run(["\(bin)/vitrine", "--version"]).output)
        let portrait = run(["\(bin)/vitrine", "render", "avatar/image-large", "--format", "ansi", "--colors", "truecolor"])
        let built = Spawn.run(["/bin/sh", "-c", "\"$0\" \"$@\" 2>/dev/null", GalleryEndToEndTests.binary, "render", "avatar/image-large",
                               "--format", "ansi", "--colors", "truecolor"])
        #expect(portrait.status == 0 && portrait.output == built.output, "the portrait, not the initials: the samples were found")
        let paths = run(["\(bin)/vitrine", "paths"])
        #expect(paths.status == 0 && paths.output.contains("(../share/vitrine beside the binary)"), "\(paths.output)")
        let manual = try String(contentsOfFile: folder.url.appendingPathComponent("\(name)/share/man/man1/vitrine.1").path, encoding: .utf8)
        #expect(manual.hasPrefix(".TH VITRINE 1") && manual.contains("vitrine render") && manual.contains("next theme"),
                "the man page covers the commands and the keys")
        let binary = try FileManager.default.attributesOfItem(atPath: "\(bin)/vitrine")[.size] as? Int ?? .max
        #expect(binary <= 20_000_000, "vitrine as shipped is at most 20 MB: \(binary)")
    }
}
